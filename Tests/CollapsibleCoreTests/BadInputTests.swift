import XCTest
@testable import CollapsibleCore

/// What the framework cannot do gets SwiftUI's answer, or a clear line
/// that names the view; it never crashes or hangs.
final class CoreBadInputTests: XCTestCase {
    func testAnOffsetOfInfinityLeavesTheViewInPlaceWithOneLine() {
        let heard = Lines()
        let view = Color.red.frame(width: 10, height: 10).offset(x: .infinity)
        let live = LiveView(view, size: Size(width: 100, height: 100), measure: FixedMeasure(), diagnostics: heard.diagnostics)
        XCTAssertEqual(live.displayList(scale: 1).items.first?.frame, Rect(x: 45, y: 45, width: 10, height: 10))
        XCTAssertEqual(heard.lines.count, 1)
        XCTAssertTrue(heard.lines[0].hasPrefix("offset(x: inf, y: 0.0)"), heard.lines[0])
    }

    /// A modifier whose data is not a number at every frame.
    private struct Broken: AnimatableModifier {
        var value: Double
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        func body(content: Content) -> some View { content.offset(y: value) }
    }

    private struct Breaking: View {
        @State var broken = false
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .onTapGesture { withAnimation(.linear) { broken = true } }
                .modifier(Broken(value: broken ? .nan : 0))
        }
    }

    func testAnAnimatableModifierWhoseDataIsNotANumberComesToRestInPlace() {
        var live = LiveView(Breaking(), size: Size(width: 100, height: 100), measure: FixedMeasure())
        live.pressFrontmostTapTarget()
        for frame in 0...60 where live.isAnimating { live.advance(to: Double(frame) / 60) }
        XCTAssertFalse(live.isAnimating, "the motion ends")
        XCTAssertEqual(live.displayList(scale: 1).items.first?.frame, Rect(x: 45, y: 45, width: 10, height: 10))
    }
}
