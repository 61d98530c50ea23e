/// Where a slider's value lies along its track, as SwiftUI maps it: the
/// value's place in the range as a fraction, `0...1`, and back. With a
/// step, the thumb covers the whole steps that fit in the range, and a
/// value set is a whole number of steps from its lower bound.
///
/// A range with no length to move along (`1...1`, a bound that is not a
/// number or infinite, a step that does not fit in it, where SwiftUI
/// traps) shows its thumb at the leading end and sets no value.
struct SliderScale: Equatable {
    let lowerBound: Double
    let upperBound: Double
    let step: Double?
    /// The distance along the range the track covers; nil where the thumb
    /// has nowhere to go.
    let length: Double?
    /// How many steps the track covers.
    private let steps: Double?

    init(lowerBound: Double, upperBound: Double, step: Double?) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.step = step
        let width = upperBound - lowerBound
        guard width.isFinite, width > 0 else {
            length = nil
            steps = nil
            return
        }
        guard let step else {
            length = width
            steps = nil
            return
        }
        let whole = (width / step).rounded(.down)
        guard step.isFinite, step > 0, whole >= 1, whole.isFinite else {
            length = nil
            steps = nil
            return
        }
        length = step * whole
        steps = whole
    }

    /// Where `value` shows along the track: outside the range, at its end;
    /// a value that is no number, at the leading end.
    func fraction(of value: Double) -> Double {
        guard let length else { return 0 }
        let fraction = (value - lowerBound) / length
        return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }

    /// The value the thumb at `fraction` sets, a whole number of steps from
    /// the lower bound where there is a step; nil where it sets none.
    func value(at fraction: Double) -> Double? {
        guard let length, !fraction.isNaN else { return nil }
        let fraction = min(max(fraction, 0), 1)
        if let step, let steps { return lowerBound + step * (fraction * steps).rounded(.toNearestOrAwayFromZero) }
        return lowerBound + fraction * length
    }

    /// What a key press (an arrow) moves the thumb by, as a fraction: one
    /// step, or a tenth of the track, as VoiceOver's swipe moves it.
    var increment: Double {
        guard let length, let step else { return 0.1 }
        return step / length
    }

    /// The increment in the value's own terms, which assistive tools are told.
    var valueIncrement: Double { (length ?? 0) * increment }

    /// `value` as assistive tools are told it: inside the range; one that
    /// is no number, at its lower bound.
    func shown(_ value: Double) -> Double {
        guard length != nil, !value.isNaN else { return lowerBound }
        return min(max(value, lowerBound), upperBound)
    }
}
