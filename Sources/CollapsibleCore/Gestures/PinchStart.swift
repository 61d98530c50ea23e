/// Where a pinch or a magnification started in a gesture's view: its
/// point there, and that point as a fraction of the view's size, as
/// `MagnifyGesture` and `RotateGesture` report them.
struct PinchStart {
    let location: Point
    let anchor: UnitPoint

    init(_ location: Point, in context: _GestureContext) {
        self.location = context.point(location, in: .local)
        let width = context.frame.width, height = context.frame.height
        anchor = UnitPoint(x: width > 0 ? self.location.x / width : 0, y: height > 0 ? self.location.y / height : 0)
    }
}
