/// The animation a program puts in place of every animation a change asks
/// for, as the command line's `--animation` does: applied to the transaction
/// in force at each view, after the view's own modifiers have said theirs.
public struct AnimationReplacement: Sendable {
    /// What every animated change takes; nil: no change moves.
    public var animation: Animation?

    public init(_ animation: Animation?) { self.animation = animation }
}

/// What the host does to the transaction in force at each view: the
/// desktop's switch that turns animations off, then the program's
/// replacement. A change that asks for no animation stays still, and so
/// does one whose animation cannot run, with one line to say so.
struct MotionPolicy {
    var animationsEnabled = true
    var replacement: AnimationReplacement?
    var warnings: Warnings?

    func applied(to transaction: Transaction) -> Transaction {
        var adjusted = transaction
        if !animationsEnabled {
            adjusted.animation = nil
        } else if let replacement, adjusted.animation != nil {
            adjusted.animation = replacement.animation
        }
        if let kind = adjusted.animation?.kind {
            if let problem = kind.problem {
                warnings?.warnOnce(about: problem, problem)
                adjusted.animation = nil
            } else if kind.isInstant {
                adjusted.animation = nil
            }
        }
        return adjusted
    }
}
