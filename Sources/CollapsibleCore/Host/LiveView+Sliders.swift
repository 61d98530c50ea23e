/// A live view's sliders and steppers: a press and a drag, a key, an
/// assistive tool's setting, each set through the binding as its user would.
extension LiveView {
    /// A press on a slider: on its thumb it takes the thumb where it holds
    /// it, elsewhere on the track it moves the thumb's centre there.
    mutating func pressSlider(_ id: ViewID, _ slider: SliderAdjustment, frame: Rect, at location: Point, time: Double) -> Bool {
        pointer.tap = nil
        pointer.recognizer.pressed(at: location, time: time, onTarget: false)
        focus.clicked(id)
        pointer.dragged = SliderDrag(id: id, grab: SliderGeometry(frame: frame).grab(at: location.x, thumbAt: slider.fraction), pressed: slider)
        slider.editingChanged(true)
        return drag(to: location) || update()
    }

    /// The dragged slider's thumb, to follow the pointer at `location`.
    mutating func drag(to location: Point) -> Bool {
        guard let dragged = pointer.dragged, let frame = presentation.taps.first(where: { $0.id == dragged.id })?.frame else { return false }
        let fraction = SliderGeometry(frame: frame).fraction(at: location.x - dragged.grab)
        return adjust(dragged.id) { $0.set(fraction: fraction) }
    }

    /// The slider `id` as drawn now.
    private func slider(_ id: ViewID) -> SliderAdjustment? {
        tap(id)?.slider
    }

    /// The control of the view `id` as drawn now.
    private func tap(_ id: ViewID) -> TapAction.Control? {
        presentation.taps.first { $0.id == id }?.action.control
    }

    /// Steps `stepper` as a tap on its half would; returns whether it stepped.
    private mutating func step(_ stepper: StepperStepping, _ move: SliderMove) -> Bool {
        withTransaction(Transaction()) { stepper.step(move) } && update()
    }

    /// Sets the slider `id` as `change` says, in a transaction of its own as
    /// a tap's action runs, and shows it. Returns whether it changed anything.
    private mutating func adjust(_ id: ViewID, _ change: (SliderAdjustment) -> Bool) -> Bool {
        guard let slider = slider(id) else { return false }
        let changed = withTransaction(Transaction()) { change(slider) }
        return changed && update()
    }

    /// Moves the focused slider as an arrow key, Home or End does, or the
    /// selection of the list whose row has the focus; returns whether its
    /// value changed.
    @discardableResult
    public mutating func adjustFocused(_ move: SliderMove) -> Bool {
        if let stepped = stepListRow(move) { return stepped }
        if let turned = turnFocusedPages(move) { return turned }
        guard let control = focusedControl else { return false }
        if let stepper = tap(control)?.stepper { return step(stepper, move) }
        return adjust(control) { $0.set(move) }
    }

    /// Sets the slider `id` to `value`, kept in its range and to its steps,
    /// as an assistive tool sets it; returns whether it changed.
    @discardableResult
    public mutating func setValue(_ value: Double, of id: ViewID) -> Bool {
        if let stepper = tap(id)?.stepper { return withTransaction(Transaction()) { stepper.set(value: value) } && update() }
        return adjust(id) { $0.set(value: value) } || setScrollBar(id, to: value)
    }
}
