/// Where everything is for one window size and one state: the padded band
/// and the frame of each item, in window coordinates.
public struct CollapsibleLayout: Equatable, Sendable {
    /// The padding view, which the background colour fills.
    public var band: Rect
    public var frames: [Rect]

    public init(band: Rect, frames: [Rect]) {
        self.band = band
        self.frames = frames
    }

    /// Frames that are on screen between two states. SwiftUI animates each
    /// child's frame from where it is towards the new layout, so spacing and
    /// widths move together.
    public static func lerp(_ a: CollapsibleLayout, _ b: CollapsibleLayout, _ t: Double) -> CollapsibleLayout {
        CollapsibleLayout(
            band: Rect.lerp(a.band, b.band, t),
            frames: zip(a.frames, b.frames).map { Rect.lerp($0, $1, t) })
    }

    /// The item under a point, the topmost where frames touch (later children
    /// are drawn over earlier ones).
    public func item(at point: Point) -> Int? {
        frames.indices.last { frames[$0].contains(point) }
    }
}

extension Collapsible {
    /// The layout of the settled state, as SwiftUI would lay the view out in a
    /// window of `size`: the padding view centred in the window, the row
    /// inside it, each item centred vertically in the row.
    public func layout(in size: Size, expanded: Bool) -> CollapsibleLayout {
        let contents = items.map(content)
        let last = contents.count - 1
        let children: [HStack.Child] = contents.indices.map {
            expanded || $0 == last ? .flexible : .fixed(collapsedWidth)
        }
        let rowSpacing = expanded ? spacing : 0
        // Proposals never go below 0, as SwiftUI clamps them.
        let proposal = Size(width: max(size.width - 2 * padding, 0),
                            height: max(size.height - 2 * padding, 0))
        let widths = HStack.widths(of: children, spacing: rowSpacing, proposal: proposal.width)
        let heights = contents.map { $0.height ?? proposal.height }

        let rowWidth = widths.reduce(0, +) + rowSpacing * Double(max(widths.count - 1, 0))
        let rowHeight = heights.max() ?? 0
        let band = Rect(x: (size.width - rowWidth - 2 * padding) / 2,
                        y: (size.height - rowHeight - 2 * padding) / 2,
                        width: rowWidth + 2 * padding,
                        height: rowHeight + 2 * padding)

        var frames: [Rect] = []
        var x = band.x + padding
        for (width, height) in zip(widths, heights) {
            frames.append(Rect(x: x, y: band.y + padding + (rowHeight - height) / 2,
                               width: width, height: height))
            x += width + rowSpacing
        }
        return CollapsibleLayout(band: band, frames: frames)
    }

    /// The layout on screen when the state is `progress` of the way from
    /// collapsed (0) to expanded (1).
    public func layout(in size: Size, progress: Double) -> CollapsibleLayout {
        if progress == 0 { return layout(in: size, expanded: false) }
        if progress == 1 { return layout(in: size, expanded: true) }
        return .lerp(layout(in: size, expanded: false), layout(in: size, expanded: true), progress)
    }
}
