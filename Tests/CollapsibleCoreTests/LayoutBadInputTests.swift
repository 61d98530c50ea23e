import XCTest
@testable import CollapsibleCore

/// A layout that asks or answers what no view can: SwiftUI's behaviour
/// where it has one, else one clear line; never a hang or a crash.
final class LayoutBadInputTests: XCTestCase {
    /// Offers its one subview `offer`, places it at `position`, and says it
    /// is `size`, each as a test sets them.
    private struct Careless: Layout {
        var offer = ProposedViewSize.unspecified
        var position = CGPoint(x: 0, y: 0)
        var size = CGSize(width: 100, height: 100)
        var placements = 1

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            _ = subviews.map { $0.sizeThatFits(offer) }
            return size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                for time in 0..<placements {
                    subview.place(at: CGPoint(x: bounds.minX + position.x + CGFloat(time), y: bounds.minY + position.y), proposal: offer)
                }
            }
        }
    }

    private func laidOut(_ layout: Careless, _ content: some View = Rectangle()) -> (frames: [Rect], lines: [String]) {
        let heard = Lines()
        let live = LiveView(layout { content }, size: Size(width: 300, height: 200), measure: FixedMeasure(), diagnostics: heard.diagnostics)
        return (live.displayList(scale: 1).items.map(\.frame), heard.lines)
    }

    /// A length that is no number is taken as none said: a rectangle
    /// offered no width takes 10; below zero as zero; infinity as SwiftUI
    /// takes it, all there is.
    func testAProposalOfNaNNegativeOrInfinityIsMadeSound() {
        let nan = laidOut(Careless(offer: ProposedViewSize(width: .nan, height: 20)))
        XCTAssertEqual(nan.frames, [Rect(x: 100, y: 50, width: 10, height: 20)])
        XCTAssertEqual(nan.lines.count, 1)
        XCTAssertTrue(nan.lines[0].contains("no number"), nan.lines[0])
        let negative = laidOut(Careless(offer: ProposedViewSize(width: -5, height: -1)))
        XCTAssertTrue(negative.frames.allSatisfy { $0.width == 0 && $0.height == 0 }, "\(negative.frames)")
        XCTAssertEqual(negative.lines, [])
        let infinite = laidOut(Careless(offer: ProposedViewSize(width: 30, height: .infinity)), Color.red.frame(maxHeight: 40))
        XCTAssertEqual(infinite.frames, [Rect(x: 100, y: 50, width: 30, height: 40)])
        XCTAssertEqual(infinite.lines, [])
    }

    /// A size chosen that no frame can have is made one, with a line.
    func testASizeOfNaNOrInfinityIsMadeSoundWithOneLine() {
        let chosen = laidOut(Careless(offer: ProposedViewSize(width: 10, height: 10), size: CGSize(width: .nan, height: .infinity)))
        // 0 wide and as tall as the window offered: centred at x 150, from y 0.
        XCTAssertEqual(chosen.frames, [Rect(x: 150, y: 0, width: 10, height: 10)])
        XCTAssertEqual(chosen.lines.count, 1)
        XCTAssertTrue(chosen.lines[0].contains("nan x inf"), chosen.lines[0])
    }

    /// Placed twice, the last place counts; placed at no number, the
    /// subview sits at the centre, with a line.
    func testTheLastPlaceCountsAndNoPlaceIsTheCentre() {
        let twice = laidOut(Careless(offer: ProposedViewSize(width: 10, height: 10), placements: 2))
        XCTAssertEqual(twice.frames, [Rect(x: 101, y: 50, width: 10, height: 10)])
        XCTAssertEqual(twice.lines, [])
        let nowhere = laidOut(Careless(offer: ProposedViewSize(width: 10, height: 10), position: CGPoint(x: .nan, y: 0)))
        // Offered the window, as the layout was, a rectangle takes it all.
        XCTAssertEqual(nowhere.frames, [Rect(x: 0, y: 0, width: 300, height: 200)])
        XCTAssertEqual(nowhere.lines.count, 1)
    }

    /// A layout that asks its subviews thousands of sizes in one pass.
    private struct Curious: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var widest = 0.0
            for width in 0..<5_000 {
                for subview in subviews { widest = max(widest, subview.sizeThatFits(ProposedViewSize(width: Double(width % 50), height: nil)).width) }
            }
            return CGSize(width: widest, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
        }
    }

    func testThousandsOfSizesInOnePassAreAnswered() {
        let placed = frames(Curious {
            Text("abc")
            Text("de")
        })
        XCTAssertEqual(placed.count, 2)
        XCTAssertEqual(placed[0].width, pixel(150 - 15.3 + 30.6) - pixel(150 - 15.3))
    }

    /// A cache that forgets: each time it is updated it is made empty, and
    /// the layout makes do with what it finds.
    private struct Forgetful: Layout {
        final class Widths { var all: [CGFloat] = [] }

        func makeCache(subviews: Subviews) -> Widths { Widths() }

        func updateCache(_ cache: inout Widths, subviews: Subviews) { cache = Widths() }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Widths) -> CGSize {
            if cache.all.count != subviews.count { cache.all = subviews.map { $0.sizeThatFits(.unspecified).width } }
            return CGSize(width: cache.all.reduce(0, +), height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Widths) {
            var x = bounds.minX
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += cache.all.indices.contains(index) ? cache.all[index] : 0
            }
            cache = Widths()
        }
    }

    func testACacheThatLosesItsValuesStillLaysOut() {
        let placed = frames(Forgetful {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 10)
        })
        XCTAssertEqual(placed, [Rect(x: 125, y: 95, width: 20, height: 10), Rect(x: 145, y: 95, width: 30, height: 10)])
    }

    /// A subview kept past its layout's call measures nothing, and says so.
    private struct Hoarder: Layout {
        final class Kept { var subviews: LayoutSubviews? }
        let kept: Kept

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            kept.subviews = subviews
            return CGSize(width: 10, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    func testASubviewAskedAfterItsLayoutReturnedIsNothingWithOneLine() {
        let heard = Lines(), kept = Hoarder.Kept()
        let live = LiveView(Hoarder(kept: kept) { Color.red }, size: Size(width: 100, height: 100), measure: FixedMeasure(),
                            diagnostics: heard.diagnostics)
        _ = live.displayList(scale: 1)
        XCTAssertEqual(kept.subviews?.first?.sizeThatFits(.unspecified), .zero)
        kept.subviews?.first?.place(at: .zero, proposal: .unspecified)
        XCTAssertEqual(heard.lines.count, 2)
    }
}
