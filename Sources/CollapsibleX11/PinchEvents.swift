import CollapsibleCore

/// A touchpad's pinch as XInput 2.4 reports it: from the fingers' first move to their lift,
/// its scale since the pinch began, as libinput gives it, and its turn in degrees clockwise
/// since the last event, which adds up to the pinch's rotation. A scale that is no number, or
/// none or less, and an angle that is no number, are not moves: the pinch stays where it was.
struct PinchEvents: Equatable {
    /// Which of the pinch's events the server sent.
    enum Phase: Equatable {
        case begin, update, end
    }

    /// What the pinch came to with one event.
    enum Pinch: Equatable {
        case changed(scale: Double, rotation: Angle)
        /// The fingers lifted.
        case ended
        /// The touchpad took the fingers for another gesture: the pinch counts for nothing.
        case cancelled
    }

    private var scale = 1.0
    /// In degrees, as the events count it.
    private var rotation = 0.0
    private var isUnderWay = false

    init() {}

    /// Takes one event of a pinch, with the figures it carries; nil for an end with no pinch
    /// under way.
    mutating func take(_ phase: Phase, scale: Double, deltaAngle: Double, cancelled: Bool) -> Pinch? {
        if phase == .end {
            guard isUnderWay else { return nil }
            self = PinchEvents()
            return cancelled ? .cancelled : .ended
        }
        if phase == .begin || !isUnderWay { self = PinchEvents() }
        isUnderWay = true
        if scale.isFinite, scale > 0 { self.scale = scale }
        if deltaAngle.isFinite { rotation += deltaAngle }
        return .changed(scale: self.scale, rotation: .degrees(rotation))
    }
}
