/// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`:
/// a long press on the view runs `action` once held long enough; the
/// pressing closure hears true at the press and false once it is over,
/// however it ends.
extension View {
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> ModifiedContent<Self, _GestureModifier<_PressingGesture>> {
        gesture(_PressingGesture(press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                 action: action, pressing: onPressingChanged))
    }
}

/// A long press that tells when it is pressed and when not.
public struct _PressingGesture: _PrimitiveGesture {
    public typealias Value = Bool

    var press: LongPressGesture
    var action: () -> Void
    var pressing: ((Bool) -> Void)?

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Bool> {
        PressingRecognizer(press: LongPressRecognizer(press), action: action, pressing: pressing)
    }
}

final class PressingRecognizer: _GestureRecognizer {
    private let press: LongPressRecognizer
    private let action: () -> Void
    private let pressing: ((Bool) -> Void)?
    private var isPressed = false

    init(press: LongPressRecognizer, action: @escaping () -> Void, pressing: ((Bool) -> Void)?) {
        self.press = press
        self.action = action
        self.pressing = pressing
    }

    func handle(_ event: _GestureEvent) -> _GesturePhase<Bool> {
        let phase = press.handle(event)
        if !isPressed, !phase.isOver || phase.isRecognized {
            isPressed = true
            pressing?(true)
        }
        if phase.isOver { release() }
        if phase.isRecognized { action() }
        return phase
    }

    func cancel() { release() }

    var deadline: Double? { press.deadline }

    private func release() {
        guard isPressed else { return }
        isPressed = false
        pressing?(false)
    }
}
