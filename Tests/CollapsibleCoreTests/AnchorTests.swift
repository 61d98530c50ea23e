import XCTest
@testable import CollapsibleCore

/// Anchors are taken where layout puts a view, and a `GeometryProxy` gives
/// them in its own coordinates.
final class AnchorTests: XCTestCase {
    private struct Selected: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    /// Three squares, the chosen one marked by a frame drawn over the row
    /// from its anchor, as the book's selectable table marks a cell.
    private struct Row: View {
        @State var chosen = 1
        var body: some View {
            HStack(spacing: 10) {
                ForEach(0..<3) { index in
                    Color.gray.frame(width: 20, height: 20)
                        .anchorPreference(key: Selected.self, value: .bounds) { chosen == index ? $0 : nil }
                        .onTapGesture { chosen = index }
                }
            }
            .padding(5)
            .overlayPreferenceValue(Selected.self) { anchor in
                GeometryReader { proxy in
                    if let rect = anchor.map({ proxy[$0] }) {
                        Color.blue.frame(width: rect.width, height: rect.height).offset(x: rect.minX, y: rect.minY)
                    }
                }
            }
        }
    }

    func testAnOverlayIsMadeFromTheAnchorOfTheChosenViewBeforeTheFirstFrame() throws {
        // 200 x 100: the padded row is 90 x 30, centred at (55, 35); the squares at x 60, 90, 120, y 40.
        var live = LiveView(Row(), size: Size(width: 200, height: 100))
        func marked() -> Rect? { live.displayList(scale: 1).items.last { $0.frame.width == 20 && isBlue($0) }?.frame }
        XCTAssertEqual(marked(), Rect(x: 90, y: 40, width: 20, height: 20))
        try live.press(XCTUnwrap(live.accessibilityRoot.children.first?.id), animated: false)
        XCTAssertEqual(marked(), Rect(x: 60, y: 40, width: 20, height: 20))
    }

    private func isBlue(_ item: DisplayItem) -> Bool {
        if case .shape(_, .fill(.color(let color), _)) = item.content { return color == Color.blue.resolved(in: .light) }
        return false
    }

    func testAPointAnchorIsReadFromTheProxysOrigin() {
        struct Centre: PreferenceKey {
            static let defaultValue: Anchor<CGPoint>? = nil
            static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
        }
        let view = Color.gray.frame(width: 40, height: 20)
            .anchorPreference(key: Centre.self, value: .center) { $0 }
            .padding(10)
            .overlayPreferenceValue(Centre.self) { anchor in
                GeometryReader { proxy in
                    Text(anchor.map { "\(Int(proxy[$0].x)),\(Int(proxy[$0].y))" } ?? "none")
                }
            }
        let live = LiveView(view, size: Size(width: 200, height: 100))
        XCTAssertEqual(live.accessibilityRoot.children.last?.label, "30,20", "the centre, from the padded view's corner")
    }

    /// An anchor carried out of its window, read by a reader of another.
    func testAnAnchorReadInAnotherTreeIsTakenFromThatProxysOrigin() throws {
        final class Kept: @unchecked Sendable { var anchor: Anchor<CGRect>? }
        let kept = Kept()
        let source = Color.gray.frame(width: 20, height: 10)
            .anchorPreference(key: Selected.self, value: .bounds) { $0 }
            .onPreferenceChange(Selected.self) { kept.anchor = $0 }
        // At the middle of 100 x 100: (40, 45).
        _ = LiveView(source, size: Size(width: 100, height: 100))
        let anchor = try XCTUnwrap(kept.anchor)
        let reader = VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            GeometryReader { proxy in Text("\(Int(proxy[anchor].minX)),\(Int(proxy[anchor].minY)),\(Int(proxy[anchor].width))") }
        }
        let live = LiveView(reader, size: Size(width: 100, height: 100))
        XCTAssertEqual(live.accessibilityRoot.children.last?.label, "40,15,20", "the window's rectangle from the reader's corner at (0, 30)")
    }

    /// A view scaled twice about its centre: its bounds anchor is where it
    /// is drawn, twice as large, as SwiftUI's anchors go through effects.
    func testAnAnchorInsideAScaleEffectIsTakenAsDrawn() {
        let view = Color.gray.frame(width: 20, height: 10)
            .anchorPreference(key: Selected.self, value: .bounds) { $0 }
            .scaleEffect(2)
            .frame(width: 100, height: 100)
            .overlayPreferenceValue(Selected.self) { anchor in
                GeometryReader { proxy in
                    if let rect = anchor.map({ proxy[$0] }) {
                        Color.blue.frame(width: rect.width, height: rect.height).offset(x: rect.minX, y: rect.minY)
                    }
                }
            }
        // 100 x 100 in a 100 x 100 window: the grey bar at (40, 45), 20 x 10,
        // drawn from (30, 40), 40 x 20.
        let live = LiveView(view, size: Size(width: 100, height: 100))
        XCTAssertEqual(live.displayList(scale: 1).items.last { isBlue($0) }?.frame, Rect(x: 30, y: 40, width: 40, height: 20))
    }

    /// A band 200 by 50 over a card 200 by 100, padded by 10 in a space
    /// named "outer", 220 by 170 from (40, 40) in 300 by 250; in the card,
    /// a square 40 by 30 at its bottom trailing corner, at (210, 170). A
    /// reader over the column, at (50, 50), resolves the square's anchor
    /// in its own coordinates, (160, 120), and in the named space it lies
    /// in, 10 further each way. A space that is not around the reader is
    /// none of its, as in SwiftUI.
    private struct Card: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.gray.frame(width: 200, height: 50)
                ZStack(alignment: .bottomTrailing) {
                    Color.clear
                    Color.red.frame(width: 40, height: 30).anchorPreference(key: Selected.self, value: .bounds) { $0 }
                }
                .frame(width: 200, height: 100)
                .coordinateSpace(.named("card"))
            }
            .overlayPreferenceValue(Selected.self) { anchor in
                GeometryReader { proxy in
                    let rect = anchor.map { proxy[$0] } ?? .zero, outer = proxy.frame(in: .named("outer"))
                    Text("\(Int(rect.minX)),\(Int(rect.minY)) in the outer space \(Int(rect.minX + outer.minX)),\(Int(rect.minY + outer.minY)) "
                         + "card \(proxy.bounds(of: .named("card")) == nil ? "none" : "found")")
                }
            }
            .padding(10)
            .coordinateSpace(.named("outer"))
        }
    }

    func testAnAnchorIsResolvedInANamedSpace() {
        let live = LiveView(Card(), size: Size(width: 300, height: 250))
        XCTAssertEqual(live.accessibilityRoot.children.last?.label, "160,120 in the outer space 170,130 card none")
    }
}
