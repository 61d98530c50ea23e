/// SwiftUI's `Slider` as iOS draws it: a track in the accent colour up to a
/// white thumb with a shadow, in gray after it, as wide as it is offered.
/// The thumb follows a drag, and jumps to a press on the track; the arrow
/// keys move it by one step, Home and End to the ends, while it has the
/// keyboard's focus. Its value stays in its range (see `SliderScale`).
/// The label is not drawn, as on iOS: assistive tools read it, and see a
/// slider they can set.
public struct Slider<Label: View, ValueLabel: View>: _PrimitiveView {
    let value: Binding<Double>
    let scale: SliderScale
    let onEditingChanged: (Bool) -> Void
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?,
                                 onEditingChanged: @escaping (Bool) -> Void,
                                 minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, label: Label)
        where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        // A bound that is no number passes unchecked in an optimised
        // build: it makes no range here either.
        scale = SliderScale(lowerBound: Double(bounds.lowerBound), upperBound: Double(bounds.upperBound),
                            step: step.map { Double($0) })
        self.onEditingChanged = onEditingChanged
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let track = SliderTrack(value: value, scale: scale, onEditingChanged: onEditingChanged, label: label)
        // iOS draws the value labels at the track's ends.
        if ValueLabel.self == EmptyView.self { return track._resolve(in: &context, at: id) }
        return HStack {
            minimumValueLabel
            track
            maximumValueLabel
        }._resolve(in: &context, at: id)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged,
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), label: label())
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), label: label())
    }
}

// The first forms, which take the label last: SwiftUI still has them,
// disfavoured, so that a trailing closure picks the forms above.
extension Slider {
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged,
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, label: label())
    }

    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, label: label())
    }
}

extension Slider where ValueLabel == EmptyView {
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged,
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), label: label())
    }

    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), label: label())
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged,
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), label: label())
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), label: label())
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged,
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), label: EmptyView())
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), label: EmptyView())
    }
}

/// The slider itself: its track, its thumb, and its label, which is not drawn.
struct SliderTrack<Label: View>: _PrimitiveView {
    let value: Binding<Double>
    let scale: SliderScale
    let onEditingChanged: (Bool) -> Void
    let label: Label

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let current = value.wrappedValue
        let adjustment = SliderAdjustment(scale: scale, value: current, write: { [value] in value.wrappedValue = $0 },
                                          editingChanged: onEditingChanged)
        let tap = TapAction(slider: adjustment)
        var parts: [_ViewNode] = []
        for part in SliderPart.allCases { parts += resolve(part, in: &context, at: id.child(part.rawValue)) }
        return [_ViewNode(id, SliderNode(action: tap, fraction: scale.fraction(of: current)), parts)]
    }

    /// The view of one part, which makes one node.
    private func resolve(_ part: SliderPart, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        switch part {
        // The whole slider takes a press, and the thumb jumps to one on the
        // track: the desktop's way, as GTK's scale moves to a primary click
        // in its trough. UISlider follows only a touch that starts on its thumb.
        case .pressArea: Rectangle().fill(Color.clear)._resolve(in: &context, at: id)
        case .track: Capsule().fill(Color(.systemFill))._resolve(in: &context, at: id)
        case .filledTrack: Capsule().fill(.tint)._resolve(in: &context, at: id)
        case .thumb:
            Circle().fill(Color.white)
                .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)._resolve(in: &context, at: id)
        case .label: SliderLabel(content: label)._resolve(in: &context, at: id)
        }
    }
}

/// A slider's label: said to assistive tools, neither laid out nor drawn.
private struct SliderLabel<Content: View>: _PrimitiveView {
    let content: Content

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        // One node, also for no label: a slider finds each part by its place (see `SliderPart`).
        [_ViewNode(id, SliderLabelNode(), content._resolve(in: &context, at: id.child(0)))]
    }
}

struct SliderLabelNode: NodeKind {
    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        Size(width: 0, height: 0)
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] { [] }
}
