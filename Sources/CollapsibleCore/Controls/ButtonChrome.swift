/// A button drawn by one of the framework's primitive styles: its label,
/// padded and on its ground as the look and the control size say, taking
/// the button's tap; drawn dimmed while pressed, and dimmed with no tap
/// while disabled.
struct ButtonChrome: _PrimitiveView {
    enum Look { case bordered, prominent, borderless, plain }

    let configuration: PrimitiveButtonStyleConfiguration
    let look: Look

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let environment = context.environment
        let metrics = ButtonMetrics(environment.controlSize)
        let pressed = context.isPressed(id)
        // A destructive button is red where the others are in the tint.
        let tint = configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint)
        let label = configuration.label
        let drawn: AnyView = switch look {
        case .plain: AnyView(label)
        case .borderless: AnyView(label.foregroundStyle(tint))
        case .bordered, .prominent:
            AnyView(label
                .font(look == .prominent ? metrics.font.weight(.semibold) : metrics.font)
                .foregroundStyle(look == .prominent ? AnyShapeStyle(Color.white) : tint)
                .padding(.horizontal, metrics.horizontalPadding)
                .padding(.vertical, metrics.verticalPadding)
                .background(environment.buttonBorderShape.shape(for: environment.controlSize)
                    .fill(tint).opacity(look == .prominent ? 1 : 0.15)))
        }
        return context.control(drawn.opacity(pressed ? 0.2 + (look == .plain ? 0.3 : 0) : 1), at: id, tap: configuration.tap)
    }
}

/// The sizes of iOS's bordered buttons for each control size.
struct ButtonMetrics {
    let font: Font
    let horizontalPadding: Double
    let verticalPadding: Double
    let cornerRadius: Double

    init(_ size: ControlSize) {
        switch size {
        case .mini: (font, horizontalPadding, verticalPadding, cornerRadius) = (.footnote, 8, 3, 5)
        case .small: (font, horizontalPadding, verticalPadding, cornerRadius) = (.subheadline, 10, 5, 6)
        case .regular: (font, horizontalPadding, verticalPadding, cornerRadius) = (.body, 12, 7, 8)
        case .large, .extraLarge: (font, horizontalPadding, verticalPadding, cornerRadius) = (.body, 20, 14, 12)
        }
    }
}
