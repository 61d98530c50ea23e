/// The motion of every `Animatable`'s data in the tree, keyed by the
/// identity of the view or modifier that has it: what its body is made with
/// at each frame. A frame's geometry moves at the leaves (`Presentation`);
/// this moves what a body computes from, such as an `AnimatableModifier`'s
/// data or an effect's angle, as SwiftUI animates `animatableData`.
struct AnimatableMotion {
    private var motion: [ViewID: Animator<AnimatableBox>] = [:]
    /// Those that move: a frame moves them alone.
    private var moving: Set<ViewID> = []

    /// The data on screen now of the `Animatable` at `id` while it moves;
    /// one at rest shows the data its view gives.
    func presented(_ id: ViewID) -> AnimatableBox? {
        guard !moving.isEmpty else { return nil }
        return motion[id].flatMap { $0.isAnimating ? $0.value : nil }
    }

    /// Whether the `Animatable` at `id` moves now. Asked of every view that
    /// may fade as it comes in: its data compared with `nil` would be
    /// compared as data, copied and destroyed through the runtime.
    func isMoving(_ id: ViewID) -> Bool {
        guard !moving.isEmpty else { return false }
        return motion[id]?.isAnimating == true
    }

    var isAnimating: Bool { !moving.isEmpty }

    var restingTime: Double { moving.compactMap { motion[$0]?.restingTime }.max() ?? 0 }

    /// Sends each `Animatable` the walks of the bodies gave a target towards
    /// it, with the animation of the transaction in force at its view. One
    /// new in the tree starts at its data, or, with a start (a view coming
    /// in with its transition), moves from there; one gone is forgotten.
    /// Returns those that show other data than their bodies were walked
    /// with, which then are walked again.
    mutating func retarget(_ output: ViewGraph.Output) -> [ViewID] {
        var changed: [ViewID] = []
        for (id, target) in output.targets {
            guard let index = motion.index(forKey: id) else {
                let animator = Self.animator(towards: target, from: output.starts[id])
                if animator.isAnimating { moving.insert(id) }
                if animator.value != target.value { changed.append(id) }
                motion[id] = animator
                continue
            }
            guard let handed = Self.hand(target, to: &motion.values[index], startingAt: output.starts[id]) else { continue }
            if handed.isAnimating { moving.insert(id) } else if handed.isKept { moving.remove(id) }
            if handed.showsOther { changed.append(id) }
        }
        for id in output.removed {
            motion[id] = nil
            moving.remove(id)
        }
        return changed
    }

    /// Hands `target` to `animator` where the table holds it: an animator
    /// holds three boxed values, and a copy of it, even one read for a
    /// field, costs more than the comparison. Nil where the target is the
    /// one the animator has, as nearly every target of a change is: what is
    /// shown stays as it was. Else whether it moves now, whether it is the
    /// animator it was (data of another kind takes a new one), and whether
    /// it shows other data than it would have.
    private static func hand(_ target: AnimatableTarget, to animator: inout Animator<AnimatableBox>,
                             startingAt start: AnimatableBox?) -> (isAnimating: Bool, isKept: Bool, showsOther: Bool)? {
        guard animator.target != target.value else { return nil }
        let used = animator.isAnimating ? animator.value : target.value
        let isKept = animator.target.isSameKind(as: target.value)
        if isKept {
            animator.animate(to: target.value, with: target.animation)
        } else {
            animator = Self.animator(towards: target, from: start)
        }
        return (animator.isAnimating, isKept, animator.value != used)
    }

    /// An animator new at its place: at `target`, or moving there from `start`.
    private static func animator(towards target: AnimatableTarget, from start: AnimatableBox?) -> Animator<AnimatableBox> {
        guard let start, start.isSameKind(as: target.value) else { return Animator(value: target.value) }
        var animator = Animator(value: start)
        animator.animate(to: target.value, with: target.animation)
        return animator
    }

    /// Whether any of `ids` still moves.
    func isMoving(_ ids: Set<ViewID>) -> Bool {
        ids.contains { motion[$0]?.isAnimating == true }
    }

    /// Moves every data to `time`; returns those that were moving, so that
    /// what they show must be made again.
    mutating func advance(to time: Double) -> [ViewID] {
        let moved = Array(moving)
        for id in moved {
            motion[id]?.advance(to: time)
            if motion[id]?.isAnimating != true { moving.remove(id) }
        }
        return moved
    }
}
