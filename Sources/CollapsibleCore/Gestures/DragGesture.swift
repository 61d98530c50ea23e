/// SwiftUI's `DragGesture`: the pointer pressed and moved at least
/// `minimumDistance` from where it went down; it changes with each move
/// and ends at the release, wherever the pointer is then (the window keeps
/// the pointer while a button is down, so a release outside it ends the drag
/// too). With a minimum distance of 0 it starts at the press.
public struct DragGesture: _PrimitiveGesture {
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        /// In points a second, from the moves of the last tenth of a second.
        public var velocity: CGSize

        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the drag would come to rest were the pointer let go now,
        /// gliding on with its velocity and slowing as a scroll view does.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * DragGesture.glide, y: location.y + velocity.height * DragGesture.glide)
        }

        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }
    }

    /// How far a glide goes for each point a second it starts at: a scroll
    /// view's normal deceleration, which keeps 0.998 of the speed each
    /// millisecond, summed over the glide.
    static let glide = 0.998 / (1 - 0.998) / 1000

    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Value> {
        DragRecognizer(self, context)
    }
}

/// Follows a drag: idle until the pointer has gone far enough, then each
/// move, to the release.
final class DragRecognizer: _GestureRecognizer {
    private let gesture: DragGesture
    private let context: _GestureContext
    private var start: Point?
    private var isDragging = false
    /// The moves of the last tenth of a second, in the gesture's space, the newest last.
    private var recent: [(location: Point, time: Double)] = []

    init(_ gesture: DragGesture, _ context: _GestureContext) {
        self.gesture = gesture
        self.context = context
    }

    func handle(_ event: _GestureEvent) -> _GesturePhase<DragGesture.Value> {
        guard !event.isMagnified else { return .failed }
        let location = context.point(event.location, in: gesture.coordinateSpace)
        if event.kind == .held { return isDragging ? .active(value(at: location)) : .possible(nil) }
        recent.append((location, event.time))
        recent.removeAll { event.time - $0.time > 0.1 }
        guard let start else {
            self.start = location
            isDragging = !(gesture.minimumDistance > 0)
            return isDragging ? .active(value(at: location)) : .possible(nil)
        }
        if !isDragging, start.distance(to: location) >= gesture.minimumDistance { isDragging = true }
        guard isDragging else { return event.kind == .released ? .failed : .possible(nil) }
        return event.kind == .released ? .ended(value(at: location)) : .active(value(at: location))
    }

    private func value(at location: Point) -> DragGesture.Value {
        DragGesture.Value(location: location, startLocation: start ?? location, velocity: velocity)
    }

    private var velocity: CGSize {
        guard let first = recent.first, let last = recent.last, last.time > first.time else { return CGSize(width: 0, height: 0) }
        let elapsed = last.time - first.time
        return CGSize(width: (last.location.x - first.location.x) / elapsed, height: (last.location.y - first.location.y) / elapsed)
    }
}
