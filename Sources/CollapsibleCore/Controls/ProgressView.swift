/// SwiftUI's `ProgressView`: with a value, how far a task has gone, drawn
/// by iOS as a bar in the tint under its label; with none, a spinner. The
/// style in force (`progressViewStyle(_:)`) draws it; assistive tools see
/// a progress bar named by its label, with the fraction done as its value.
public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {
    let value: Double?
    let total: Double
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(value: Double?, total: Double, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.value = value
        self.total = total
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let fraction = value.map { value -> Double in
            let fraction = value / total
            // As SwiftUI's: a value out of its bounds is shown at the
            // nearest, with one line to say so.
            guard fraction.isFinite, fraction >= 0, fraction <= 1 else {
                context.warn("ProgressView(value: \(value), total: \(total)): the value is out of 0...total; it is shown at the nearest bound")
                return fraction > 1 ? 1.0 : 0.0
            }
            return fraction
        }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label($0) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel($0) })
        let body = context.environment.progressViewStyle.makeBody(configuration: configuration)
        return context.wrap(body, at: id, in: ProgressNode(fraction: fraction))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner, with no label.
    public init() where Label == EmptyView {
        self.init(value: nil, total: 1, label: nil, currentValueLabel: nil)
    }

    /// A spinner with `label` under it.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: nil, total: 1, label: label(), currentValueLabel: nil)
    }

    /// A bar filled `value` out of `total`; a spinner where `value` is nil.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(value: value.map { Double($0) }, total: Double(total), label: nil, currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<S: StringProtocol>(_ title: S) {
        self.init(value: nil, total: 1, label: Text(title), currentValueLabel: nil)
    }

    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: Text(title), currentValueLabel: nil)
    }
}

/// A progress view: to assistive tools, a progress bar named by what it
/// shows, whose value is the fraction done, read as a percentage; a
/// spinner's has none.
struct ProgressNode: NodeKind {
    var fraction: Double?

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        let inside = walk.elements(of: node.children, said: AccessibilityWalk.Said())
        var element = AccessibilityElement(id: node.id, role: .progressBar, label: said.label ?? walk.spoken(inside),
                                           frame: walk.frame(of: node))
        element.value = fraction.map { fraction in
            AccessibilityValue(current: fraction, minimum: 0, maximum: 1, increment: 0.01,
                               description: "\(Int((fraction * 100).rounded()))%")
        }
        return [element]
    }
}
