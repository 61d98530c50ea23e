@testable import SwiftUI
import XCTest

/// `DatePicker`: iOS's calendar with the chosen day in a tinted circle, and
/// its compact capsules that open it; the days chosen by the pointer and by
/// the arrows, kept inside the range; each day named for assistive tools.
final class DatePickerTests: XCTestCase {
    private static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 30) -> Date {
        Calendar.current.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    private struct Diary: View {
        @State var date: Date
        var range: ClosedRange<Date>?
        var components: DatePickerComponents = .date

        var body: some View {
            VStack {
                if let range {
                    DatePicker("Day", selection: $date, in: range, displayedComponents: components)
                } else {
                    DatePicker("Day", selection: $date, displayedComponents: components)
                }
                Text("chose \(Calendar.current.component(.month, from: date))/\(Calendar.current.component(.day, from: date))"
                    + " \(Calendar.current.component(.hour, from: date)):\(Calendar.current.component(.minute, from: date))")
            }
        }
    }

    private let window = Size(width: 360, height: 560)

    private func elements(_ live: LiveView) -> [AccessibilityElement] {
        func flat(_ elements: [AccessibilityElement]) -> [AccessibilityElement] { elements.flatMap { [$0] + flat($0.children) } }
        return flat(live.accessibilityRoot.children)
    }

    private func texts(_ live: LiveView) -> [String] {
        func texts(_ items: [DisplayItem]) -> [String] {
            items.flatMap { item -> [String] in
                switch item.content {
                case .text(let text, _): [text.string]
                case .effect(_, let inside): texts(inside)
                default: []
                }
            }
        }
        return texts(live.displayList(scale: 1).items)
    }

    /// The days' buttons, named by their whole date, which begins with the weekday.
    private func days(_ live: LiveView) -> [AccessibilityElement] {
        let weekdays = Calendar.current.weekdaySymbols
        return elements(live).filter { element in element.role == .button && weekdays.contains { element.label.hasPrefix($0) } }
    }

    private func click(_ element: AccessibilityElement, in live: inout LiveView) {
        let point = Point(x: element.frame.midX, y: element.frame.midY)
        live.pointerPressed(at: point, time: 1)
        live.pointerReleased(at: point, time: 1.05)
    }

    private func arrow(_ key: KeyEquivalent) -> KeyPress {
        KeyPress(phase: .down, key: key, characters: "", modifiers: [])
    }

    private let spoken: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .full
        return formatter
    }()

    func testTheGraphicalStyleIsTheMonthTheChosenDayInATintedCircle() throws {
        var live = LiveView(Diary(date: Self.date(2026, 2, 10)).datePickerStyle(.graphical), size: window)
        let month = days(live)
        XCTAssertEqual(month.count, 28, "February 2026 has 28 days, each a button")
        XCTAssertEqual(month.map(\.label).filter { $0.hasSuffix(", selected") }, [spoken.string(from: Self.date(2026, 2, 10)) + ", selected"])
        XCTAssertEqual(month[0].frame.height, 44)
        // The 2nd and the 3rd are a Monday and a Tuesday, side by side whichever day a week starts on.
        XCTAssertEqual(month[2].frame.minX - month[1].frame.minX, 360 / 7, accuracy: 0.5, "a seventh of the width each")
        XCTAssertEqual(texts(live).filter { $0.count == 3 && $0 == $0.uppercased() }.count, 7, "the weekdays' short names")
        let tenth = month[9]
        let circles = live.displayList(scale: 1).items.flatMap { item -> [Rect] in
            func circles(_ item: DisplayItem) -> [Rect] {
                switch item.content {
                case .shape(.circle, _): [item.frame]
                case .effect(_, let inside): inside.flatMap(circles)
                default: []
                }
            }
            return circles(item)
        }
        XCTAssertEqual(circles.count, 1)
        XCTAssertEqual(circles.first?.width, 40)
        XCTAssertEqual(circles.first?.midX ?? 0, tenth.frame.midX, accuracy: 0.5)
        XCTAssertEqual(circles.first?.midY ?? 0, tenth.frame.midY, accuracy: 0.5)

        click(month[19], in: &live)
        XCTAssertTrue(texts(live).contains("chose 2/20 9:30"), "the day clicked, the time kept: \(texts(live))")
    }

    func testTheArrowsMoveTheDayAndTheMonthGoesAlong() throws {
        var live = LiveView(Diary(date: Self.date(2026, 2, 20)).datePickerStyle(.graphical), size: window)
        // The month's arrows, then the days.
        for _ in 0..<3 { XCTAssertTrue(live.moveFocus(forward: true)) }
        XCTAssertTrue(live.keyPressed(arrow(.rightArrow)))
        XCTAssertTrue(texts(live).contains("chose 2/21 9:30"))
        XCTAssertTrue(live.keyPressed(arrow(.downArrow)))
        XCTAssertTrue(texts(live).contains("chose 2/28 9:30"))
        XCTAssertTrue(live.keyPressed(arrow(.downArrow)))
        XCTAssertTrue(texts(live).contains("chose 3/7 9:30"))
        XCTAssertEqual(days(live).count, 31, "March is shown")
        XCTAssertTrue(live.keyPressed(arrow(.upArrow)))
        XCTAssertTrue(live.keyPressed(arrow(.leftArrow)))
        XCTAssertTrue(texts(live).contains("chose 2/27 9:30"))
        XCTAssertEqual(days(live).count, 28)
    }

    func testTheMonthArrowsShowAnotherMonthAndLeaveTheSelection() throws {
        var live = LiveView(Diary(date: Self.date(2026, 2, 10)).datePickerStyle(.graphical), size: window)
        let next = try XCTUnwrap(elements(live).first { $0.label == "Next Month" })
        click(next, in: &live)
        XCTAssertEqual(days(live).count, 31)
        XCTAssertTrue(days(live).allSatisfy { !$0.label.hasSuffix("selected") })
        XCTAssertTrue(texts(live).contains("chose 2/10 9:30"))
    }

    func testARangeKeepsTheSelectionInsideIt() throws {
        let range = Self.date(2026, 2, 5, 0, 0)...Self.date(2026, 2, 20, 23, 0)
        var live = LiveView(Diary(date: Self.date(2026, 2, 10), range: range).datePickerStyle(.graphical), size: window)
        XCTAssertEqual(elements(live).first { $0.label == "Previous Month" }?.isEnabled, false)
        XCTAssertEqual(elements(live).first { $0.label == "Next Month" }?.isEnabled, false)
        click(days(live)[2], in: &live)
        XCTAssertTrue(texts(live).contains("chose 2/10 9:30"), "the 3rd is before the range: nothing chosen")
        for _ in 0..<3 { live.moveFocus(forward: true) }
        XCTAssertTrue(live.keyPressed(arrow(.downArrow)))
        XCTAssertTrue(live.keyPressed(arrow(.downArrow)))
        XCTAssertTrue(texts(live).contains("chose 2/20 23:0"), "two weeks on is past the range: its end")
    }

    func testTheCompactStyleIsCapsulesThatOpenTheCalendarAndTheTime() throws {
        var live = LiveView(Diary(date: Self.date(2026, 2, 10), components: [.date, .hourAndMinute]), size: window)
        let medium = DateFormatter(), short = DateFormatter()
        medium.dateStyle = .medium
        short.timeStyle = .short
        let capsules = elements(live).filter { $0.role == .button }
        XCTAssertEqual(capsules.map(\.label), [medium.string(from: Self.date(2026, 2, 10)), short.string(from: Self.date(2026, 2, 10))])
        XCTAssertTrue(texts(live).contains("Day"))
        click(capsules[0], in: &live)
        live.advance(to: 10)
        XCTAssertTrue(live.presentsLayer)
        click(days(live)[13], in: &live)
        XCTAssertTrue(texts(live).contains("chose 2/14 9:30"))
        live.dismissFrontmost()
        live.advance(to: 20)
        let time = try XCTUnwrap(elements(live).first { $0.label == short.string(from: Self.date(2026, 2, 14)) })
        click(time, in: &live)
        live.advance(to: 30)
        let minute = try XCTUnwrap(elements(live).first { $0.role == .spinButton && $0.label == "Minute" })
        // The plus half is the stepper's last 47 points.
        let plus = Point(x: minute.frame.maxX - 23, y: minute.frame.midY)
        live.pointerPressed(at: plus, time: 40)
        live.pointerReleased(at: plus, time: 40.05)
        XCTAssertTrue(texts(live).contains("chose 2/14 9:31"), "\(texts(live))")
        // The click gave the minute's stepper the focus; Down steps the hour's once it has it.
        XCTAssertTrue(live.moveFocus(forward: false))
        for _ in 0..<10 { live.adjustFocused(.decrease) }
        XCTAssertTrue(texts(live).contains("chose 2/14 23:31"), "round the clock on the same day: \(texts(live))")
    }
}
