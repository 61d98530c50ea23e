import XCTest
@testable import CollapsibleCore

/// Layouts written with the `Layout` protocol, as people write them, laid
/// out in a window 300 wide and 200 tall with positions worked out by hand.
final class LayoutProtocolTests: XCTestCase {
    /// A flow layout: subviews at their ideal sizes left to right, a new
    /// row where the next would pass the width offered.
    struct FlowLayout: Layout {
        var spacing: CGFloat = 10

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let rows = rows(proposal.replacingUnspecifiedDimensions().width, subviews)
            let width = rows.map { $0.last.map { $0.x + $0.size.width } ?? 0 }.max() ?? 0
            let height = rows.last?.first.map { $0.y + $0.size.height } ?? 0
            return CGSize(width: width, height: height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (subview, spot) in zip(subviews, rows(bounds.width, subviews).joined()) {
                subview.place(at: CGPoint(x: bounds.minX + spot.x, y: bounds.minY + spot.y), proposal: .unspecified)
            }
        }

        private func rows(_ width: CGFloat, _ subviews: Subviews) -> [[(x: CGFloat, y: CGFloat, size: CGSize)]] {
            var rows: [[(x: CGFloat, y: CGFloat, size: CGSize)]] = [[]]
            var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0, x + size.width > width {
                    (x, y, rowHeight) = (0, y + rowHeight + spacing, 0)
                    rows.append([])
                }
                rows[rows.count - 1].append((x, y, size))
                x += size.width + spacing
                rowHeight = max(rowHeight, size.height)
            }
            return rows
        }
    }

    /// Widths 100, 120, 90, 60 and 150 wrapped at 300 with 10 between:
    /// 100 + 10 + 120 + 10 + 90 passes 300, so 90 begins the second row,
    /// and 90 + 10 + 60 + 10 + 150 passes it again.
    func testAFlowLayoutWrapsAt300() {
        let widths: [CGFloat] = [100, 120, 90, 60, 150]
        let flow = FlowLayout {
            ForEach(widths.indices, id: \.self) { index in
                Color.red.frame(width: widths[index], height: 20)
            }
        }
        // 230 by 80, at the top leading corner of a frame 300 wide and 80 tall, 60 down.
        XCTAssertEqual(frames(flow.frame(width: 300, alignment: .topLeading)), [
            Rect(x: 0, y: 60, width: 100, height: 20), Rect(x: 110, y: 60, width: 120, height: 20),
            Rect(x: 0, y: 90, width: 90, height: 20), Rect(x: 100, y: 90, width: 60, height: 20),
            Rect(x: 0, y: 120, width: 150, height: 20),
        ])
    }

    /// Subviews on a circle of radius 50 about the centre, the first at
    /// the top and on clockwise, each centred on its angle.
    struct RadialLayout: Layout {
        var radius: CGFloat = 50

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                let angle = Angle.degrees(360 * Double(index) / Double(subviews.count) - 90).radians
                subview.place(at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                              anchor: .center, proposal: ProposedViewSize(width: 20, height: 20))
            }
        }
    }

    /// Four squares of 20 at -90, 0, 90 and 180 degrees about (150, 100).
    func testARadialLayoutPlacesByAngle() {
        let placed = frames(RadialLayout { ForEach(0..<4) { _ in Color.blue } })
        let expected = [Rect(x: 140, y: 40, width: 20, height: 20), Rect(x: 190, y: 90, width: 20, height: 20),
                        Rect(x: 140, y: 140, width: 20, height: 20), Rect(x: 90, y: 90, width: 20, height: 20)]
        XCTAssertEqual(placed, expected)
    }

    /// Apple's equal-width stack: every subview as wide as the widest
    /// ideal, parted by the spacing each two like.
    struct EqualWidthHStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let largest = largest(subviews)
            return CGSize(width: largest.width * CGFloat(subviews.count) + spacings(subviews).reduce(0, +), height: largest.height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let largest = largest(subviews), spacings = spacings(subviews)
            var x = bounds.minX + largest.width / 2
            for index in subviews.indices {
                subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center,
                                      proposal: ProposedViewSize(width: largest.width, height: largest.height))
                if index < spacings.count { x += largest.width + spacings[index] }
            }
        }

        private func largest(_ subviews: Subviews) -> CGSize {
            subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
                CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
            }
        }

        private func spacings(_ subviews: Subviews) -> [CGFloat] {
            subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal) }
        }
    }

    /// Ideal widths 40, 60 and 30 make three columns of 60, 8 apart: 196
    /// wide, from x 52.
    func testAnEqualWidthStackGivesEachTheWidestWidth() {
        let stack = EqualWidthHStack {
            Color.red.frame(idealWidth: 40, idealHeight: 20)
            Color.green.frame(idealWidth: 60, idealHeight: 20)
            Color.blue.frame(idealWidth: 30, idealHeight: 20)
        }
        XCTAssertEqual(frames(stack).map(\.minX), [52, 120, 188])
        XCTAssertEqual(frames(stack).map(\.width), [60, 60, 60])
    }

    private struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// A column ordered by each subview's `Rank`, read as a layout value.
    struct RankedColumn: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 20, height: 20 * CGFloat(subviews.count))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (place, subview) in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }).enumerated() {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 20 * CGFloat(place)), proposal: ProposedViewSize(width: 20, height: 20))
            }
        }
    }

    /// The first written has rank 2, the second none (0), the third 1:
    /// top to bottom the second, the third, the first.
    func testALayoutReadsTheValuesItsSubviewsSet() {
        let column = RankedColumn {
            Color.red.layoutValue(key: Rank.self, value: 2)
            Color.green
            Color.blue.padding(0).layoutValue(key: Rank.self, value: 5).layoutValue(key: Rank.self, value: 1)
        }
        XCTAssertEqual(frames(column).map(\.minY), [110, 70, 90])
    }

    /// A layout whose subviews are asked for nothing and placed nowhere,
    /// and a slice of subviews: each subview not placed sits at the centre,
    /// offered what the layout was, and a slice keeps its indices.
    struct Unplaced: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            XCTAssertEqual(subviews[1...].startIndex, 1)
            XCTAssertEqual(subviews[[2, 0]].map { $0.sizeThatFits(.unspecified).width }, [30, 10])
            return CGSize(width: 100, height: 100)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    func testASubviewPlacedNowhereSitsAtTheCentre() {
        let placed = frames(Unplaced {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(width: 20, height: 20)
            Color.blue.frame(width: 30, height: 30)
        })
        XCTAssertEqual(placed, [Rect(x: 145, y: 95, width: 10, height: 10), Rect(x: 140, y: 90, width: 20, height: 20),
                                Rect(x: 135, y: 85, width: 30, height: 30)])
    }

    /// A layout that measures by a stack of its own and places by another,
    /// each asked the same proposal: the last measure, of other subviews or
    /// by another stack, is not taken for the place.
    struct StacksOfItsOwn: Layout {
        /// Whether the last measure is by a stack spaced otherwise, rather
        /// than of the first two subviews alone.
        var spacedOtherwiseLast: Bool

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var none: () = ()
            if spacedOtherwiseLast {
                let size = HStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: subviews[0..<2], cache: &none)
                _ = HStackLayout(spacing: 10).sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
                return size
            }
            _ = HStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
            return HStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: subviews[0..<2], cache: &none)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var none: () = ()
            HStackLayout(spacing: 0).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
        }
    }

    /// The first two colours side by side offered 300 make the layout 300
    /// by 20, 90 down; placed by the stack of all three with no spacing,
    /// each colour is 100 wide.
    func testAStackPlacesAsItsOwnMeasureSays() {
        for spacedOtherwiseLast in [true, false] {
            let placed = frames(StacksOfItsOwn(spacedOtherwiseLast: spacedOtherwiseLast) {
                Color.red.frame(height: 20)
                Color.green.frame(height: 20)
                Color.blue.frame(height: 20)
            })
            XCTAssertEqual(placed, [Rect(x: 0, y: 90, width: 100, height: 20), Rect(x: 100, y: 90, width: 100, height: 20),
                                    Rect(x: 200, y: 90, width: 100, height: 20)], "spaced otherwise last: \(spacedOtherwiseLast)")
        }
    }
}
