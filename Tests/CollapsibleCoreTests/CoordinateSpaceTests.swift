import XCTest
@testable import CollapsibleCore

/// A `GeometryReader` measures its frame in the window, in itself, and in
/// a named space around it, as SwiftUI's proxy does.
final class CoordinateSpaceTests: XCTestCase {
    /// A box 200 by 120 centred in 300 by 200, from (50, 40), named
    /// "box"; a red band of 30, then the reader, 200 by 90, at y 70.
    private struct Measured: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 30)
                GeometryReader { proxy in
                    let named = proxy.frame(in: .named("box")), global = proxy.frame(in: .global)
                    let local = proxy.frame(in: .local), bounds = proxy.bounds(of: .named("box"))
                    Text("\(Int(named.minX)),\(Int(named.minY)) \(Int(global.minX)),\(Int(global.minY)) "
                         + "\(Int(local.minX)),\(Int(local.minY)) \(bounds.map { "\(Int($0.minX)),\(Int($0.minY))" } ?? "none") "
                         + "\(proxy.bounds(of: .named("elsewhere")) == nil)")
                }
            }
            .frame(width: 200, height: 120)
            .coordinateSpace(.named("box"))
        }
    }

    func testAFrameIsMeasuredFromTheNamedSpace() {
        let live = LiveView(Measured(), size: Size(width: 300, height: 200))
        XCTAssertEqual(live.accessibilityRoot.children.last?.label, "0,30 50,70 0,0 0,-30 true")
    }

    /// The older spelling, `coordinateSpace(name:)`, and the enum's.
    func testTheNameMayBeAnyHashableValue() {
        let view = GeometryReader { proxy in Text("\(Int(proxy.frame(in: CoordinateSpace.named(7)).minX))") }
            .padding(.leading, 12)
            .coordinateSpace(name: 7)
        let live = LiveView(view, size: Size(width: 100, height: 100))
        XCTAssertEqual(live.accessibilityRoot.children.last?.label, "12")
    }
}
