/// The motion of every `Animatable`'s data in the tree, keyed by the
/// identity of the view or modifier that has it: what its body is made with
/// at each frame. A frame's geometry moves at the leaves (`Presentation`);
/// this moves what a body computes from, such as an `AnimatableModifier`'s
/// data or an effect's angle, as SwiftUI animates `animatableData`.
struct AnimatableMotion {
    private var motion: [ViewID: Animator<AnimatableBox>] = [:]

    /// The data on screen now of each `Animatable` that moves; one at rest
    /// shows the data its view gives.
    var presented: [ViewID: AnimatableBox] { motion.filter(\.value.isAnimating).mapValues(\.value) }

    var isAnimating: Bool { motion.values.contains { $0.isAnimating } }

    var restingTime: Double { motion.values.map(\.restingTime).max() ?? 0 }

    /// Sends each `Animatable` towards the data an evaluation gave it, with
    /// the animation of the transaction in force at its view. One
    /// new in the tree starts at its data, or, with a start in `starts` (a
    /// view coming in with its transition), moves from there; one gone is
    /// forgotten. Returns whether any shows other data than the evaluation
    /// was made with, which then needs the tree made again.
    mutating func retarget(_ targets: [ViewID: AnimatableTarget], starts: [ViewID: AnimatableBox]) -> Bool {
        var next: [ViewID: Animator<AnimatableBox>] = [:]
        var changed = false
        for (id, target) in targets {
            let used = motion[id].flatMap { $0.isAnimating ? $0.value : nil } ?? target.value
            defer { changed = changed || next[id]?.value != used }
            guard var animator = motion[id], animator.target.isSameKind(as: target.value) else {
                var animator = Animator(value: target.value)
                if let start = starts[id], start.isSameKind(as: target.value) {
                    animator = Animator(value: start)
                    animator.animate(to: target.value, with: target.animation)
                }
                next[id] = animator
                continue
            }
            if animator.target != target.value {
                animator.animate(to: target.value, with: target.animation)
            }
            next[id] = animator
        }
        motion = next
        return changed
    }

    /// Whether any of `ids` still moves.
    func isMoving(_ ids: Set<ViewID>) -> Bool {
        ids.contains { motion[$0]?.isAnimating == true }
    }

    /// Moves every data to `time`; returns whether any was moving, so that
    /// what it shows must be made again.
    mutating func advance(to time: Double) -> Bool {
        guard isAnimating else { return false }
        for id in motion.keys { motion[id]?.advance(to: time) }
        return true
    }
}
