/// The motion of every `Animatable`'s data in the tree, keyed by the
/// identity of the view or modifier that has it: what its body is made with
/// at each frame. A frame's geometry moves at the leaves (`Presentation`);
/// this moves what a body computes from, such as an `AnimatableModifier`'s
/// data or an effect's angle, as SwiftUI animates `animatableData`.
struct AnimatableMotion {
    private var motion: [ViewID: Animator<AnimatableBox>] = [:]

    /// Each `Animatable`'s data as on screen now.
    var presented: [ViewID: AnimatableBox] { motion.mapValues(\.value) }

    var isAnimating: Bool { motion.values.contains { $0.isAnimating } }

    var restingTime: Double { motion.values.map(\.restingTime).max() ?? 0 }

    /// Sends each `Animatable` towards the data an evaluation gave it, with
    /// the change's animation, or that of the `.animation` around it. One
    /// new in the tree starts at its data; one gone is forgotten. Returns
    /// whether any data on screen changed at once, which then needs the
    /// tree made again to show it.
    mutating func retarget(_ targets: [ViewID: AnimatableTarget], choice: AnimationChoice) -> Bool {
        var next: [ViewID: Animator<AnimatableBox>] = [:]
        var jumped = false
        for (id, target) in targets {
            guard var animator = motion[id], animator.target.isSameKind(as: target.value) else {
                next[id] = Animator(value: target.value)
                continue
            }
            if animator.target != target.value {
                let before = animator.value
                animator.animate(to: target.value, with: choice.resolve(target.scope))
                jumped = jumped || animator.value != before
            }
            next[id] = animator
        }
        motion = next
        return jumped
    }

    /// Moves every data to `time`; returns whether any was moving, so that
    /// what it shows must be made again.
    mutating func advance(to time: Double) -> Bool {
        guard isAnimating else { return false }
        for id in motion.keys { motion[id]?.advance(to: time) }
        return true
    }
}
