/// Follows the pointer's events of one press for one gesture, from the
/// press that starts it to the release, or until another gesture wins.
/// Each gesture value makes a new one at each press.
public protocol _GestureRecognizer<Value>: AnyObject {
    associatedtype Value

    /// Takes the next event of the press, and says where the gesture is.
    /// Once it has ended or failed, it is given no more.
    func handle(_ event: _GestureEvent) -> _GesturePhase<Value>

    /// Another gesture won, or the press went with its view: what the
    /// gesture holds for the press is given back, a `GestureState` reset.
    func cancel()

    /// When the gesture changes with no event, on the clock of the events:
    /// a long press that has been held long enough. Nil where it waits for
    /// none.
    var deadline: Double? { get }
}

extension _GestureRecognizer {
    public func cancel() {}
    public var deadline: Double? { nil }
}

/// Where a gesture is after an event.
public enum _GesturePhase<Value> {
    /// Still being recognized, maybe with a value to show (a long press
    /// held), but claiming nothing yet: another gesture may still win.
    case possible(Value?)
    /// Recognized and under way: it wins over the gestures it competes with.
    case active(Value)
    case ended(Value)
    case failed

    /// The value the gesture reports, as `onChanged` and `updating` see it.
    var changedValue: Value? {
        switch self {
        case .possible(let value): value
        case .active(let value): value
        case .ended, .failed: nil
        }
    }

    var endedValue: Value? {
        if case .ended(let value) = self { value } else { nil }
    }

    /// Whether the gesture has claimed the press.
    var isRecognized: Bool {
        switch self {
        case .active, .ended: true
        case .possible, .failed: false
        }
    }

    var isOver: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .active: false
        }
    }

    func map<T>(_ transform: (Value) -> T) -> _GesturePhase<T> {
        switch self {
        case .possible(let value): .possible(value.map(transform))
        case .active(let value): .active(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }
}

/// One event of a press, in the window's points, on the clock of the
/// events in seconds.
public struct _GestureEvent {
    enum Kind {
        case pressed
        case moved
        case released
        /// Time passed with the button held and no other event: a deadline came.
        case held
        /// The view under the pointer was magnified by `scale` and turned by
        /// `rotation` since the first such event, as a touchpad's pinch does
        /// both and Control with the wheel magnifies; a release ends it.
        case magnified
    }

    let kind: Kind
    let location: Point
    let time: Double
    /// How many presses in a row this press makes, as a double click counts them.
    let clicks: Int
    /// How far a magnification has come, 1 being none.
    var scale = 1.0
    /// How far a pinch has turned, in radians clockwise on the screen.
    var rotation = 0.0

    /// Whether the event is a magnification's, which the pointer's
    /// gestures take no part in.
    var isMagnified: Bool { kind == .magnified }
}

/// What a gesture is made for at a press: the frame of the view it is
/// attached to, in the window's points.
public struct _GestureContext {
    let frame: Rect

    /// `location` in the window as measured in `space`: from the view's
    /// corner locally, else in the window, a named space's too.
    func point(_ location: Point, in space: CoordinateSpace) -> Point {
        guard case .local = space else { return location }
        return Point(x: location.x - frame.x, y: location.y - frame.y)
    }
}
