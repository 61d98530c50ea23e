/// `onTapGesture`: `action` runs when a tap on the view ends, as SwiftUI's
/// `TapGesture` counts one (see `TapRecognizer`); with a count, the last
/// of that many taps in a row, as a gesture of the view's.
public struct _TapGestureModifier: _PrimitiveModifier {
    var count: Int
    var action: () -> Void

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        guard count == 1 else {
            let action = action
            return _GestureModifier(gesture: TapGesture(count: count).onEnded { action() }, mask: .all, priority: .normal)
                ._resolve(content: content, in: &context, at: id)
        }
        return context.wrap(content, at: id, in: TapNode(action: TapAction(perform: action, disclosure: context.disclosure)))
    }
}

extension View {
    public consuming func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _TapGestureModifier> {
        modifier(_TapGestureModifier(count: count, action: action))
    }

    /// A tap whose action hears where it landed, in `coordinateSpace`.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void)
        -> ModifiedContent<Self, _GestureModifier<_EndedGesture<SpatialTapGesture>>> {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
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
    /// For the backdrop of a presented layer: what Escape does there, and
    /// that what is under it takes no keyboard focus.
    let barrier: ModalBarrier?
    /// For a view with a context menu: what opens it.
    let menu: (() -> Void)?
    /// For a view with a gesture: the gesture, which presses follow.
    let gesture: AttachedGesture?
    /// For a view that follows the pointer over it, or gives it a shape.
    let hover: HoverAction?
    /// For a view that hears the keys, takes the focus, or has a shortcut.
    let keys: KeyAction?
    /// For a view whose menu is closed: the shortcuts of its items.
    var menuShortcuts: [MenuShortcut] = []

    init(perform: @escaping () -> Void, disclosure: Bool?, control: Control? = nil, barrier: ModalBarrier? = nil,
         menu: (() -> Void)? = nil) {
        self.perform = perform
        self.disclosure = disclosure
        self.control = control
        self.barrier = barrier
        self.menu = menu
        gesture = nil
        hover = nil
        keys = nil
    }

    /// A slider's, which is a control with no action of its own.
    init(slider: SliderAdjustment) {
        perform = nil
        disclosure = nil
        control = .slider(slider)
        barrier = nil
        menu = nil
        gesture = nil
        hover = nil
        keys = nil
    }

    /// A stepper's, which the keyboard steps and whose halves take the taps.
    init(stepper: StepperStepping) {
        perform = nil
        disclosure = nil
        control = .stepper(stepper)
        barrier = nil
        menu = nil
        gesture = nil
        hover = nil
        keys = nil
    }

    /// A text field's, which a press puts the caret in.
    init(input: TextFieldInput) {
        perform = nil
        disclosure = nil
        control = .textField(input)
        barrier = nil
        menu = nil
        gesture = nil
        hover = nil
        keys = nil
    }

    /// A gesture's, which runs nothing of its own when pressed.
    init(gesture: AttachedGesture) {
        perform = nil
        disclosure = nil
        control = nil
        barrier = nil
        menu = nil
        self.gesture = gesture
        hover = nil
        keys = nil
    }

    /// A hover's, which a press passes through.
    init(hover: HoverAction) {
        perform = nil
        disclosure = nil
        control = nil
        barrier = nil
        menu = nil
        gesture = nil
        self.hover = hover
        keys = nil
    }

    /// A key handler's or a shortcut's, which a press passes through; a
    /// focusable view's, a control that a press focuses and runs nothing.
    init(keys: KeyAction) {
        perform = nil
        disclosure = nil
        if case .focusable(true) = keys { control = .focusable } else { control = nil }
        barrier = nil
        menu = nil
        gesture = nil
        hover = nil
        self.keys = keys
    }

    /// Whether a press runs it or presses it, as a tap or a control: not a
    /// gesture's or a hover's, which the press passes through.
    var isTap: Bool { gesture == nil && hover == nil && (keys == nil || control != nil) && control?.takesPresses != false }

    /// The controls whose taps the framework makes.
    enum Control: Equatable {
        case button
        /// The navigation bar's back button, which Alt+Left and the
        /// pointer's back button press too.
        case back
        /// A tab of a tab bar, which Ctrl+Tab and Ctrl+Page Down go through.
        case tab(isSelected: Bool)
        case toggle(isOn: Bool)
        /// A toggle drawn as a check box.
        case checkBox(isOn: Bool)
        /// One option of a picker's, chosen or not.
        case radio(isSelected: Bool)
        /// A button in a menu, its item.
        case menuItem
        /// A slider: a press sets it, and it follows the pointer until the release.
        case slider(SliderAdjustment)
        /// A text field: a press puts the caret there, and keys type into it.
        case textField(TextFieldInput)
        /// A row of a list that selects: a click chooses it, with the modifiers held.
        case listRow(ListRowChoice)
        /// A page view's pages: the arrow keys and a drag across turn them.
        case pages(PageTurn)
        /// A view made focusable, which the keys reach through the focus.
        case focusable
        /// A stepper: the arrow keys step it while it has the focus.
        case stepper(StepperStepping)
        /// A half of the stepper `of`, drawn pressed; a click on it gives
        /// the stepper the focus, which it does not take itself.
        case stepperButton(of: ViewID)
        /// A pushed screen's navigation bar, named by its title: the focus
        /// goes to it where the screen has no control, and Tab goes on from
        /// it, but it is no stop of Tab's and no press reaches it.
        case pushedScreen
        /// A sheet's panel, which a press on no control of its content
        /// drags down; no stop of Tab's, and no press runs it.
        case sheet(SheetHandle)
        /// A list's row with swipe actions, which a drag across slides
        /// over its buttons; no stop of Tab's, and no press runs it.
        case swipedRow(ListRowSwipeHandle)

        var slider: SliderAdjustment? {
            if case .slider(let adjustment) = self { adjustment } else { nil }
        }

        var textField: TextFieldInput? {
            if case .textField(let input) = self { input } else { nil }
        }

        var stepper: StepperStepping? {
            if case .stepper(let stepping) = self { stepping } else { nil }
        }

        /// Whether Tab stops at it: a half of a stepper is not a stop of its own.
        var takesFocus: Bool {
            switch self {
            case .stepperButton, .pushedScreen, .sheet, .swipedRow: false
            default: true
            }
        }

        /// Whether a press runs it or presses it: not a screen's or a
        /// sheet's, which stand around the views that take presses.
        var takesPresses: Bool {
            switch self {
            case .pushedScreen, .sheet, .swipedRow: false
            default: true
            }
        }

        var sheet: SheetHandle? {
            if case .sheet(let handle) = self { handle } else { nil }
        }

        var swipedRow: ListRowSwipeHandle? {
            if case .swipedRow(let handle) = self { handle } else { nil }
        }

        /// The control a click on this one `id` gives the focus to.
        func focused(for id: ViewID) -> ViewID {
            if case .stepperButton(let stepper) = self { stepper } else { id }
        }

        var listRow: ListRowChoice? {
            if case .listRow(let choice) = self { choice } else { nil }
        }

        var pages: PageTurn? {
            if case .pages(let turn) = self { turn } else { nil }
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
        switch action.control {
        case .toggle(let isOn)?:
            element.role = .toggleButton
            element.checked = isOn
        case .tab(let isSelected)?:
            element.role = .pageTab
            element.selected = isSelected
        case .checkBox(let isOn)?:
            element.role = .checkBox
            element.checked = isOn
        case .radio(let isSelected)?:
            element.role = .radioButton
            element.checked = isSelected
        default:
            break
        }
        if action.control == .menuItem { element.role = .menuItem }
        element.isFocusable = action.control != nil
        return [element]
    }
}
