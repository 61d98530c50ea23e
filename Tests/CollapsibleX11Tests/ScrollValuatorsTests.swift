import XCTest
@testable import CollapsibleX11

/// The touchpad's smooth scrolling, read from XInput 2's scroll valuators as GTK reads them.
/// Xvfb's pointers, its own and XTest's, have only the two relative axes and no scroll class,
/// so no test can make the server send these: the numbers an event carries are fed in here.
final class ScrollValuatorsTests: XCTestCase {
    /// A touchpad as libinput describes it: valuator 2 across, 3 down, 15 a notch.
    private func touchpad() -> ScrollValuators {
        var valuators = ScrollValuators()
        valuators.describe(device: 11, valuators: [
            .init(number: 2, axis: .horizontal, increment: 15, last: nil),
            .init(number: 3, axis: .vertical, increment: 15, last: nil),
        ])
        return valuators
    }

    func testAValuatorsMovesAreNotchesOfItsIncrement() throws {
        var valuators = touchpad()
        XCTAssertNil(valuators.delta(device: 11, values: [0: 100, 1: 80, 3: 450]), "the first value only starts the count")
        let down = try XCTUnwrap(valuators.delta(device: 11, values: [3: 457.5]))
        XCTAssertEqual(down.y, 0.5)
        XCTAssertEqual(down.x, 0)
        let both = try XCTUnwrap(valuators.delta(device: 11, values: [2: 30, 3: 442.5]))
        XCTAssertEqual(both.y, -1, "back up a whole notch")
        XCTAssertEqual(both.x, 0, "the first value across only starts its count")
        let across = try XCTUnwrap(valuators.delta(device: 11, values: [2: 0]))
        XCTAssertEqual(across.x, -2)
    }

    /// A move of the pointer alone, or of another device, scrolls nothing.
    func testMotionWithoutScrollValuatorsScrollsNothing() {
        var valuators = touchpad()
        _ = valuators.delta(device: 11, values: [3: 0])
        XCTAssertNil(valuators.delta(device: 11, values: [0: 5, 1: 9]))
        XCTAssertNil(valuators.delta(device: 4, values: [3: 90]), "a device with no scroll class")
        XCTAssertFalse(valuators.knows(device: 4))
        XCTAssertTrue(valuators.knows(device: 11))
    }

    /// Back in the window, or after a device changed, the count starts again: what the touchpad
    /// moved while the pointer was elsewhere is no scroll here.
    func testTheCountStartsAgainWhenThePointerComesBack() throws {
        var valuators = touchpad()
        _ = valuators.delta(device: 11, values: [3: 0])
        valuators.restart()
        XCTAssertNil(valuators.delta(device: 11, values: [3: 3000]))
        XCTAssertEqual(try XCTUnwrap(valuators.delta(device: 11, values: [3: 3015])).y, 1)
    }

    /// Bad input: an increment of zero or not a number makes no valuator, and a value that is
    /// not a number is passed over.
    func testAbsurdIncrementsAndValuesScrollNothing() throws {
        var valuators = ScrollValuators()
        valuators.describe(device: 7, valuators: [
            .init(number: 2, axis: .vertical, increment: 0, last: nil),
            .init(number: 3, axis: .vertical, increment: .nan, last: nil),
            .init(number: 4, axis: .vertical, increment: -120, last: nil),
        ])
        _ = valuators.delta(device: 7, values: [2: 0, 3: 0, 4: 0])
        XCTAssertNil(valuators.delta(device: 7, values: [2: 50, 3: 50]))
        XCTAssertNil(valuators.delta(device: 7, values: [4: .nan]))
        XCTAssertEqual(try XCTUnwrap(valuators.delta(device: 7, values: [4: 120])).y, -1, "a negative increment counts the other way")
    }
}
