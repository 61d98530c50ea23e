/// SwiftUI's `NavigationLink`: a button that pushes a screen on the
/// `NavigationStack` it is in, for a value (shown by the destination for
/// its type) or a view of its own. Outside a stack it does nothing; from
/// a screen already covered it pushes nothing more, so that a link pressed
/// twice in a row pushes its screen once.
public struct NavigationLink<Label: View, Destination: View>: _PrimitiveView {
    private let label: Label
    private let target: Target

    private enum Target {
        case value(AnyHashable?)
        case view(Destination)
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }

    @available(*, deprecated, message: "Use init(destination:label:) with the destination in a closure")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let place = context.environment.navigationPlace
        let warnings = context.warnings
        let target = target
        return Button {
            guard let place, place.context.depth() == place.depth else { return }
            switch target {
            case .value(nil):
                break
            case .value(let value?):
                guard place.context.destination(for: value) != nil else {
                    warnings.warn(NavigationContext.noDestination(for: value))
                    return
                }
                place.context.pushValue(value)
            case .view(let destination):
                _ = place.context.pushView(AnyView(destination), nil)
            }
        } label: {
            label
        }._resolve(in: &context, at: id)
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`; with nil, a link that pushes nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map(AnyHashable.init))
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    @available(*, deprecated, message: "Use init(_:destination:) with the destination in a closure")
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: { destination }) { Text(title) }
    }
}
