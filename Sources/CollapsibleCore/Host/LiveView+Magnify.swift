/// A live view's magnification, as Control with the wheel makes it, and a
/// touchpad's pinch, which magnifies and turns at once: the gestures of the
/// views under the pointer hear it from the first notch, or the fingers'
/// first move, to the release of Control or the fingers' lift, as the
/// events of one press.
extension LiveView {
    /// Magnifies the views under `location` by `factor` more; returns
    /// whether their gestures changed anything, nil where no gesture is
    /// there to hear it.
    public mutating func magnify(by factor: Double, at location: Point, time: Double) -> Bool? {
        guard factor.isFinite, factor > 0 else { return nil }
        return pinch(scale: (pointer.magnifying?.scale ?? 1) * factor, rotation: .radians(pointer.magnifying?.rotation ?? 0),
                     at: location, time: time)
    }

    /// A pinch under `location` has come to `scale` and turned by `rotation`
    /// clockwise since it began; returns whether the gestures there changed
    /// anything, nil where no gesture is there to hear it, or where the
    /// pinch's figures are nonsense.
    public mutating func pinch(scale: Double, rotation: Angle, at location: Point, time: Double) -> Bool? {
        let rotation = rotation.radians
        guard scale.isFinite, scale > 0, rotation.isFinite else { return nil }
        if pointer.magnifying == nil {
            let around = presentation.taps(at: location)
            let arena = GestureArena(around.map { (action: presentation.taps[$0].action, context: gestureContext(of: $0)) }, tap: nil)
            guard !arena.isEmpty else { return nil }
            pointer.magnifying = (arena, 1, 0)
        }
        pointer.magnifying?.scale = scale
        pointer.magnifying?.rotation = rotation
        let event = _GestureEvent(kind: .magnified, location: location, time: time, clicks: 0, scale: scale, rotation: rotation)
        withTransaction(Transaction()) { pointer.magnifying?.gestures.handle(event) }
        return update()
    }

    /// Control was let go, or the fingers lifted: the magnification under
    /// way ends, or where `cancelled` (the touchpad took the fingers for
    /// another gesture) its gestures give up with no end. Returns whether
    /// its gestures changed anything.
    @discardableResult
    public mutating func endMagnifying(time: Double, cancelled: Bool = false) -> Bool {
        guard let magnifying = pointer.magnifying else { return false }
        pointer.magnifying = nil
        var gestures = magnifying.gestures
        let event = _GestureEvent(kind: .released, location: pointer.location ?? Point(x: 0, y: 0), time: time, clicks: 0,
                                  scale: magnifying.scale, rotation: magnifying.rotation)
        withTransaction(Transaction()) { cancelled ? gestures.cancel() : gestures.handle(event) }
        return update()
    }
}
