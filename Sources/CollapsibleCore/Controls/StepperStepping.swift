/// What a stepper does, with its value's type let go: whether each way is
/// open, a step either way or to an end, and the value as assistive tools
/// read and set it. Each step is one edit, begun and ended around it.
struct StepperStepping: Equatable {
    let canIncrement: Bool
    let canDecrement: Bool
    /// The value in its range; nil for a stepper of `onIncrement` and
    /// `onDecrement`, or one whose value is not a number.
    let value: AccessibilityValue?
    private let move: (SliderMove) -> Void
    private let setNear: (Double) -> Bool
    private let editingChanged: (Bool) -> Void

    init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void) {
        let current = value.wrappedValue
        func kept(_ new: V) -> V { bounds.map { min(max(new, $0.lowerBound), $0.upperBound) } ?? new }
        // As SwiftUI's: a step that would pass a bound stops at it, and a
        // way that a bound closes does nothing.
        canIncrement = step != 0 && bounds.map { current < $0.upperBound } ?? true
        canDecrement = step != 0 && bounds.map { current > $0.lowerBound } ?? true
        let up = canIncrement, down = canDecrement
        move = { move in
            switch move {
            case .increase: if up { value.wrappedValue = kept(current.advanced(by: step)) }
            case .decrease: if down { value.wrappedValue = kept(current.advanced(by: -step)) }
            case .minimum: if let bounds, down { value.wrappedValue = bounds.lowerBound }
            case .maximum: if let bounds, up { value.wrappedValue = bounds.upperBound }
            }
        }
        let number = Self.number(current), stepNumber = Self.number(step)
        setNear = { target in
            // The number of whole steps from the value nearest `target`.
            guard let number, let stepNumber, stepNumber != 0, target.isFinite,
                  let steps = Int(exactly: ((target - number) / stepNumber).rounded()), steps != 0,
                  let times = V.Stride(exactly: steps) else { return false }
            let new = kept(current.advanced(by: step * times))
            guard new != current else { return false }
            onEditingChanged(true)
            value.wrappedValue = new
            onEditingChanged(false)
            return true
        }
        editingChanged = onEditingChanged
        self.value = number.map { number in
            AccessibilityValue(current: number, minimum: bounds.flatMap { Self.number($0.lowerBound) } ?? -.greatestFiniteMagnitude,
                               maximum: bounds.flatMap { Self.number($0.upperBound) } ?? .greatestFiniteMagnitude,
                               increment: abs(stepNumber ?? 1), description: "\(current)")
        }
    }

    init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void) {
        canIncrement = onIncrement != nil
        canDecrement = onDecrement != nil
        value = nil
        move = { move in
            switch move {
            case .increase: onIncrement?()
            case .decrease: onDecrement?()
            case .minimum, .maximum: break
            }
        }
        setNear = { _ in false }
        editingChanged = onEditingChanged
    }

    /// Whether `move` can go: the way it steps is open.
    func allows(_ move: SliderMove) -> Bool {
        switch move {
        case .increase: canIncrement
        case .decrease: canDecrement
        case .minimum: value != nil && canDecrement
        case .maximum: value != nil && canIncrement
        }
    }

    /// Steps as `move` says, where that way is open; returns whether it stepped.
    func step(_ move: SliderMove) -> Bool {
        guard allows(move) else { return false }
        editingChanged(true)
        self.move(move)
        editingChanged(false)
        return true
    }

    /// Sets the value a whole number of steps away nearest `target`, kept
    /// in the range, as an assistive tool sets it; returns whether it changed.
    func set(value target: Double) -> Bool { setNear(target) }

    /// A value as a number, where its type is one.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let integer as any BinaryInteger: Double(integer)
        case let floating as any BinaryFloatingPoint: Double(floating)
        default: nil
        }
    }

    static func == (a: StepperStepping, b: StepperStepping) -> Bool {
        a.canIncrement == b.canIncrement && a.canDecrement == b.canDecrement && a.value == b.value
    }
}
