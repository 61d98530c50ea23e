import XCTest
@testable import CollapsibleCore

/// The Markdown SwiftUI reads in a text literal: bold, italic, code and
/// links, with what is interpolated taken as it is.
final class MarkdownTextTests: XCTestCase {
    /// Each run's string with what its font and colour say of it.
    private func runs(_ text: Text) -> [String] {
        text.styled(in: EnvironmentValues()).runs.map { run in
            var marks: [String] = []
            if run.font.weight == .bold { marks.append("bold") }
            if run.font.isItalic { marks.append("italic") }
            if run.font.design == .monospaced { marks.append("code") }
            if run.color == .accentColor { marks.append("link") }
            return marks.isEmpty ? run.string : "\(run.string)[\(marks.joined(separator: ","))]"
        }
    }

    func testStrongEmphasisCodeAndLinks() {
        XCTAssertEqual(runs(Text("A **bold** word")), ["A ", "bold[bold]", " word"])
        XCTAssertEqual(runs(Text("An *italic* and _another_")), ["An ", "italic[italic]", " and ", "another[italic]"])
        XCTAssertEqual(runs(Text("***Both***")), ["Both[bold,italic]"])
        XCTAssertEqual(runs(Text("Run `swift build` now")), ["Run ", "swift build[code]", " now"])
        XCTAssertEqual(runs(Text("See [the docs](https://example.com).")), ["See ", "the docs[link]", "."])
        XCTAssertEqual(runs(Text("**Bold with *italic* inside**")), ["Bold with [bold]", "italic[bold,italic]", " inside[bold]"])
    }

    func testWhatIsNotMarkdownStaysAsItIs() {
        XCTAssertEqual(runs(Text("snake_case_name")), ["snake_case_name"])
        XCTAssertEqual(runs(Text("2 * 3 * 4")), ["2 * 3 * 4"])
        XCTAssertEqual(runs(Text("An \\*escaped\\* star")), ["An *escaped* star"])
        XCTAssertEqual(runs(Text("**unclosed")), ["**unclosed"])
    }

    func testInterpolatedValuesAndVariablesAreNotRead() {
        let name = "**not bold**"
        XCTAssertEqual(runs(Text("Hello \(name)!")), ["Hello **not bold**!"])
        XCTAssertEqual(runs(Text(name)), ["**not bold**"])
        XCTAssertEqual(runs(Text(verbatim: "*plain*")), ["*plain*"])
    }
}
