/// SwiftUI's `TapGesture`: `count` presses in a row, each released where
/// it went down, as `TapRecognizer` counts a tap; it ends at the last
/// release. Presses in a row are those a double click counts.
public struct TapGesture: _PrimitiveGesture {
    public typealias Value = Void

    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Void> {
        TapGestureRecognizer(count: count).reporting { _ in () }
    }
}

/// One press of a tap: it fails where the press strays or lasts too long,
/// and ends the tap where it is the last of the presses in a row asked for.
final class TapGestureRecognizer: _GestureRecognizer {
    private let count: Int
    private var recognizer = TapRecognizer()

    init(count: Int) {
        self.count = count
    }

    func handle(_ event: _GestureEvent) -> _GesturePhase<Point> {
        switch event.kind {
        case .magnified:
            return .failed
        case .pressed:
            recognizer.pressed(at: event.location, time: event.time, onTarget: event.clicks == max(count, 1))
            return .possible(nil)
        case .moved, .held:
            recognizer.moved(to: event.location)
            return .possible(nil)
        case .released:
            return recognizer.released(at: event.location, time: event.time) ? .ended(event.location) : .failed
        }
    }
}

extension TapGestureRecognizer {
    /// The recognizer for a gesture whose value is the tap's place, or none.
    func reporting<Value>(_ value: @escaping (Point) -> Value) -> any _GestureRecognizer<Value> {
        MappedRecognizer(base: self, transform: value)
    }
}
