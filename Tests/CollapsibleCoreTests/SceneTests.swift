import XCTest
@testable import CollapsibleCore

final class SceneTests: XCTestCase {
    func testTheDemoSceneCarriesEverythingThePainterNeeds() {
        let view = LiveView(contentView(), size: Size(width: 600, height: 300))
        let scene = view.scene(scale: 2)
        XCTAssertEqual(scene.size, Size(width: 600, height: 300))
        XCTAssertEqual(scene.scale, 2)
        XCTAssertEqual(scene.background, .white)
        XCTAssertEqual(scene.band, Scene.Band(frame: Rect(x: 0, y: 84, width: 600, height: 132), color: Color(142, 142, 147)))
        XCTAssertEqual(scene.items.map(\.fill), [Color(255, 59, 48), Color(255, 149, 0), Color(175, 82, 222)])
        XCTAssertEqual(scene.items.map(\.text?.string), ["0", "1", "2"])
        for item in scene.items {
            XCTAssertEqual(item.stroke, Stroke(color: .black, lineWidth: 3))
            XCTAssertEqual(item.text?.fontSize, 17)
            XCTAssertEqual(item.text?.color, .black)
        }
        XCTAssertEqual(scene.items.map(\.frame), view.layout.frames)
        XCTAssertEqual(scene.shadow?.radius, 8)
        XCTAssertEqual(scene.shadow?.color, Color(red: 0, green: 0, blue: 0, opacity: 0.33))
        XCTAssertEqual(scene.shadow?.offset, Point(x: 0, y: 0))
    }

    func testAViewMayStartExpanded() {
        var view = LiveView(contentView(), size: Size(width: 600, height: 300), expanded: true)
        XCTAssertTrue(view.expanded)
        XCTAssertFalse(view.isAnimating)
        XCTAssertEqual(view.layout, contentView().layout(in: view.size, expanded: true))
        view.toggle()
        view.advance(to: 0)
        view.advance(to: 0.35)
        XCTAssertEqual(view.layout, contentView().layout(in: view.size, expanded: false))
    }

    func testRowBoundsCoverStrokesAndShadow() {
        let scene = LiveView(contentView(), size: Size(width: 600, height: 300)).scene(scale: 1)
        XCTAssertEqual(scene.rowBounds, Rect(x: 16 - 1.5 - 24, y: 100 - 1.5 - 24, width: 568 + 3 + 48, height: 100 + 3 + 48))
    }

    func testColoursParseAsSwiftUINamesOrHex() {
        XCTAssertEqual(Color(parsing: "red"), .red)
        XCTAssertEqual(Color(parsing: "Purple"), .purple)
        XCTAssertEqual(Color(parsing: "gray"), Color(142, 142, 147))
        XCTAssertEqual(Color(parsing: "mint"), .mint)
        // A colour given by its components is not a system colour, even
        // with the components of one: it stays itself in the dark scheme.
        XCTAssertEqual(Color(parsing: "#FF3B30"), Color(255, 59, 48))
        XCTAssertEqual(Color(parsing: "#00c7be"), Color.mint.resolved(in: .light))
        XCTAssertNotEqual(Color(parsing: "#FF3B30"), .red)
        for bad in ["", "#", "#12345", "#1234567", "#GG0000", "reddish", "#+12345", "0xff0000"] {
            XCTAssertNil(Color(parsing: bad), bad)
        }
    }
}
