import XCTest
@testable import CollapsibleCore

/// SwiftUI's layout rules, each against the answer SwiftUI gives (the
/// figures of its documentation and of the writers who measured it).
final class LayoutRuleTests: XCTestCase {
    func testAShapeTakesAllItIsOffered() {
        XCTAssertEqual(frames(Rectangle()), [Rect(x: 0, y: 0, width: 300, height: 200)])
        XCTAssertEqual(frames(Circle().fill(.red)), [Rect(x: 0, y: 0, width: 300, height: 200)])
        XCTAssertEqual(frames(Color.red), [Rect(x: 0, y: 0, width: 300, height: 200)])
    }

    /// A stack measures how far each subview can grow by offering it an
    /// infinite length; a flexible one answers with an infinite length, as
    /// SwiftUI's do, whatever stack or guide lies between.
    func testAFlexibleViewInsideAStackAnswersAnInfiniteOfferWithNoWarning() {
        let heard = Lines()
        for aligned in [HorizontalAlignment.leading, .center, .trailing] {
            let row = HStack(spacing: 0) {
                Color.red.frame(width: 100)
                VStack(alignment: aligned) { Color.blue.frame(height: 4) }
                ZStack(alignment: .leading) { Color.green.frame(height: 4) }
            }
            var live = LiveView(row, size: Size(width: 300, height: 200), measure: FixedMeasure(), diagnostics: heard.diagnostics)
            XCTAssertEqual(live.drawnItems(scale: 1).map(\.frame),
                           [Rect(x: 0, y: 0, width: 100, height: 200), Rect(x: 100, y: 98, width: 100, height: 4),
                            Rect(x: 200, y: 98, width: 100, height: 4)], "the two flexible ones share what is left, at \(aligned)")
        }
        XCTAssertEqual(heard.lines, [])
    }

    func testFrameFixesTheAxesItNamesAndCentres() {
        XCTAssertEqual(frames(Rectangle().frame(width: 100, height: 50)), [Rect(x: 100, y: 75, width: 100, height: 50)])
        // nil leaves the axis to the content: the rectangle takes the height.
        XCTAssertEqual(frames(Rectangle().frame(width: 100)), [Rect(x: 100, y: 0, width: 100, height: 200)])
        XCTAssertEqual(frames(Rectangle().frame(width: 40, height: 40, alignment: .topLeading).frame(width: 100, height: 100, alignment: .bottomTrailing)),
                       [Rect(x: 160, y: 110, width: 40, height: 40)])
    }

    func testPaddingInsetsAndDefaultsTo16() {
        XCTAssertEqual(frames(Rectangle().padding()), [Rect(x: 16, y: 16, width: 268, height: 168)])
        XCTAssertEqual(frames(Rectangle().padding(10)), [Rect(x: 10, y: 10, width: 280, height: 180)])
        XCTAssertEqual(frames(Rectangle().padding(.horizontal, 20)), [Rect(x: 20, y: 0, width: 260, height: 200)])
        // Padding around a fixed frame grows the view: it is centred whole.
        XCTAssertEqual(frames(Color.red.frame(width: 50, height: 50).padding(10).background(Color.blue)),
                       [Rect(x: 115, y: 65, width: 70, height: 70), Rect(x: 125, y: 75, width: 50, height: 50)])
    }

    func testModifiersApplyInTheOrderWritten() {
        // The background of the padded view covers the padding...
        let padded = frames(Text("Hi").padding().background(Color.gray), in: Size(width: 200, height: 200))
        // ...the background of the text, then padded, covers only the text.
        let tight = frames(Text("Hi").background(Color.gray).padding(), in: Size(width: 200, height: 200))
        let text = FixedMeasure().size(of: StyledText("Hi"), width: nil, height: nil)
        // Each centred, its edges drawn on the pixels nearest them.
        XCTAssertEqual(padded.first, onPixels(Rect(x: 100 - (text.width + 32) / 2, y: 100 - (text.height + 32) / 2,
                                                   width: text.width + 32, height: text.height + 32)))
        XCTAssertEqual(tight.first, onPixels(Rect(x: 100 - text.width / 2, y: 100 - text.height / 2,
                                                  width: text.width, height: text.height)))
        XCTAssertNotEqual(padded, tight)
    }

    func testOverlayAndBackgroundTakeTheSizeOfTheViewTheyModify() {
        let view = Color.red.frame(width: 60, height: 40).overlay(Rectangle().frame(width: 10, height: 10), alignment: .topTrailing)
            .background(Circle())
        XCTAssertEqual(frames(view, in: Size(width: 100, height: 100)), [
            Rect(x: 20, y: 30, width: 60, height: 40), // the circle, under, offered the view's size
            Rect(x: 20, y: 30, width: 60, height: 40),
            Rect(x: 70, y: 30, width: 10, height: 10),
        ])
    }

    func testTextIsAsLargeAsItsString() {
        let size = FixedMeasure().size(of: StyledText("Hello", font: .title), width: nil, height: nil)
        XCTAssertEqual(frames(Text("Hello").font(.title), in: Size(width: 300, height: 200)),
                       [onPixels(Rect(x: (300 - size.width) / 2, y: (200 - size.height) / 2, width: size.width, height: size.height))])
    }

    /// objc.io's example: 150 offered, a child of at most 100 gets 75 and
    /// one of at least 100 gets 100, and the stack overflows its frame.
    func testHStackGivesTheLeastFlexibleChildrenTheirShareFirst() {
        let fixed = frames(HStack(spacing: 5) {
            Rectangle()
            Rectangle().frame(width: 30)
            Rectangle()
        }, in: Size(width: 100, height: 10))
        XCTAssertEqual(fixed.map(\.width), [30, 30, 30])
        XCTAssertEqual(fixed.map(\.minX), [0, 35, 70])
        let overflowing = frames(HStack(spacing: 0) {
            Rectangle().frame(width: 10)
            Rectangle().frame(width: 10)
            Rectangle()
        }, in: Size(width: 15, height: 10))
        XCTAssertEqual(overflowing.map(\.width), [10, 10, 0])
        // Centred in the window, the 20 wide stack starts left of it, at
        // -2.5, drawn from the pixel after.
        XCTAssertEqual(overflowing.first?.minX, -2)
        XCTAssertEqual(frames(HStack(spacing: 8) { Rectangle(); Rectangle() }, in: Size(width: 4, height: 4)).map(\.width), [0, 0])
    }

    func testStacksCentreTheirChildrenAcrossAndDefaultTo8Apart() {
        let h = frames(HStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 30) },
                       in: Size(width: 100, height: 100))
        XCTAssertEqual(h, [Rect(x: 36, y: 45, width: 10, height: 10), Rect(x: 54, y: 35, width: 10, height: 30)])
        let v = frames(VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }, in: Size(width: 100, height: 100))
        XCTAssertEqual(v, [Rect(x: 35, y: 38, width: 10, height: 10), Rect(x: 35, y: 52, width: 30, height: 10)])
        // A VStack shares its height as an HStack shares its width.
        XCTAssertEqual(frames(VStack(spacing: 0) { Rectangle(); Rectangle().frame(height: 20) }, in: Size(width: 10, height: 100)).map(\.height), [80, 20])
    }

    func testZStackOffersEachChildTheWholeAndIsAsLargeAsTheLargest() {
        let z = frames(ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 10, height: 30)
        }, in: Size(width: 100, height: 100))
        XCTAssertEqual(z, [Rect(x: 30, y: 45, width: 40, height: 20), Rect(x: 60, y: 35, width: 10, height: 30)])
    }

    func testForEachOverAnyCollectionWithIdentifiers() {
        let names = ["a", "bb", "ccc"]
        let row = frames(HStack(spacing: 0) { ForEach(names, id: \.self) { Text($0) } }, in: Size(width: 300, height: 50))
        let widths = names.map { FixedMeasure().size(of: StyledText($0), width: nil, height: nil).width }
        // Side by side from the left of the row centred in 300, each edge drawn on its nearest pixel.
        let laid = widths.indices.map { 150 - widths.reduce(0, +) / 2 + widths[..<$0].reduce(0, +) }
        XCTAssertEqual(edges(row), zip(laid, widths).flatMap { [pixel($0), pixel($0 + $1)] })
    }

    /// A view the framework cannot lay out gets SwiftUI's answer: sizes
    /// never negative, nothing infinite drawn, and no hang for many items.
    func testBadValuesGetSafeAnswers() {
        for bad in [-10.0, .nan, -.infinity] {
            let drawn = frames(Rectangle().frame(width: bad, height: bad).padding(bad), in: Size(width: 50, height: 50))
            XCTAssertTrue(drawn.allSatisfy { $0.width >= 0 && $0.height >= 0 }, "\(bad): \(drawn)")
        }
        let many = frames(HStack(spacing: 0) { ForEach(0..<10_000) { _ in Rectangle() } }, in: Size(width: 10_000, height: 10))
        XCTAssertEqual(many.count, 10_000)
        XCTAssertEqual(many.last?.maxX ?? 0, 10_000, accuracy: 1e-6)
    }
}
