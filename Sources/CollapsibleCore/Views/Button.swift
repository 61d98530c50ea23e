/// SwiftUI's `Button`: its label, drawn by the button style in force, runs
/// `action` when tapped, or pressed with Space or Return while it has the
/// keyboard's focus. Assistive tools see a push button.
public struct Button<Label: View>: _PrimitiveView {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    /// The control it is: a plain button, or the navigation bar's back button.
    var control = TapAction.Control.button

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// What the style makes of the button is its body: made again when the
    /// button, its style or its press changes.
    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.body(of: ButtonSource(button: self), at: id)
    }
}

/// A button's body: what the style in force makes of it, pressed or not.
struct ButtonSource<Label: View>: BodySource {
    var button: Button<Label>

    func evaluate(at id: ViewID, in context: inout _ResolveContext) -> ButtonBody {
        let label = ButtonStyleConfiguration.Label(button.label)
        switch context.environment.buttonStyling {
        case .style(let style):
            return ButtonBody(style: .style(style),
                              configuration: ButtonStyleConfiguration(label: label, isPressed: context.isPressed(id), role: button.role))
        case .primitive(let style):
            return ButtonBody(style: .primitive(style),
                              configuration: ButtonStyleConfiguration(label: label, isPressed: context.isPressed(id), role: button.role),
                              primitive: PrimitiveButtonStyleConfiguration(label: label, role: button.role, tap: tap(in: context)))
        }
    }

    func walk(_ body: ButtonBody, at id: ViewID, in context: inout _ResolveContext) -> [_ViewNode] {
        // A primitive style makes what takes the tap itself.
        if case .primitive = body.style { return body._resolve(in: &context, at: id) }
        return context.control(body, at: id, tap: tap(in: context))
    }

    /// What a tap on the button runs: its action, then, in an alert or a
    /// dialog, the dismissal of it.
    private func tap(in context: _ResolveContext) -> TapAction {
        let action = button.action, then = context.environment.presentationButtonAction
        return TapAction(perform: then.map { then in { action(); then() } } ?? action, disclosure: context.disclosure,
                         control: context.environment.isInMenu ? .menuItem : button.control)
    }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a style makes of a button: its `makeBody`, with the style's own type
/// opened from the environment.
struct ButtonBody: _PrimitiveView {
    let style: ButtonStyling
    let configuration: ButtonStyleConfiguration
    var primitive: PrimitiveButtonStyleConfiguration?

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        switch style {
        case .style(let style): style._makeNodes(configuration, in: &context, at: id)
        case .primitive(let style): primitive.map { style._makeNodes($0, in: &context, at: id) } ?? []
        }
    }
}

private extension ButtonStyle {
    func _makeNodes(_ configuration: ButtonStyleConfiguration, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        makeBody(configuration: configuration)._resolve(in: &context, at: id)
    }
}

private extension PrimitiveButtonStyle {
    func _makeNodes(_ configuration: PrimitiveButtonStyleConfiguration, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        makeBody(configuration: configuration)._resolve(in: &context, at: id)
    }
}
