/// SwiftUI's `Gauge`: a value within a range, shown and not set. The style
/// in force (`gaugeStyle(_:)`) draws it, on iOS a bar filled in the tint
/// by default; assistive tools see a level bar named by its label, with
/// the value in its range.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: _PrimitiveView {
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let length = bounds.upperBound - bounds.lowerBound
        let fraction = length > 0 && value.isFinite ? min(max((value - bounds.lowerBound) / length, 0), 1) : 0
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: GaugeStyleConfiguration.Label(label),
            currentValueLabel: currentValueLabel.map { GaugeStyleConfiguration.CurrentValueLabel($0) },
            minimumValueLabel: minimumValueLabel.map { GaugeStyleConfiguration.MinimumValueLabel($0) },
            maximumValueLabel: maximumValueLabel.map { GaugeStyleConfiguration.MaximumValueLabel($0) })
        let body = context.environment.gaugeStyle.makeBody(configuration: configuration)
        let shown = AccessibilityValue(current: min(max(value, bounds.lowerBound), bounds.upperBound), minimum: bounds.lowerBound,
                                       maximum: bounds.upperBound, increment: 0, description: "\(Int((fraction * 100).rounded()))%")
        // The label is said whether the style shows it or not, as a
        // slider's is: a node of its own, neither laid out nor drawn.
        let said = _ViewNode(id.child(1), SliderLabelNode(), label._resolve(in: &context, at: id.child(1).child(0)))
        return [_ViewNode(id, GaugeNode(value: shown), body._resolve(in: &context, at: id.child(0)) + [said])]
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
                  currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
                  currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
                  currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// A gauge: to assistive tools, a level bar named by its label, its last child.
struct GaugeNode: NodeKind {
    var value: AccessibilityValue

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        let name = said.label ?? walk.spoken(walk.elements(of: Array(node.children.suffix(1)), said: AccessibilityWalk.Said()))
        var element = AccessibilityElement(id: node.id, role: .levelBar, label: name, frame: walk.frame(of: node))
        element.value = value
        return [element]
    }
}
