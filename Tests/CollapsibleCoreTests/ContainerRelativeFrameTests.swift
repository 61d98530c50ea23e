import XCTest
@testable import CollapsibleCore

/// `containerRelativeFrame` in a window 300 wide and 200 tall, the
/// window being the container, whatever frame is around the view.
final class ContainerRelativeFrameTests: XCTestCase {
    func testTheFrameTakesItsLengthFromTheWindow() {
        // Half the window's width, inside a frame of 100: it overflows it.
        let half = Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.frame(width: 100, height: 20)
        XCTAssertEqual(frames(half), [Rect(x: 75, y: 90, width: 150, height: 20)])
        // Three columns 10 apart, two of them: (300 - 20) / 3 x 2 + 10.
        let columns = Color.blue.frame(height: 10).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        XCTAssertEqual(frames(columns).map(\.width), [pixel(150 + 590.0 / 6) - pixel(150 - 590.0 / 6)])
        // A small view at the bottom of a frame as tall as the window.
        let bottom = Color.green.frame(width: 10, height: 10).containerRelativeFrame(.vertical, alignment: .bottom)
        XCTAssertEqual(frames(bottom), [Rect(x: 145, y: 190, width: 10, height: 10)])
    }

    /// A length that is no number leaves the axis to the content; a count
    /// of none is one.
    func testBadLengthsAreMadeSound() {
        let broken = Color.red.frame(width: 30, height: 30).containerRelativeFrame(.horizontal) { _, _ in .nan }
        XCTAssertEqual(frames(broken), [Rect(x: 135, y: 85, width: 30, height: 30)])
        let none = Color.red.frame(height: 10).containerRelativeFrame(.horizontal, count: 0, spacing: 4)
        XCTAssertEqual(frames(none).map(\.width), [300])
    }

    /// A container of the kind a scroll view is: as large as offered, its
    /// content offered its width and its own height.
    private struct Viewport<Content: View>: _PrimitiveView {
        @ViewBuilder var content: Content

        func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
            [_ViewNode(id, ViewportNode(), content._resolve(in: &context, at: id.child(0)))]
        }
    }

    private struct ViewportNode: NodeKind {
        func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
            proposal.replacingUnspecifiedDimensions()
        }

        func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
            pass.withinContainer(of: Size(width: bounds.width, height: bounds.height)) {
                $0.placeTogether(children, offered: ProposedViewSize(width: bounds.width, height: nil), in: bounds, alignment: .top)
            }
        }
    }

    /// Beside a column 100 wide, the container is 200 wide and its half
    /// 100, centred in it; outside it, the half is the window's, 150. In a
    /// container 240 wide beside a column of 60 inside another, the half
    /// is 120, from 60 + (240 - 120) / 2.
    func testTheNearestContainerCounts() {
        let half = Color.red.frame(height: 20).containerRelativeFrame(.horizontal) { length, _ in length / 2 }
        let row = HStack(spacing: 0) {
            Color.blue.frame(width: 100)
            Viewport { half }
        }
        XCTAssertEqual(frames(row).last, Rect(x: 150, y: 0, width: 100, height: 20))
        XCTAssertEqual(frames(half).last?.width, 150)
        let nested = Viewport { HStack(spacing: 0) { Color.blue.frame(width: 60); Viewport { half } } }
        XCTAssertEqual(frames(nested).last, Rect(x: 120, y: 0, width: 120, height: 20))
    }
}
