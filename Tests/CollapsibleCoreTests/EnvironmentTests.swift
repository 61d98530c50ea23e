import XCTest
@testable import CollapsibleCore

/// The environment carries values down the tree, as SwiftUI's does.
final class EnvironmentTests: XCTestCase {
    private func contents(_ live: LiveView) -> [DisplayItem.Content] {
        live.displayList(scale: 1).items.map(\.content)
    }

    func testForegroundColorAndFontOnAContainerReachTheTextsAndShapesInside() {
        let view = VStack {
            Text("a")
            Circle().frame(width: 10, height: 10)
            Text("b").foregroundColor(.blue)
        }
        .foregroundColor(.white)
        .font(.caption)
        let live = LiveView(view, size: Size(width: 100, height: 100))
        XCTAssertEqual(contents(live), [
            .text(StyledText("a", font: .caption, color: .white), size: Size(width: 0.6 * 12, height: 1.2 * 12)),
            .shape(.circle, .fill(.white)),
            .text(StyledText("b", font: .caption, color: Color.blue.resolved(in: .light)), size: Size(width: 0.6 * 12, height: 1.2 * 12)),
        ])
    }

    private struct Swatch: View {
        @Environment(\.colorScheme) var colorScheme
        var body: some View {
            Text(colorScheme == .dark ? "dark" : "light")
        }
    }

    func testEnvironmentReadsTheColorSchemeTheHostSetsAndFollowsIt() {
        var live = LiveView(Swatch(), size: Size(width: 100, height: 100))
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "light")
        live.colorScheme = .dark
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "dark")
    }

    private struct Tinted: View {
        @Environment(\.tint) var tint
        var body: some View { Rectangle().fill(tint) }
    }

    func testAKeyOfOnesOwnHasItsDefaultAndWhatAnEnvironmentModifierSets() {
        XCTAssertEqual(contents(LiveView(Tinted(), size: Size(width: 10, height: 10))), [.shape(.rectangle, .fill(Color.red.resolved(in: .light)))])
        let set = Tinted().environment(\.tint, .green)
        XCTAssertEqual(contents(LiveView(set, size: Size(width: 10, height: 10))), [.shape(.rectangle, .fill(Color.green.resolved(in: .light)))])
    }
}

private extension EnvironmentValues {
    var tint: Color {
        get { self[EnvironmentTests.TintKey.self] }
        set { self[EnvironmentTests.TintKey.self] = newValue }
    }
}

extension EnvironmentTests {
    struct TintKey: EnvironmentKey {
        static let defaultValue = Color.red
    }
}

/// A literal's interpolations, as `Text` writes them.
final class LocalizedStringKeyTests: XCTestCase {
    func testANumberIsWrittenByItsSpecifier() {
        let width = 50.2857
        XCTAssertEqual(LocalizedStringKey("\(width, specifier: "%.0f")").text, "50")
        XCTAssertEqual(LocalizedStringKey("w = \(width, specifier: "%.2f") pt").text, "w = 50.29 pt")
        XCTAssertEqual(LocalizedStringKey("\(42, specifier: "%04d")").text, "0042")
        XCTAssertEqual(LocalizedStringKey("\(7) of \("x")").text, "7 of x")
    }

    func testASpecifierThatIsNotOneConversionOfTheNumbersKindIsWrittenAsItIs() {
        XCTAssertEqual(LocalizedStringKey("\(1.5, specifier: "%s")").text, "%s")
        XCTAssertEqual(LocalizedStringKey("\(1.5, specifier: "%f %f")").text, "%f %f")
    }

    func testATextMadeFromALiteralWithASpecifierShowsIt() {
        let live = LiveView(Text("\(12.7, specifier: "%.0f")"), size: Size(width: 100, height: 50))
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "13")
    }
}
