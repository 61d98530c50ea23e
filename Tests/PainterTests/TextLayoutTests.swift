import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// Text laid out as SwiftUI lays it out, with no window: as wide as it is
/// offered, as tall as its lines; one line when its size is fixed; no more
/// lines than its limit or the height it is offered; and measured by the
/// very layout that draws it.
final class TextLayoutTests: XCTestCase {
    private let sentence = "A sentence that has to wrap in a frame two hundred points wide, as people write them."
    private let painter = Painter()

    private func size(_ text: StyledText, _ width: Double?, _ height: Double? = nil) -> Size {
        painter.size(of: text, width: width, height: height)
    }

    private var lineHeight: Double { size(StyledText("A"), nil).height }

    /// The size layout chose for the first text `view` draws, which its
    /// frame, on whole pixels, rounds.
    private func laidOut<V: View>(_ view: V, in window: Size = Size(width: 400, height: 200)) throws -> Size {
        var size: Size?
        if case .text(_, let laid) = LiveView(view, size: window, measure: painter).displayList(scale: 1).items.first?.content { size = laid }
        return try XCTUnwrap(size, "no text drawn first")
    }

    func testATextIsAsTallAsItsLinesAndNoWiderThanItIsOffered() throws {
        let ideal = size(StyledText(sentence), nil)
        XCTAssertEqual(ideal.height, lineHeight, "offered nothing, one line")
        XCTAssertEqual(size(StyledText(sentence), .infinity), ideal, "offered all it likes, the same")
        for width in [100.0, 200, 300] {
            let wrapped = size(StyledText(sentence), width)
            let lines = try painter.textSetter.pangoLayout(StyledText(sentence), width: width, height: nil).lineCount
            XCTAssertGreaterThan(lines, 1)
            XCTAssertLessThanOrEqual(wrapped.width, width)
            XCTAssertEqual(wrapped.height, Double(lines) * lineHeight, accuracy: 0.01, "\(lines) lines at \(width)")
        }
        XCTAssertEqual(size(StyledText("Mostly\nSunny"), nil).height, 2 * lineHeight, accuracy: 0.01)
        XCTAssertEqual(size(StyledText("Mostly\nSunny"), nil).width, size(StyledText("Mostly"), nil).width, accuracy: 0.01)
    }

    /// A text whose size is fixed takes its one line, whatever it is offered.
    func testAFixedSizeTextNeverWraps() throws {
        let fixed = try laidOut(Text(sentence).fixedSize().frame(width: 100))
        XCTAssertEqual(fixed.width, size(StyledText(sentence), nil).width, accuracy: 0.01)
        XCTAssertEqual(fixed.height, lineHeight, accuracy: 0.01)
        XCTAssertLessThanOrEqual(try laidOut(Text(sentence).frame(width: 100)).width, 100)
    }

    func testALineLimitKeepsThatManyLines() throws {
        func height<V: View>(_ view: V) throws -> Double { try laidOut(view, in: Size(width: 400, height: 300)).height }
        XCTAssertEqual(try height(Text(sentence).lineLimit(2).frame(width: 100)), 2 * lineHeight, accuracy: 0.01)
        XCTAssertEqual(try height(Text(sentence).lineLimit(1).frame(width: 100)), lineHeight, accuracy: 0.01)
        XCTAssertGreaterThan(try height(Text(sentence).lineLimit(nil).frame(width: 100)), 4 * lineHeight)
        // Lines cut between paragraphs end in "…" too.
        let three = StyledText(runs: [.init("one\ntwo\nthree", font: .body, color: .primary)], lineLimit: 2)
        XCTAssertEqual(size(three, nil).height, 2 * lineHeight, accuracy: 0.01)
        XCTAssertGreaterThan(size(three, nil).width, size(StyledText("two"), nil).width, "\"two…\"")
    }

    /// Offered less height than it needs, a text keeps the lines that fit, one at least.
    func testAHeightOfferedKeepsTheLinesThatFit() throws {
        XCTAssertEqual(size(StyledText(sentence), 100, 2.5 * lineHeight).height, 2 * lineHeight, accuracy: 0.01)
        XCTAssertEqual(size(StyledText(sentence), 100, 1).height, lineHeight, accuracy: 0.01)
        XCTAssertTrue(try painter.textSetter.pangoLayout(StyledText(sentence), width: 100, height: 1).isEllipsized)
    }

    /// Leading lines start together; centred ones share a centre; trailing ones end together.
    func testTheLinesAlignAsTheTextSays() throws {
        for alignment in TextAlignment.allCases {
            let text = StyledText(runs: [.init("Mostly\nSunny", font: .body, color: .primary)], alignment: alignment)
            let frame = Rect(x: 0, y: 0, width: size(text, nil).width, height: 2 * lineHeight)
            let boxes = painter.geometry(of: text, in: frame).characters
            let first = boxes[0].union(boxes[5]), second = boxes[7].union(boxes[11])
            switch alignment {
            case .leading: XCTAssertEqual(first.minX, second.minX, accuracy: 0.01)
            case .center: XCTAssertEqual(first.midX, second.midX, accuracy: 0.01)
            case .trailing: XCTAssertEqual(first.maxX, second.maxX, accuracy: 0.01)
            }
            XCTAssertEqual(second.minY, first.maxY, accuracy: 0.01)
        }
    }

    func testMonospacedDigitsAreAsWideAsEachOther() {
        let ones = StyledText("1111", font: Font.body.monospacedDigit()), zeros = StyledText("0000", font: Font.body.monospacedDigit())
        XCTAssertEqual(size(ones, nil).width, size(zeros, nil).width, accuracy: 0.01)
        XCTAssertNotEqual(size(StyledText("1111"), nil).width, size(StyledText("0000"), nil).width, "Inter's own digits differ")
    }

    /// What layout measured is what is drawn: the same layout, also while
    /// the frame moves and grows, and at whatever height it is offered.
    func testTheLayoutMeasuredIsTheLayoutDrawn() throws {
        let text = StyledText(sentence)
        let measured = painter.size(of: text, width: 200, height: 300)
        let layout = painter.textSetter.layout(text, width: 200, height: 300)
        for (x, width) in [(10.0, measured.width), (50.5, measured.width + 30), (80.25, 12)] {
            let list = DisplayList(size: Size(width: 400, height: 300), scale: 1, background: .white, items: [
                DisplayItem(id: .root, frame: Rect(x: x, y: 20, width: width, height: measured.height), content: .text(text, size: measured)),
            ])
            let device = DeviceList(painter.prepare(list), area: DeviceRect(x: 0, y: 0, width: 400, height: 300))
            guard case .label(let label?) = device.items.first?.content else { return XCTFail("no label") }
            XCTAssertTrue(label.layout === layout, "a new layout for a frame at \(x), \(width) wide")
        }
        XCTAssertTrue(painter.textSetter.layout(text, width: 200, height: nil) === layout, "it fits: any height gives the same")
    }
}
