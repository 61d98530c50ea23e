/// Where a slider's track and thumb lie in its frame, as UISlider puts
/// them: the track across the whole frame, centred in its height; the
/// thumb as high as the frame, its centre running from one radius inside
/// the leading end to one radius inside the trailing end, so that the
/// thumb never passes either end.
struct SliderGeometry {
    /// UISlider's thumb, which is also the slider's height.
    static let thumbDiameter = 28.0
    /// UISlider's track, with round ends.
    static let trackHeight = 4.0

    let frame: Rect

    /// How far the thumb's centre runs along the track.
    var travel: Double { max(frame.width - Self.thumbDiameter, 0) }

    var track: Rect {
        Rect(x: frame.minX, y: frame.midY - Self.trackHeight / 2, width: frame.width, height: Self.trackHeight)
    }

    /// The thumb's centre, for the thumb at `fraction` of its travel.
    func thumbCentre(at fraction: Double) -> Double {
        frame.minX + Self.thumbDiameter / 2 + fraction * travel
    }

    func thumb(at fraction: Double) -> Rect {
        Rect(x: thumbCentre(at: fraction) - Self.thumbDiameter / 2, y: frame.minY,
             width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// The track up to the thumb's centre, which is filled in the accent colour.
    func filledTrack(at fraction: Double) -> Rect {
        let track = track
        return Rect(x: track.minX, y: track.minY, width: thumbCentre(at: fraction) - track.minX, height: track.height)
    }

    /// Where a pointer at `x` puts the thumb's centre, as a fraction of its
    /// travel: below none or beyond the whole past the ends, and none where
    /// the thumb has nowhere to go.
    func fraction(at x: Double) -> Double {
        guard travel > 0 else { return 0 }
        return (x - frame.minX - Self.thumbDiameter / 2) / travel
    }

    /// How far from the thumb's centre a press at `x` takes hold of the
    /// thumb at `fraction`, which keeps that distance to the pointer while
    /// it is dragged; none for a press beside the thumb, whose centre then
    /// goes to the pointer.
    func grab(at x: Double, thumbAt fraction: Double) -> Double {
        let offset = x - thumbCentre(at: fraction)
        return abs(offset) <= Self.thumbDiameter / 2 ? offset : 0
    }
}
