/// SwiftUI's modifiers of an animation: each wraps the animation so far,
/// so that their order counts, as in SwiftUI (`.delay(1).speed(2)` waits
/// half a second, `.speed(2).delay(1)` a whole one).
extension Animation {
    /// Starts `delay` seconds after the change.
    public func delay(_ delay: Double) -> Animation {
        Animation(kind: .delay(delay, kind))
    }

    /// Runs `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        Animation(kind: .speed(speed, kind))
    }

    /// Runs `repeatCount` times; where it `autoreverses`, every other run
    /// goes back, and at the end the view shows its new state, as SwiftUI's.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(kind: .repeating(count: repeatCount, autoreverses: autoreverses, kind))
    }

    /// Runs for as long as the view is there.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(kind: .repeating(count: nil, autoreverses: autoreverses, kind))
    }
}
