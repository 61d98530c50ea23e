import XCTest
@testable import CollapsibleCore

/// Until the view tree draws display lists of its own, the program's scene
/// reaches the painter as one: the band, then the shadow's group holding each
/// item's fill, stroke and label, in SwiftUI's order.
final class SceneDisplayListTests: XCTestCase {
    func testTheDemoSceneBecomesTheSeedsDisplayList() throws {
        let view = LiveView(contentView(), size: Size(width: 600, height: 300))
        let scene = view.scene(scale: 2), list = scene.displayList
        XCTAssertEqual(list.size, scene.size)
        XCTAssertEqual(list.scale, 2)
        XCTAssertEqual(list.background, .white)
        XCTAssertEqual(list.items.count, 2)
        XCTAssertEqual(list.items[0].frame, Rect(x: 0, y: 84, width: 600, height: 132))
        XCTAssertEqual(list.items[0].content, .shape(.rectangle, .fill(Color(142, 142, 147))))
        guard case .effect(.shadow(let shadow), let items) = list.items[1].content else { return XCTFail("\(list.items[1])") }
        XCTAssertEqual(shadow, Shadow(color: Color.black.opacity(0.33), radius: 8, offset: Point(x: 0, y: 0)))
        XCTAssertEqual(items.count, 9)
        for (index, frame) in view.layout.frames.enumerated() {
            let three = items[(3 * index)..<(3 * index + 3)]
            XCTAssertEqual(three.map(\.frame), [frame, frame, frame])
            XCTAssertEqual(three.map(\.content), [.shape(.rectangle, .fill(scene.items[index].fill!)),
                                                  .shape(.rectangle, .stroke(.black, lineWidth: 3)),
                                                  .text("\(index)", .body, .black)])
        }
        XCTAssertEqual(Set(items.map(\.id)).count, 9, "each view its own identity")
    }
}
