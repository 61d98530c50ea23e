/// SwiftUI's spring animations. A `spring` takes over what moves, keeping
/// its velocity; an `interpolatingSpring` moves beside it, as a curve does.
extension Animation {
    /// SwiftUI's `.spring` and, since iOS 17, its `.default`.
    public static let spring = Animation(kind: .spring(response: 0.55, dampingFraction: 1))

    /// SwiftUI's spring of iOS 13 to 16; a blend duration, which only eases
    /// one spring's response into the next one's, is taken and not used.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(kind: .spring(response: response, dampingFraction: dampingFraction))
    }

    /// The spring of iOS 17, by its perceptual duration and its bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration)
    }

    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        .spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    public static var interactiveSpring: Animation { interactiveSpring() }

    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// `initialVelocity` is in whole changes a second.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
                            initialVelocity: initialVelocity)
    }

    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(kind: .interpolatingSpring(spring, initialVelocity: initialVelocity))
    }

    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// No bounce, a little, and more, each over half a second by default.
    public static var smooth: Animation { smooth() }
    public static var snappy: Animation { snappy() }
    public static var bouncy: Animation { bouncy() }

    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
