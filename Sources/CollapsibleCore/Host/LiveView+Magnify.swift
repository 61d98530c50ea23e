/// A live view's magnification, as Control with the wheel makes it: the
/// gestures of the views under the pointer hear it from the first notch to
/// the release of Control, as the events of one press.
extension LiveView {
    /// Magnifies the views under `location` by `factor` more; returns
    /// whether their gestures changed anything, nil where no gesture is
    /// there to hear it.
    public mutating func magnify(by factor: Double, at location: Point, time: Double) -> Bool? {
        guard factor.isFinite, factor > 0 else { return nil }
        if pointer.magnifying == nil {
            let around = presentation.taps(at: location)
            let arena = GestureArena(around.map { (action: presentation.taps[$0].action, context: gestureContext(of: $0)) }, tap: nil)
            guard !arena.isEmpty else { return nil }
            pointer.magnifying = (arena, 1)
        }
        pointer.magnifying?.scale *= factor
        let scale = pointer.magnifying?.scale ?? 1
        let event = _GestureEvent(kind: .magnified, location: location, time: time, clicks: 0, scale: scale)
        withTransaction(Transaction()) { pointer.magnifying?.gestures.handle(event) }
        return update()
    }

    /// Control was let go: the magnification under way ends. Returns
    /// whether its gestures changed anything.
    @discardableResult
    public mutating func endMagnifying(time: Double) -> Bool {
        guard let magnifying = pointer.magnifying else { return false }
        pointer.magnifying = nil
        var gestures = magnifying.gestures
        let event = _GestureEvent(kind: .released, location: pointer.location ?? Point(x: 0, y: 0), time: time, clicks: 0,
                                  scale: magnifying.scale)
        withTransaction(Transaction()) { gestures.handle(event) }
        return update()
    }
}
