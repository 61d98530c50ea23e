/// SwiftUI's `Transition` of iOS 17: how a view comes in and goes, as the
/// view it makes of its content in each phase. Its data moves from the
/// phase it comes from to its identity, and from there to the phase it goes to.
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>

    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

extension AnyTransition {
    public init<T: Transition>(_ transition: T) {
        func made(_ content: any View, _ phase: TransitionPhase) -> any View {
            transition.body(content: PlaceholderContentView(content), phase: phase)
        }
        self.init(insertion: { made($0, $1 ? .willAppear : .identity) }, removal: { made($0, $1 ? .didDisappear : .identity) })
    }
}

extension View {
    public func transition<T: Transition>(_ transition: T) -> ModifiedContent<Self, _TransitionModifier> {
        self.transition(AnyTransition(transition))
    }
}

/// SwiftUI's `BlurReplaceTransition`: blurred, faded and a little smaller
/// (`.downUp`), or larger as it goes (`.upUp`).
public struct BlurReplaceTransition: Transition {
    public struct Configuration: Equatable, Sendable {
        let growsAsItGoes: Bool

        public static let downUp = Configuration(growsAsItGoes: false)
        public static let upUp = Configuration(growsAsItGoes: true)
    }

    public var configuration: Configuration

    public init(configuration: Configuration) { self.configuration = configuration }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: Double = switch phase {
        case .identity: 1
        case .willAppear: 0.9
        case .didDisappear: configuration.growsAsItGoes ? 1.1 : 0.9
        }
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : 7)
            .scaleEffect(scale)
    }
}

extension Transition where Self == BlurReplaceTransition {
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: configuration)
    }

    public static var blurReplace: BlurReplaceTransition { blurReplace() }
}
