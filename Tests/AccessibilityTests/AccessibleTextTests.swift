import XCTest
import CollapsibleCore
@testable import CollapsibleAccessibility

/// A label's text as AT-SPI's Text interface reads it, from the places its
/// characters were set in, with no bus.
final class AccessibleTextTests: XCTestCase {
    private let application = AccessibleApplication(name: "collapsible-x11", version: "1")

    /// The one label of a window showing `text`, and its text as read at `scale`.
    private func read(_ text: Text, scale: Double = 1) throws -> (element: AtspiTree.Element, text: AccessibleText) {
        let live = LiveView(HStack { text }, size: Size(width: 400, height: 100))
        let window = AccessibleWindow(title: "Text", width: Int(400 * scale), height: Int(100 * scale), scale: scale,
                                      isFocused: false)
        let root = live.accessibilityRoot
        let tree = AtspiTree(application: application, window: window, root: root)
        let label = try XCTUnwrap(tree[.view(try XCTUnwrap(root.children.first).id)])
        let placed = try XCTUnwrap(label.text)
        return (label, AccessibleText(placed, scale: scale, geometry: FixedMeasure().geometry(of: placed.text, in: placed.frame),
                                      deviceRect: tree.deviceRect))
    }

    func testALabelGivesItsStringCharacterByCharacter() throws {
        let (label, text) = try read(Text("Mostly ") + Text("收合 😀").bold())
        XCTAssertEqual(label.role, .label)
        XCTAssertEqual(text.count, 11, "Unicode scalars, as AT-SPI counts characters")
        XCTAssertEqual(text.text(from: 0, to: -1), "Mostly 收合 😀")
        XCTAssertEqual(text.text(from: 7, to: 9), "收合")
        XCTAssertEqual(text.text(from: 9, to: 3), "", "a range backwards is empty")
        XCTAssertEqual(text.text(from: -5, to: 500), "Mostly 收合 😀", "offsets out of range are the ends")
        XCTAssertEqual(text.character(at: 10), 0x1F600)
        XCTAssertEqual(text.character(at: 11), 0, "none past the end")
    }

    /// Each character's box, in device pixels, one after the other across
    /// the label's frame; a range's is theirs together.
    func testEachCharacterHasItsBoxAndARangeTheirsTogether() throws {
        for scale in [1.0, 2.0] {
            let (label, text) = try read(Text("Hello"), scale: scale)
            let frame = try XCTUnwrap(label.frame), width = 0.6 * 17 * scale
            for offset in 0..<5 {
                let box = text.box(at: offset)
                XCTAssertEqual(Double(box.x), Double(frame.x) + Double(offset) * width, accuracy: 1)
                XCTAssertEqual(Double(box.width), width, accuracy: 1)
                XCTAssertEqual(box.y, frame.y)
                XCTAssertEqual(box.height, frame.height)
                XCTAssertEqual(text.offset(at: (box.x + box.width / 2, box.y + 1)), offset)
            }
            let all = text.box(from: 0, to: 5)
            XCTAssertEqual(all.x, frame.x)
            XCTAssertEqual(Double(all.maxX), Double(frame.maxX), accuracy: 1)
            XCTAssertEqual(text.box(from: 1, to: 2), text.box(at: 1))
            XCTAssertEqual(text.box(at: 5).width, 0, "after the last character: where a caret would be")
            XCTAssertEqual(Double(text.box(at: 5).x), Double(frame.maxX), accuracy: 1)
            XCTAssertEqual(text.offset(at: (frame.maxX + 5, frame.y + 1)), -1)
        }
    }

    func testWordsLinesAndParagraphsRunFromOneStartToTheNext() throws {
        let (_, text) = try read(Text("The quick\nbrown fox"))
        XCTAssertTrue(text.string(at: 5, by: .character) == ("u", 5, 6))
        XCTAssertTrue(text.string(at: 5, by: .word) == ("quick\n", 4, 10))
        XCTAssertTrue(text.string(at: 3, by: .word) == ("The ", 0, 4), "a space belongs to the word before it")
        XCTAssertTrue(text.string(at: 12, by: .paragraph) == ("brown fox", 10, 19))
        XCTAssertTrue(text.string(at: 2, by: .paragraph) == ("The quick\n", 0, 10))
        XCTAssertTrue(text.string(at: 2, by: .line) == ("The quick\nbrown fox", 0, 19), "one line, as the measure set it")
        XCTAssertTrue(text.string(at: 19, by: .character) == ("", 19, 19), "nothing after the end")
    }
}
