/// Where a scroll view's bar lies on one axis, in the viewport's own
/// coordinates, as iOS places it: 3 points thick and 3 in from the edge,
/// and the indicators' margins further, as long as the share of the
/// content in sight, never shorter than 36; 8 thick under the pointer, as
/// iPadOS widens it and GTK its overlay scroll bar.
struct ScrollBarGeometry {
    let axis: Axis
    let viewport: Size
    let offset: Double
    let limit: Double
    let share: Double
    let margins: EdgeInsets
    let thickness: Double

    static let thickness = 3.0
    static let hoveredThickness = 8.0
    static let inset = 3.0
    static let shortest = 36.0
    /// How far from the edge a press takes the bar, as wide as the bar
    /// grows under the pointer.
    static let reach = 12.0

    init(_ state: ScrollStates.Scroller, axis: Axis) {
        self.axis = axis
        viewport = Size(width: state.viewport.width, height: state.viewport.height)
        let length = axis == .vertical ? state.content.height : state.content.width
        let shown = axis == .vertical ? state.clear.height : state.clear.width
        offset = axis == .vertical ? state.offset.y : state.offset.x
        limit = axis == .vertical ? state.limit.y : state.limit.x
        share = length > 0 ? min(shown / length, 1) : 1
        margins = state.indicatorMargins + state.safeInsets
        thickness = state.hoveredBar == axis ? Self.hoveredThickness : Self.thickness
    }

    /// Where the track starts along its axis.
    private var trackStart: Double { Self.inset + (axis == .vertical ? margins.top : margins.leading) }

    /// The length of the track the bar runs along.
    var track: Double {
        let ends = axis == .vertical ? margins.vertical : margins.horizontal
        return max((axis == .vertical ? viewport.height : viewport.width) - 2 * Self.inset - ends, 0)
    }

    /// The bar's length.
    var length: Double { min(max(track * share, Self.shortest), track) }

    /// The bar; nil where the content all fits.
    var thumb: Rect? {
        guard limit > 0, track > 0 else { return nil }
        let along = thumbStart
        switch axis {
        case .vertical:
            return Rect(x: viewport.width - margins.trailing - Self.inset - thickness, y: along, width: thickness, height: length)
        case .horizontal:
            return Rect(x: along, y: viewport.height - margins.bottom - Self.inset - thickness, width: length, height: thickness)
        }
    }

    /// Whether `point`, in the viewport's coordinates, is on the band along
    /// the edge where the bar runs.
    func isOnTrack(_ point: Point) -> Bool {
        guard limit > 0 else { return false }
        switch axis {
        case .vertical:
            let edge = viewport.width - margins.trailing
            return point.x >= edge - Self.reach && point.x <= edge
        case .horizontal:
            let edge = viewport.height - margins.bottom
            return point.y >= edge - Self.reach && point.y <= edge
        }
    }

    /// Where the bar starts along its axis, for `point` in the viewport.
    func along(_ point: Point) -> Double { axis == .vertical ? point.y : point.x }

    /// The offset that puts the bar's start at `start` along the track.
    func offset(forThumbAt start: Double) -> Double {
        let room = track - length
        guard room > 0 else { return 0 }
        return (start - trackStart) / room * limit
    }

    /// Where the bar starts now.
    var thumbStart: Double { trackStart + (track - length) * (limit > 0 ? min(max(offset / limit, 0), 1) : 0) }
}
