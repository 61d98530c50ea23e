import XCTest
@testable import CollapsibleCore

final class ColorSchemeTests: XCTestCase {
    func testSystemColoursTakeSwiftUIsDarkVariants() {
        let dark: [(Color, Color)] = [
            (.red, Color(255, 69, 58)), (.orange, Color(255, 159, 10)), (.yellow, Color(255, 214, 10)),
            (.green, Color(48, 209, 88)), (.mint, Color(99, 230, 226)), (.teal, Color(64, 200, 224)),
            (.cyan, Color(100, 210, 255)), (.blue, Color(10, 132, 255)), (.indigo, Color(94, 92, 230)),
            (.purple, Color(191, 90, 242)), (.pink, Color(255, 55, 95)), (.brown, Color(172, 142, 104)),
            (.gray, Color(142, 142, 147)), (.systemBackground, .black), (.primary, .white),
        ]
        for (color, expected) in dark {
            XCTAssertEqual(color.resolved(in: .dark), expected)
        }
        XCTAssertEqual(Color.red.resolved(in: .light), Color(255, 59, 48))
        XCTAssertEqual(Color.systemBackground.resolved(in: .light), .white)
        XCTAssertEqual(Color.primary.resolved(in: .light), .black)
    }

    func testColoursNamedByTheirComponentsStayThemselves() {
        for color in [Color.black, .white, Color(255, 59, 48), Color(parsing: "#102030")!] {
            XCTAssertEqual(color.resolved(in: .dark), color)
            XCTAssertEqual(color.resolved(in: .light), color)
        }
        // Opacity keeps the variant.
        XCTAssertEqual(Color.red.opacity(0.5).resolved(in: .dark), Color(255, 69, 58).opacity(0.5))
    }

    func testTheDarkSceneKeepsWhatTheViewNamesExplicitly() {
        var view = LiveView(contentView(colors: [.red, Color(parsing: "#102030")!]), size: Size(width: 600, height: 300))
        view.colorScheme = .dark
        let scene = view.scene(scale: 1)
        XCTAssertEqual(scene.background, .black)
        XCTAssertEqual(scene.band?.color, Color(142, 142, 147))
        XCTAssertEqual(scene.items.map(\.fill), [Color(255, 69, 58), Color(0x10, 0x20, 0x30)])
        XCTAssertTrue(scene.items.allSatisfy { $0.stroke == Stroke(color: .black, lineWidth: 3) })
        XCTAssertTrue(scene.items.allSatisfy { $0.text?.color == .white })
        XCTAssertEqual(scene.shadow?.color, Color(red: 0, green: 0, blue: 0, opacity: 0.33))
    }

    func testTheSchemeChangesMidAnimationWithoutDisturbingTheMotion() {
        var view = LiveView(contentView(), size: Size(width: 600, height: 300))
        view.toggle()
        view.advance(to: 0)
        view.advance(to: 0.1)
        let before = view.scene(scale: 1)
        view.colorScheme = .dark
        let after = view.scene(scale: 1)
        XCTAssertTrue(view.isAnimating)
        XCTAssertEqual(after.items.map(\.frame), before.items.map(\.frame))
        XCTAssertEqual(after.items.first?.fill, Color(255, 69, 58))
        view.advance(to: 0.35)
        XCTAssertFalse(view.isAnimating)
        XCTAssertEqual(view.layout, contentView().layout(in: view.size, expanded: true))
    }

    func testWithAnimationsOffAToggleShowsItsEndAtTheNextFrame() {
        var view = LiveView(contentView(), size: Size(width: 600, height: 300))
        view.animationsEnabled = false
        view.toggle()
        view.advance(to: 0)
        XCTAssertFalse(view.isAnimating)
        XCTAssertEqual(view.shownProgress, 1)
        // Back on, the next toggle moves again.
        view.animationsEnabled = true
        view.toggle()
        view.advance(to: 1)
        view.advance(to: 1.1)
        XCTAssertTrue(view.isAnimating)
        XCTAssertTrue((0.01..<0.99).contains(view.shownProgress))
    }
}
