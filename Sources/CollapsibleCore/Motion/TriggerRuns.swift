/// How many times a trigger has changed since its view came: the run of a
/// keyframe animator that each change starts.
struct TriggerRuns<Trigger: Equatable>: Equatable {
    var trigger: Trigger
    var count: Int
}

extension _ResolveContext {
    /// The runs `trigger` has started at `id`, kept with the body that holds it.
    mutating func runs<Trigger: Equatable>(of trigger: Trigger, at id: ViewID) -> Int {
        var runs = walking[walking.count - 1].before.watched[id] as? TriggerRuns<Trigger> ?? TriggerRuns(trigger: trigger, count: 0)
        if runs.trigger != trigger { runs = TriggerRuns(trigger: trigger, count: runs.count + 1) }
        region.watched[id] = runs
        return runs.count
    }

    /// Seconds into the run `run` of a clock at `id` that goes from 0 to
    /// `duration` with `animation`: each run a clock of its own, which
    /// starts at 0 and is forgotten once another takes its place.
    mutating func clock(at id: ViewID, run: Int, duration: Double, animation: Animation) -> Double {
        animatable(duration, at: id.element(run), from: 0, with: animation)
    }
}
