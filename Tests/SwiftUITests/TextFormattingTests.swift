@testable import SwiftUI
import XCTest

/// Texts of values through Foundation's format styles, and of dates by
/// SwiftUI's date styles, as a label shows them.
final class TextFormattingTests: XCTestCase {
    private func shown(_ text: Text) -> String {
        func label(_ element: AccessibilityElement) -> String {
            element.label.isEmpty ? element.children.lazy.map(label).first { !$0.isEmpty } ?? "" : element.label
        }
        return label(LiveView(text, size: Size(width: 400, height: 100)).accessibilityRoot)
    }

    private let english = Locale(identifier: "en_US")

    func testAValueInAFormatStyle() {
        XCTAssertEqual(shown(Text(1234.5, format: .number.locale(english))), "1,234.5")
        XCTAssertEqual(shown(Text(0.25, format: .percent.locale(english))), "25%")
        XCTAssertEqual(shown(Text(9.99, format: .currency(code: "USD").locale(english))), "$9.99")
    }

    func testAFormattedValueInALiteralIsNotMarkdown() {
        let count = 3
        XCTAssertEqual(shown(Text("**\(count, format: .number)** items")), "3 items")
        XCTAssertEqual(shown(Text("Total: \(-2.5, format: .number.locale(english))")), "Total: -2.5")
    }

    func testDateStylesFromNow() {
        let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let later = now.addingTimeInterval(2 * 3600 + 23 * 60 + 10)
        XCTAssertEqual(Text.DateStyle.relative.format(later, now: now), "2 hours, 23 minutes")
        XCTAssertEqual(Text.DateStyle.offset.format(now.addingTimeInterval(-180), now: now), "-3 minutes")
        XCTAssertEqual(Text.DateStyle.timer.format(now.addingTimeInterval(123), now: now), "2:03")
        XCTAssertEqual(Text.DateStyle.timer.format(later, now: now), "2:23:10")
    }
}
