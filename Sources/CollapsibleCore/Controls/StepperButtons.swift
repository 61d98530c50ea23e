/// The buttons of iOS's stepper: a rounded rectangle 94 by 32 points in
/// tertiarySystemFill, minus on its leading half and plus on its trailing
/// one, a separator between them. A half darkens while pressed; one whose
/// way is closed dims its sign and takes no tap.
struct StepperButtons: _PrimitiveView {
    let stepping: StepperStepping

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let drawn = HStack(spacing: 0) {
            StepperHalf(stepping: stepping, move: .decrease, stepper: id)
            Rectangle().fill(Color(.separator)).frame(width: 1, height: 18)
            StepperHalf(stepping: stepping, move: .increase, stepper: id)
        }
        .frame(width: 94, height: 32)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(.tertiarySystemFill)))
        .clipShape(RoundedRectangle(cornerRadius: 8))
        // A disabled stepper is still read, and is no control.
        let enabled = context.environment.isEnabled
        return context.wrap(drawn, at: id, in: StepperNode(action: enabled ? TapAction(stepper: stepping) : nil, stepping: stepping))
    }
}

/// One half of a stepper's buttons, its sign drawn as two strokes of 2
/// points, 14 long, as SF Symbols' minus and plus at the stepper's size.
private struct StepperHalf: _PrimitiveView {
    let stepping: StepperStepping
    let move: SliderMove
    let stepper: ViewID

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let open = stepping.allows(move), pressed = context.isPressed(id)
        let sign = open ? Color(.label) : Color(.tertiaryLabel)
        let drawn = ZStack {
            Rectangle().fill(pressed ? Color(.tertiarySystemFill) : Color.clear)
            Capsule().fill(sign).frame(width: 14, height: 2)
            if move == .increase { Capsule().fill(sign).frame(width: 2, height: 14) }
        }
        .frame(width: 46.5, height: 32)
        guard open else { return drawn._resolve(in: &context, at: id) }
        let tap = TapAction(perform: { [stepping, move] in _ = stepping.step(move) }, disclosure: nil,
                            control: .stepperButton(of: stepper))
        return context.control(drawn, at: id, tap: tap)
    }
}

/// A stepper's buttons: one control the keyboard focuses and steps, a
/// spin button to assistive tools, whose halves take the pointer's taps.
struct StepperNode: NodeKind {
    var action: TapAction?
    var stepping: StepperStepping

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        guard let action else { return presentation.add(node.children, in: scope) }
        return presentation.addTap(node.id, action, on: node.children, in: scope)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        var element = AccessibilityElement(id: node.id, role: .spinButton, label: said.label ?? "", frame: walk.frame(of: node))
        element.value = stepping.value
        element.isFocusable = action != nil
        element.isEnabled = action != nil
        return [element]
    }
}
