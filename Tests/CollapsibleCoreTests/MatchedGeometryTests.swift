import XCTest
@testable import CollapsibleCore

/// `matchedGeometryEffect` matches views by id in a namespace.
final class MatchedGeometryTests: XCTestCase {
    private struct Following: View {
        @Namespace var ns
        var body: some View {
            VStack(spacing: 0) {
                Color.red.matchedGeometryEffect(id: 1, in: ns).frame(width: 50, height: 50)
                Color.blue.matchedGeometryEffect(id: 1, in: ns, isSource: false).frame(width: 10, height: 10)
            }
        }
    }

    func testAViewThatIsNotTheSourceTakesTheSourcesFrame() {
        let live = LiveView(Following(), size: Size(width: 100, height: 100))
        let frames = live.displayList(scale: 1).items.map(\.frame)
        XCTAssertEqual(frames[0], Rect(x: 25, y: 20, width: 50, height: 50))
        XCTAssertEqual(frames[1], frames[0], "the blue square on the red one")
    }

    private struct FollowingPart: View {
        @Namespace var ns
        let properties: MatchedGeometryProperties
        let anchor: UnitPoint
        var body: some View {
            VStack(spacing: 0) {
                Color.red.matchedGeometryEffect(id: 1, in: ns).frame(width: 50, height: 50)
                Color.blue.matchedGeometryEffect(id: 1, in: ns, properties: properties, anchor: anchor, isSource: false)
                    .frame(width: 10, height: 10)
            }
        }
    }

    /// The red source at (25, 20) 50 wide; the blue square, laid out at
    /// (45, 70) 10 wide, takes its size about its own centre, or puts its
    /// anchor where the source's is.
    func testAViewTakesOnlyThePropertiesItNamesAboutItsAnchor() {
        func blue(_ properties: MatchedGeometryProperties, _ anchor: UnitPoint = .center) -> Rect? {
            LiveView(FollowingPart(properties: properties, anchor: anchor), size: Size(width: 100, height: 100))
                .displayList(scale: 1).items.last?.frame
        }
        XCTAssertEqual(blue(.size), Rect(x: 25, y: 50, width: 50, height: 50))
        XCTAssertEqual(blue(.position), Rect(x: 45, y: 40, width: 10, height: 10))
        XCTAssertEqual(blue(.position, .topLeading), Rect(x: 25, y: 20, width: 10, height: 10))
        XCTAssertEqual(blue(.size, .bottomTrailing), Rect(x: 5, y: 30, width: 50, height: 50))
        XCTAssertEqual(blue(.frame, .topLeading), Rect(x: 25, y: 20, width: 50, height: 50))
    }

    /// The book's chapter 6 example: a square that becomes a circle.
    private struct Morphing: View {
        @Namespace var ns
        @State var state = false
        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    if !state {
                        Rectangle().matchedGeometryEffect(id: "1", in: ns).frame(width: 200, height: 200)
                    }
                    Spacer()
                    if state {
                        Circle().matchedGeometryEffect(id: "1", in: ns).frame(width: 100, height: 100)
                    }
                }
                .frame(width: 300, height: 200)
                Button("Toggle") { withAnimation(.linear(duration: 1)) { state.toggle() } }
            }
        }
    }

    /// The frame of each kind of shape drawn, by its name.
    private func shapes(_ live: LiveView) -> [String: Rect] {
        var found: [String: Rect] = [:]
        func walk(_ items: [DisplayItem]) {
            for item in items {
                switch item.content {
                case .shape(let kind, _): found["\(kind)"] = item.frame
                case .effect(_, let inside): walk(inside)
                case .text, .image, .paths: break
                }
            }
        }
        walk(live.displayList(scale: 1).items)
        return found
    }

    func testAViewThatComesInMovesFromTheFrameOfTheOneThatGoesAndThatOneFollows() throws {
        var live = LiveView(Morphing(), size: Size(width: 300, height: 300))
        let square = try XCTUnwrap(shapes(live)["rectangle"])
        XCTAssertEqual(square.width, 200)
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        XCTAssertEqual(shapes(live)["circle"], square, "the circle starts where the square was")
        live.advance(to: 0.5)
        let circle = try XCTUnwrap(shapes(live)["circle"])
        XCTAssertEqual(circle.width, 150, accuracy: 1e-3)
        XCTAssertEqual(circle.minX, square.minX + 100, accuracy: 1e-3)
        XCTAssertEqual(shapes(live)["rectangle"]?.width ?? 0, 150, accuracy: 1e-3, "the square goes to the circle's frame")
        live.advance(to: 1)
        XCTAssertEqual(shapes(live)["circle"], Rect(x: square.minX + 200, y: square.minY + 50, width: 100, height: 100))
        XCTAssertNil(shapes(live)["rectangle"], "and is gone")
    }

    /// A resize moves the square; the circle that comes in after it starts
    /// where the square is now, not where it was before the resize.
    func testAViewThatComesInAfterAResizeMovesFromTheFrameAtTheNewSize() throws {
        var live = LiveView(Morphing(), size: Size(width: 300, height: 300))
        live.size = Size(width: 500, height: 300)
        let square = try XCTUnwrap(shapes(live)["rectangle"])
        XCTAssertEqual(square.minX, 100, "centred in the wider window")
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        XCTAssertEqual(shapes(live)["circle"], square)
    }
}
