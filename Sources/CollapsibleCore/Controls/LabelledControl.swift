/// A row of a label and a control, as a `Toggle` or a `Stepper` lays
/// them out: to assistive tools, the control alone, named by the rest and
/// as large as the row, as VoiceOver reads such a row as one element. A
/// control may be told as another role (a picker's menu button as a combo
/// box), holding a label of the value it shows.
struct LabelledControl: _PrimitiveModifier {
    var role: AccessibilityRole
    var toldAs: AccessibilityRole?
    var holding: String?

    func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: LabelledControlNode(role: role, toldAs: toldAs, holding: holding))
    }
}

struct LabelledControlNode: NodeKind {
    var role: AccessibilityRole
    var toldAs: AccessibilityRole?
    var holding: String?

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        let inside = walk.elements(of: node.children, said: AccessibilityWalk.Said()).flatMap { $0.role == .group ? $0.children : [$0] }
        guard var control = inside.first(where: { $0.role == role }) else { return inside }
        // A control that holds its label, as a toggle of the button style
        // does, keeps the name it has.
        let rest = inside.filter { $0.id != control.id }
        if let label = said.label ?? (rest.isEmpty ? nil : walk.spoken(rest)) { control.label = label }
        if let toldAs { control.role = toldAs }
        if let holding { control.children = [AccessibilityElement(id: control.id.child(0), role: .label, label: holding, frame: control.frame)] }
        control.frame = walk.frame(of: node)
        return [control]
    }
}
