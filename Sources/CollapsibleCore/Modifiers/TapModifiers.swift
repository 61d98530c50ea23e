/// `onTapGesture`: `action` runs when a tap on the view ends, as SwiftUI's
/// `TapGesture` counts one (see `TapRecognizer`).
public struct _TapGestureModifier: _PrimitiveModifier {
    var action: () -> Void

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: TapNode(action: TapAction(perform: action, disclosure: context.disclosure)))
    }
}

extension View {
    public func onTapGesture(perform action: @escaping () -> Void) -> ModifiedContent<Self, _TapGestureModifier> {
        modifier(_TapGestureModifier(action: action))
    }
}

/// What a tap on a view runs, and what it toggles for assistive tools.
final class TapAction {
    /// Nil for a slider, which a tap does not run but a press sets (see
    /// `Control.slider`).
    let perform: (() -> Void)?
    /// Whether the view the tap discloses is expanded, as it was when the
    /// tree was made; nil where it discloses none (see `DisclosureScopes`).
    let disclosure: Bool?
    /// The control the tap is, which the keyboard can focus and which shows
    /// when it is pressed; nil for a plain tap gesture, which is neither.
    let control: Control?

    init(perform: @escaping () -> Void, disclosure: Bool?, control: Control? = nil) {
        self.perform = perform
        self.disclosure = disclosure
        self.control = control
    }

    /// A slider's, which is a control with no action of its own.
    init(slider: SliderAdjustment) {
        perform = nil
        disclosure = nil
        control = .slider(slider)
    }

    /// The controls whose taps the framework makes.
    enum Control: Equatable {
        case button
        case toggle(isOn: Bool)
        /// A slider: a press sets it, and it follows the pointer until the release.
        case slider(SliderAdjustment)
        /// A row of a list that selects: a click chooses it, with the modifiers held.
        case listRow(ListRowChoice)

        var slider: SliderAdjustment? {
            if case .slider(let adjustment) = self { adjustment } else { nil }
        }

        var listRow: ListRowChoice? {
            if case .listRow(let choice) = self { choice } else { nil }
        }
    }
}

/// A view with a tap gesture: hit as the leaves inside it are drawn, and a
/// button to assistive tools, named by the labels inside it.
struct TapNode: NodeKind {
    var action: TapAction

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        presentation.addTap(node.id, action, on: node.children, in: scope)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        let inside = walk.elements(of: node.children, said: AccessibilityWalk.Said())
        var element = AccessibilityElement(id: node.id, role: .button, label: said.label ?? walk.spoken(inside),
                                           frame: walk.frame(of: node), expanded: action.disclosure)
        if case .toggle(let isOn) = action.control {
            element.role = .toggleButton
            element.checked = isOn
        }
        element.isFocusable = action.control != nil
        return [element]
    }
}
