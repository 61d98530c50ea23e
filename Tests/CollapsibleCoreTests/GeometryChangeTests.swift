import XCTest
@testable import CollapsibleCore

/// `onGeometryChange(for:of:action:)` hands its action the value made from
/// the view's geometry once it is laid out, and again when a layout
/// changes it: never for a frame before the first layout.
final class GeometryChangeTests: XCTestCase {
    private struct Watching: View {
        @State var width = 0.0
        @State var told: [Double] = []
        @State var wide = false

        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: wide ? 120 : 80, height: 10)
                    .onGeometryChange(for: Double.self) { $0.size.width } action: { old, new in
                        width = new
                        told.append(old)
                    }
                Text("\(Int(width)) after \(told.map { String(Int($0)) }.joined(separator: ","))")
            }
            .onTapGesture { wide = true }
        }
    }

    func testTheActionIsHandedTheLaidOutValueAndEachChange() {
        var live = LiveView(Watching(), size: Size(width: 300, height: 200))
        live.update()
        XCTAssertEqual(live.accessibilityRoot.children.last?.label, "80 after 80")
        live.pressFrontmostTapTarget(animated: false)
        live.update()
        XCTAssertEqual(live.accessibilityRoot.children.last?.label, "120 after 80,80")
    }
}
