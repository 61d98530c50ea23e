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

    /// Sets the value `move` takes the thumb to; returns whether it changed.
    func set(_ move: SliderMove) -> Bool {
        switch move {
        case .increase: set(fraction: fraction + scale.increment)
        case .decrease: set(fraction: fraction - scale.increment)
        case .minimum: set(fraction: 0)
        case .maximum: set(fraction: 1)
        }
    }

    static func == (a: SliderAdjustment, b: SliderAdjustment) -> Bool {
        a.scale == b.scale && a.value == b.value
    }
}
