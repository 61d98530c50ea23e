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
            // Nearly every target of a change is the one before: one
            // comparison, and what is shown stays as it was.
            let index = motion.index(forKey: id)
            if let index, motion.values[index].target == target.value { continue }
            let before = index.map { motion.values[$0] }
            let used = before.flatMap { $0.isAnimating ? $0.value : nil } ?? target.value
            var animator: Animator<AnimatableBox>
            if let before, before.target.isSameKind(as: target.value) {
                animator = before
                animator.animate(to: target.value, with: target.animation)
                if animator.isAnimating { moving.insert(id) } else { moving.remove(id) }
            } else {
                animator = Animator(value: target.value)
                if let start = output.starts[id], start.isSameKind(as: target.value) {
                    animator = Animator(value: start)
                    animator.animate(to: target.value, with: target.animation)
                }
                if animator.isAnimating { moving.insert(id) }
            }
            motion[id] = animator
            if animator.value != used { changed.append(id) }
        }
        for id in output.removed {
            motion[id] = nil
            moving.remove(id)
        }
        return changed
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
