/// A track's value over time: from its start, through each keyframe in
/// turn, each from the target of the one before; after the last, its target.
/// A keyframe whose duration is not a number or negative is a move, and
/// one whose target is not a number is passed over (see `problems`).
struct KeyframeTrackMotion<Value: Animatable> {
    typealias Data = Value.AnimatableData

    private let points: [Data]
    private let times: [Double]
    private let keyframes: [_Keyframe<Value>]

    init(start: Data, keyframes: [_Keyframe<Value>]) {
        let usable = keyframes.filter { $0.target.magnitudeSquared.isFinite }
        var points = [start], times = [0.0]
        for keyframe in usable {
            points.append(keyframe.target)
            times.append(times[times.count - 1] + Self.length(of: keyframe))
        }
        (self.points, self.times, self.keyframes) = (points, times, usable)
    }

    static func problems(of keyframes: [_Keyframe<Value>]) -> [String] {
        keyframes.compactMap { keyframe in
            if !keyframe.target.magnitudeSquared.isFinite {
                return "KeyframeTrack: a keyframe to a value that is not a number is passed over"
            }
            if !(keyframe.duration >= 0 && keyframe.duration.isFinite) {
                return "KeyframeTrack: a keyframe's duration of \(keyframe.duration) cannot run; the track moves at once"
            }
            return nil
        }
    }

    private static func length(of keyframe: _Keyframe<Value>) -> Double {
        keyframe.duration >= 0 && keyframe.duration.isFinite ? keyframe.duration : 0
    }

    var duration: Double { times[times.count - 1] }

    func value(at time: Double) -> Data {
        guard let index = times.indices.dropFirst().first(where: { time < times[$0] }) else { return points[points.count - 1] }
        return segment(index - 1, at: time - times[index - 1])
    }

    /// The value `elapsed` seconds into the way to keyframe `index`, and
    /// its velocity there.
    private func segment(_ index: Int, at elapsed: Double) -> Data { motion(index, at: elapsed).value }

    private func motion(_ index: Int, at elapsed: Double) -> (value: Data, velocity: Data) {
        let from = points[index], to = points[index + 1], length = times[index + 1] - times[index]
        guard length > 0 else { return (to, .zero) }
        switch keyframes[index].shape {
        case .move:
            return (to, .zero)
        case .linear(let curve):
            let progress = elapsed / length
            return (from + (to - from).scaled(by: curve.value(at: progress)),
                    (to - from).scaled(by: curve.velocity(at: progress) / length))
        case .spring(let spring, let startVelocity):
            let pushed = startVelocity ?? endVelocity(of: index - 1)
            return (spring.value(fromValue: from, toValue: to, initialVelocity: pushed, time: elapsed),
                    spring.velocity(fromValue: from, toValue: to, initialVelocity: pushed, time: elapsed))
        case .cubic:
            // Hermite's basis, with the tangents scaled to the segment's length.
            let s = elapsed / length, s2 = s * s, s3 = s2 * s
            let (m0, m1) = (startVelocity(of: index), cubicEndVelocity(of: index))
            let value = from.scaled(by: 2 * s3 - 3 * s2 + 1) + m0.scaled(by: (s3 - 2 * s2 + s) * length)
                + to.scaled(by: 3 * s2 - 2 * s3) + m1.scaled(by: (s3 - s2) * length)
            let slope = from.scaled(by: (6 * s2 - 6 * s) / length) + m0.scaled(by: 3 * s2 - 4 * s + 1)
                + to.scaled(by: (6 * s - 6 * s2) / length) + m1.scaled(by: 3 * s2 - 2 * s)
            return (value, slope)
        }
    }

    /// The velocity at the start of the way to keyframe `index`.
    private func startVelocity(of index: Int) -> Data {
        switch keyframes[index].shape {
        case .cubic(let start?, _), .spring(_, let start?): return start
        case .cubic:
            guard index > 0 else { return .zero }
            if case .cubic = keyframes[index - 1].shape { return catmullRom(at: index) }
            return endVelocity(of: index - 1)
        default:
            return motion(index, at: 0).velocity
        }
    }

    /// The velocity at the end of the way to keyframe `index`; at rest
    /// before the first.
    private func endVelocity(of index: Int) -> Data {
        guard index >= 0 else { return .zero }
        if case .cubic = keyframes[index].shape { return cubicEndVelocity(of: index) }
        return motion(index, at: times[index + 1] - times[index]).velocity
    }

    private func cubicEndVelocity(of index: Int) -> Data {
        if case .cubic(_, let end?) = keyframes[index].shape { return end }
        guard index + 1 < keyframes.count else { return .zero }
        switch keyframes[index + 1].shape {
        // A spring takes the velocity it is given: the curve's, as a spline's.
        case .cubic, .spring(_, nil): return catmullRom(at: index + 1)
        default: return startVelocity(of: index + 1)
        }
    }

    /// The Catmull-Rom tangent at point `index`: its neighbours' difference
    /// over the time between them.
    private func catmullRom(at index: Int) -> Data {
        let span = times[index + 1] - times[index - 1]
        return span > 0 ? (points[index + 1] - points[index - 1]).scaled(by: 1 / span) : .zero
    }
}
