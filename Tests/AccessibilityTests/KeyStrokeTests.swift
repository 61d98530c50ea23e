import XCTest
@testable import CollapsibleAccessibility

/// What a screen reader is told of each key, as GTK 3 tells it, and in
/// what order the program gets the keys a screen reader leaves it.
final class KeyStrokeTests: XCTestCase {
    private func stroke(_ name: String, typed: String, modifiers: UInt32 = 0) -> KeyStroke {
        KeyStroke(.press, symbol: 0x20, name: name, code: 65, modifiers: modifiers, time: 7, typed: typed)
    }

    func testALetterIsItsTextAndAKeyThatTypesNoInkIsItsName() {
        XCTAssertEqual(stroke("q", typed: "q").text, "q")
        XCTAssertTrue(stroke("q", typed: "q").isText)
        XCTAssertEqual(stroke("space", typed: " ").text, "space")
        XCTAssertEqual(stroke("Tab", typed: "\t").text, "Tab")
        XCTAssertEqual(stroke("KP_Enter", typed: "\r").text, "KP_Enter")
        XCTAssertEqual(stroke("Shift_L", typed: "").text, "Shift_L")
        XCTAssertEqual(stroke("eacute", typed: "é").text, "é")
    }

    func testWithControlHeldTheTextStandsEvenWhereItShowsNoInk() {
        XCTAssertEqual(stroke("c", typed: "\u{3}", modifiers: 1 << 2).text, "\u{3}")
        XCTAssertFalse(stroke("c", typed: "\u{3}", modifiers: 1 << 2).isText)
    }

    func testKeysAreActedOnInTheOrderTheyCameWhateverOrderTheAnswersCome() {
        var held = HeldKeys()
        held.ask(1, due: 100)
        held.ask(2, due: 100)
        held.ask(3, due: 100)
        held.answer(2, consumed: true)
        XCTAssertEqual(held.takeAnswered(), [], "the second answered before the first")
        held.answer(1, consumed: false)
        XCTAssertEqual(held.takeAnswered(), [false, true])
        held.pass()
        XCTAssertEqual(held.takeAnswered(), [], "a key that could not be asked waits for those before it")
        held.answer(3, consumed: false)
        XCTAssertEqual(held.takeAnswered(), [false, false])
        XCTAssertTrue(held.isEmpty)
    }

    func testAnAnswerThatCameInTimeTakesItsKeyHoweverLateItIsReadAndAnOverdueOneCountsForNothing() {
        var held = HeldKeys()
        held.ask(1, due: 100)
        held.ask(2, due: 150)
        XCTAssertEqual(held.deadline, 100)
        held.expire(at: 99)
        XCTAssertEqual(held.takeAnswered(), [], "within its budget")
        // Read at last, after both budgets ran out: the first's answer was there.
        held.answer(1, consumed: true)
        XCTAssertEqual(held.deadline, 150)
        held.expire(at: 400)
        XCTAssertNil(held.deadline)
        XCTAssertEqual(held.takeAnswered(), [true, false])
        held.answer(2, consumed: true)
        XCTAssertEqual(held.takeAnswered(), [], "the second went to the program")
        XCTAssertTrue(held.isEmpty)
    }

    func testAConnectionThatGoesLetsEveryKeyThroughAndAnAnswerAfterCountsForNothing() {
        var held = HeldKeys()
        held.ask(1, due: 100)
        held.ask(2, due: 100)
        held.answer(2, consumed: true)
        held.giveUp()
        held.answer(1, consumed: true)
        XCTAssertEqual(held.takeAnswered(), [false, true])
        held.answer(9, consumed: true)
        XCTAssertEqual(held.takeAnswered(), [])
    }
}
