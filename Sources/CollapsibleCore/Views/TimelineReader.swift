/// What a `TimelineView` stands on, with no calendar of its own: its content
/// made from the time of the frame being drawn, in seconds on the host's
/// monotonic clock (nil before the first frame), with when it is to be made
/// again. The host draws a frame at each update due, and the content is
/// walked again for it, as a `GeometryReader`'s is for a new frame. A
/// schedule that cannot go on says why once, in `warning`.
public struct _TimelineReader<Content: View>: _PrimitiveView {
    public typealias Step = (content: Content, next: _TimelineUpdate, warning: String?)

    public var content: (_ time: Double?) -> Step

    public init(content: @escaping (_ time: Double?) -> Step) {
        self.content = content
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let time = context.frameTime
        var next = _TimelineUpdate.never, warning: String?
        let view = context.tracking(.walk) { () -> Content in
            let made = content(time)
            (next, warning) = (made.next, made.warning)
            return made.content
        }
        if let warning { context.warnOnce(about: id, warning) }
        context.scheduleTimeline(next, at: id)
        return view._resolve(in: &context, at: id.child(0))
    }
}

/// When a timeline's content is made again.
public enum _TimelineUpdate: Equatable, Sendable {
    /// At every frame the display shows, for as long as it is there.
    case everyFrame
    /// At the first frame at or after this time on the host's clock.
    case at(Double)
    /// Not until something else makes it again: a paused or finished timeline.
    case never
}

/// A timeline's next update, with the frame time it was made at.
struct TimelineEntry {
    var next: _TimelineUpdate
    var madeAt: Double?

    /// Whether a frame at `time` shows the content made again.
    func isDue(at time: Double) -> Bool {
        switch next {
        case .everyFrame: madeAt != time
        case .at(let due): due <= time
        case .never: false
        }
    }
}

extension _ResolveContext {
    /// Keeps when the timeline at `id` is made again; the body walking it
    /// is walked again then.
    mutating func scheduleTimeline(_ next: _TimelineUpdate, at id: ViewID) {
        region.timelines[id] = TimelineEntry(next: next, madeAt: frameTime)
        read(.time, id)
    }
}
