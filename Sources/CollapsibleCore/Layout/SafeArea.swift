/// The safe area where views are being placed, in the window: the region
/// views keep to (`safe`) and the outer edge of the room they keep out of
/// (`full`). A plain window has none: its content reaches every edge. A
/// view keeps to the safe area by being placed inside it; one that reaches
/// its edge and ignores it grows over that room, as in SwiftUI.
struct SafeArea: Equatable {
    var safe: Rect
    var full: Rect

    /// A frame's edge within this far of the safe area's reaches it:
    /// layout's sums are not exact.
    private static let reach = 0.001

    /// The safe area inside a view at `bounds` that keeps its content to
    /// `content`, within `outer`: the content keeps to both, and where the
    /// view reaches the outer safe area's edge, the room kept out of goes on
    /// to the outer one's.
    static func inside(_ outer: SafeArea?, bounds: Rect, content: Rect) -> SafeArea {
        guard let outer else { return SafeArea(safe: content, full: bounds) }
        let reaches = outer.reaches(bounds)
        return SafeArea(
            safe: Rect(minX: max(content.minX, outer.safe.minX), minY: max(content.minY, outer.safe.minY),
                       maxX: min(content.maxX, outer.safe.maxX), maxY: min(content.maxY, outer.safe.maxY)),
            full: Rect(minX: reaches.contains(.leading) ? outer.full.minX : bounds.minX,
                       minY: reaches.contains(.top) ? outer.full.minY : bounds.minY,
                       maxX: reaches.contains(.trailing) ? outer.full.maxX : bounds.maxX,
                       maxY: reaches.contains(.bottom) ? outer.full.maxY : bounds.maxY))
    }

    /// The edges of `frame` at or past the safe area's.
    func reaches(_ frame: Rect) -> Edge.Set {
        var edges: Edge.Set = []
        if frame.minY <= safe.minY + Self.reach { edges.insert(.top) }
        if frame.minX <= safe.minX + Self.reach { edges.insert(.leading) }
        if frame.maxY >= safe.maxY - Self.reach { edges.insert(.bottom) }
        if frame.maxX >= safe.maxX - Self.reach { edges.insert(.trailing) }
        return edges
    }

    /// A `GeometryReader`'s `safeAreaInsets` at `frame`: on each edge that
    /// reaches the safe area's, the room kept out of beyond it; none where
    /// the frame has grown over that room.
    func insets(of frame: Rect) -> EdgeInsets {
        let reaches = reaches(frame)
        return EdgeInsets(top: reaches.contains(.top) ? max(frame.minY - full.minY, 0) : 0,
                          leading: reaches.contains(.leading) ? max(frame.minX - full.minX, 0) : 0,
                          bottom: reaches.contains(.bottom) ? max(full.maxY - frame.maxY, 0) : 0,
                          trailing: reaches.contains(.trailing) ? max(full.maxX - frame.maxX, 0) : 0)
    }

    /// `frame` grown over the room kept out of on `edges`, where it reaches
    /// the safe area's edge there.
    func grown(_ frame: Rect, over edges: Edge.Set) -> Rect {
        let grows = reaches(frame).intersection(edges)
        return Rect(minX: grows.contains(.leading) ? min(frame.minX, full.minX) : frame.minX,
                    minY: grows.contains(.top) ? min(frame.minY, full.minY) : frame.minY,
                    maxX: grows.contains(.trailing) ? max(frame.maxX, full.maxX) : frame.maxX,
                    maxY: grows.contains(.bottom) ? max(frame.maxY, full.maxY) : frame.maxY)
    }

    /// This safe area with no room kept out of on `edges`.
    func ignoring(_ edges: Edge.Set) -> SafeArea {
        SafeArea(safe: Rect(minX: edges.contains(.leading) ? full.minX : safe.minX,
                            minY: edges.contains(.top) ? full.minY : safe.minY,
                            maxX: edges.contains(.trailing) ? full.maxX : safe.maxX,
                            maxY: edges.contains(.bottom) ? full.maxY : safe.maxY),
                 full: full)
    }
}

extension Rect {
    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }
}
