/// The presentation of one animated value: what is on screen at each frame
/// while the model value changes under it (Core Animation's model and
/// presentation layers).
///
/// Each change adds an entry. SwiftUI's rules for a change during a change:
/// a timing curve does not merge, it blends from the output of the entries
/// before it to its own target, `lerp(before(t), target, curve(t - start))`,
/// and so does every animation but a plain spring (`AnimationProgress`);
/// a spring merges, taking over the current position and velocity.
public struct Animator<Value: AnimatableValue>: Sendable {
    /// The model value: where the presentation is heading.
    public private(set) var target: Value
    /// What the last frame showed.
    public private(set) var value: Value

    /// What the entries start from once the older ones are done.
    private var base: Value
    private var entries: [Entry] = []
    /// The layout `base` came from; see `animate(to:with:from:)`.
    private var baseLayout = 0

    private struct Entry: Sendable {
        var animation: Animation
        var target: Value
        /// nil until the first frame after the change: that frame starts the clock.
        var start: Double?
        /// A spring's motion from `start`, for a spring entry.
        var spring: SpringMotion<Value>?
        var layout: Int
        /// What an animation of one's own keeps while it runs; nil for
        /// the others, which keep nothing.
        var run: AnimationRun?
        /// A timing curve, the kind most changes run, as a plain value:
        /// each frame reads it in place, where reading `animation` (or
        /// calling a method of the entry), which can hold an animation of
        /// one's own, copies it.
        var curve: (curve: UnitCurve, duration: Double)?

        init(animation: Animation, target: Value, layout: Int) {
            self.animation = animation
            self.target = target
            self.layout = layout
            run = animation.kind.keepsState ? AnimationRun() : nil
            if case .timingCurve(let curve, let duration) = animation.kind { self.curve = (curve, duration) }
        }

    }

    public init(value: Value) {
        target = value
        self.value = value
        base = value
    }

    /// True while a frame would show something new: the program's cue to
    /// keep its timer running.
    public var isAnimating: Bool { !entries.isEmpty }

    /// Changes the model value. With no animation the next frame shows it.
    /// `layout` names where the target came from, so that `relayout` can
    /// find it again.
    public mutating func animate(to newTarget: Value, with animation: Animation?, from layout: Int = 0) {
        target = newTarget
        guard let animation else {
            entries.removeAll()
            base = newTarget
            baseLayout = layout
            value = newTarget
            return
        }
        entries.append(Entry(animation: animation, target: newTarget, layout: layout))
    }

    /// The model value stays as it is, and now comes from `layout`: a
    /// resize then places it where that layout goes, not where an older
    /// one, of a tree since changed, went.
    mutating func keepTarget(from layout: Int) {
        if entries.isEmpty {
            baseLayout = layout
        } else {
            entries[entries.count - 1].layout = layout
        }
    }

    /// Whether a target still in use came from `layout`: a value at rest
    /// takes the frame of whatever layout is the last.
    func usesLayout(_ layout: Int) -> Bool {
        !entries.isEmpty && (baseLayout == layout || entries.contains { $0.layout == layout })
    }

    /// Takes each target from its layout made again (a resize): the motion
    /// goes on at the same pace towards where the new layouts put it. A
    /// spring moves with its own target, keeping its offset and velocity.
    public mutating func relayout(_ target: (Int) -> Value?) {
        if let moved = target(baseLayout) { base = moved }
        for index in entries.indices {
            guard let moved = target(entries[index].layout) else { continue }
            let delta = moved - entries[index].target
            entries[index].target = moved
            entries[index].spring = entries[index].spring?.shifted(by: delta)
        }
        self.target = entries.last?.target ?? base
        if entries.isEmpty { value = base }
    }

    /// The frame at `time` (seconds on a monotonic clock): starts the clock of
    /// new entries, drops finished ones, and returns what is on screen.
    @discardableResult
    public mutating func advance(to time: Double) -> Value {
        var index = 0
        while index < entries.count {
            if entries[index].start == nil { index = start(index, at: time) }
            index += 1
        }
        if let done = entries.indices.last(where: { isFinished(at: $0, time: time) }) {
            base = entries[done].target
            baseLayout = entries[done].layout
            entries.removeFirst(done + 1)
        }
        value = output(at: time, upTo: entries.count)
        return value
    }

    /// When the motion under way comes to rest, in seconds after its newest
    /// change starts; 0 when nothing moves. One that repeats for ever shows
    /// all it does in one run there and back.
    public var restingTime: Double {
        entries.map { entry in
            guard case .spring(let response, let dampingFraction) = entry.animation.kind else { return entry.animation.kind.shownDuration }
            let motion = entry.spring ?? SpringMotion(target: entry.target, response: response,
                                                      dampingFraction: dampingFraction,
                                                      position: value, velocity: value - value)
            return Self.settlingTime(of: motion)
        }.max() ?? 0
    }

    /// The first millisecond at which the spring is at rest, within a minute.
    private static func settlingTime(of motion: SpringMotion<Value>) -> Double {
        var t = 0.0
        while t < 60, !motion.isSettled(at: t) { t += 0.001 }
        return t
    }

    /// Starts the entry's clock; returns where the entry now stands.
    private mutating func start(_ index: Int, at time: Double) -> Int {
        entries[index].start = time
        if case .custom = entries[index].animation.kind { return merged(index, at: time) }
        guard case .spring(let response, let dampingFraction) = entries[index].animation.kind else { return index }
        // A spring takes over whatever is moving, with its velocity.
        let position = output(at: time, upTo: index)
        let velocity = self.velocity(at: time, upTo: index)
        entries[index].spring = SpringMotion(target: entries[index].target, response: response,
                                             dampingFraction: dampingFraction,
                                             position: position, velocity: velocity)
        base = position
        entries.removeFirst(index)
        return 0
    }

    /// An animation of one's own that follows one of its type still running
    /// is asked whether it takes that one over, as SwiftUI asks
    /// `shouldMerge`: if it does, it runs on from that one's start with its
    /// state, towards its own target, and that one is dropped.
    private mutating func merged(_ index: Int, at time: Double) -> Int {
        guard index > 0, case .custom(let next) = entries[index].animation.kind,
              case .custom(let previous) = entries[index - 1].animation.kind,
              let start = entries[index - 1].start, let run = entries[index - 1].run else { return index }
        guard next.merges(with: previous, at: time - start, context: &run.context) else { return index }
        run.shown = nil
        entries[index].start = start
        entries[index].run = run
        entries.remove(at: index - 1)
        return index - 1
    }

    /// The value the first `count` entries give at `time`.
    private func output(at time: Double, upTo count: Int) -> Value {
        var value = base
        for index in 0..<count {
            guard let start = entries[index].start else { break }
            let elapsed = max(time - start, 0)
            if let spring = entries[index].spring {
                value = spring.state(at: elapsed).position
                continue
            }
            value = .lerp(value, entries[index].target, fraction(of: index, at: elapsed) ?? 1)
        }
        return value
    }

    /// The presentation's velocity at `time`, per second.
    func velocity(at time: Double) -> Value {
        velocity(at: time, upTo: entries.count)
    }

    /// Each entry's velocity from its fraction's rate and the motion it
    /// blends from: an animation of one's own says its rate itself, since
    /// asking it for frames in between would move its state.
    private func velocity(at time: Double, upTo count: Int) -> Value {
        var value = base, velocity = base - base
        for index in 0..<count {
            let entry = entries[index]
            guard let start = entry.start else { break }
            let elapsed = max(time - start, 0)
            if let spring = entry.spring {
                (value, velocity) = spring.state(at: elapsed)
                continue
            }
            let kind = entry.animation.kind
            guard let fraction = kind.fraction(at: elapsed, run: entry.run) else {
                (value, velocity) = (entry.target, base - base)
                continue
            }
            velocity = velocity * (1 - fraction) + (entry.target - value) * kind.rate(at: elapsed, run: entry.run)
            value = .lerp(value, entry.target, fraction)
        }
        return velocity
    }

    /// The fraction of its change entry `index` shows `elapsed` seconds
    /// after it started; nil once it is over.
    private func fraction(of index: Int, at elapsed: Double) -> Double? {
        if let curve = entries[index].curve { return Animation.Kind.fraction(of: curve.curve, duration: curve.duration, at: elapsed) }
        return entries[index].animation.kind.fraction(at: elapsed, run: entries[index].run)
    }

    private func isFinished(at index: Int, time: Double) -> Bool {
        guard let start = entries[index].start else { return false }
        if let spring = entries[index].spring { return spring.isSettled(at: time - start) }
        if let curve = entries[index].curve { return time - start >= curve.duration - 1e-9 }
        return fraction(of: index, at: time - start) == nil
    }
}
