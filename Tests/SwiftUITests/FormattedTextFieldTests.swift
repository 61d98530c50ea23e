@testable import SwiftUI
import XCTest

/// `TextField(_:value:format:)` typed into as a user types: the value is
/// parsed when the field is committed, by Return or as the focus leaves
/// it; a text that does not parse keeps the last good value, and the field
/// shows the value formatted again.
final class FormattedTextFieldTests: XCTestCase {
    private final class Probe {
        var amount: Decimal = 12.5
        var count: Int? = 3
    }

    private struct Form: View {
        let probe: Probe
        @State var amount: Decimal = 12.5
        @State var count: Int? = 3

        var body: some View {
            let _ = probe.amount = amount
            let _ = probe.count = count
            VStack {
                TextField("Amount", value: $amount, format: .currency(code: "EUR").locale(Locale(identifier: "en_US")))
                TextField("Count", value: $count, format: .number)
            }
            .frame(width: 200)
        }
    }

    private func texts(_ live: LiveView) -> [String] {
        live.accessibilityRoot.children.filter { $0.role == .textField }.compactMap { $0.text?.text.string }
    }

    private func cleared(_ live: inout LiveView) {
        live.edit(.selectAll)
        live.edit(.delete(forward: false, word: false))
    }

    func testTheValueIsShownFormattedAndSetAtReturn() {
        let probe = Probe()
        var live = LiveView(Form(probe: probe), size: Size(width: 300, height: 200))
        XCTAssertEqual(texts(live), ["€12.50", "3"])
        XCTAssertTrue(live.moveFocus(forward: true))
        cleared(&live)
        live.typeText("7.25")
        XCTAssertEqual(probe.amount, 12.5, "not before it is committed")
        XCTAssertEqual(texts(live), ["7.25", "3"])
        live.edit(.submit)
        XCTAssertEqual(probe.amount, 7.25)
        XCTAssertEqual(texts(live), ["€7.25", "3"])
    }

    func testLeavingTheFieldCommitsAndWhatDoesNotParseKeepsTheLastGoodValue() {
        let probe = Probe()
        var live = LiveView(Form(probe: probe), size: Size(width: 300, height: 200))
        XCTAssertTrue(live.moveFocus(forward: true))
        cleared(&live)
        live.typeText("lots")
        XCTAssertTrue(live.moveFocus(forward: true))
        live.update()
        XCTAssertEqual(probe.amount, 12.5)
        XCTAssertEqual(texts(live), ["€12.50", "3"])
        // An empty text makes an optional value nil.
        cleared(&live)
        XCTAssertTrue(live.moveFocus(forward: false))
        live.update()
        XCTAssertNil(probe.count)
        XCTAssertEqual(texts(live), ["€12.50", ""])
    }
}
