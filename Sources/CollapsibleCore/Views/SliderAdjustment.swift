/// What a slider lets its user do, handed to the host with its tap: the
/// value now, and how a place on the track or a key sets it.
struct SliderAdjustment: Equatable {
    let scale: SliderScale
    let value: Double
    let write: (Double) -> Void
    let editingChanged: (Bool) -> Void

    /// Where the thumb is along the track.
    var fraction: Double { scale.fraction(of: value) }

    /// Sets the value the thumb at `fraction` gives; returns whether that
    /// is another value than the one shown.
    func set(fraction: Double) -> Bool {
        guard let new = scale.value(at: fraction), new != value else { return false }
        write(new)
        return true
    }

    /// Sets `value`, kept in the range and to its steps, as a drag to its
    /// place would; returns whether it changed anything.
    func set(value: Double) -> Bool {
        guard let length = scale.length, value.isFinite else { return false }
        return set(fraction: (value - scale.lowerBound) / length)
    }

    /// The key's move: one increment either way, or to an end.
    func set(_ key: SliderKey) -> Bool {
        switch key {
        case .increase: set(fraction: fraction + scale.increment)
        case .decrease: set(fraction: fraction - scale.increment)
        case .minimum: set(fraction: 0)
        case .maximum: set(fraction: 1)
        }
    }

    /// Where a pointer at `x` puts the thumb's centre, on a slider whose
    /// frame is `frame`; the thumb's centre runs from one radius inside
    /// one end to one radius inside the other.
    static func fraction(at x: Double, in frame: Rect) -> Double {
        let travel = frame.width - SliderNode.thumb
        guard travel > 0 else { return 0 }
        return (x - frame.minX - SliderNode.thumb / 2) / travel
    }

    /// The thumb's centre, on a slider whose frame is `frame`.
    func thumbCentre(in frame: Rect) -> Double {
        frame.minX + SliderNode.thumb / 2 + fraction * max(frame.width - SliderNode.thumb, 0)
    }

    static func == (a: SliderAdjustment, b: SliderAdjustment) -> Bool {
        a.scale == b.scale && a.value == b.value
    }
}

/// What the keyboard does to a focused slider.
public enum SliderKey: Sendable {
    case increase, decrease, minimum, maximum
}
