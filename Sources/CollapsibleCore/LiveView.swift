/// Hosts a `Collapsible` in a window, the part SwiftUI's runtime plays:
/// it owns the `expanded` state, animates its changes over time, routes
/// taps to the last item, and turns what is on screen into a `Scene`.
public struct LiveView<Item> {
    public private(set) var content: Collapsible<Item>
    public var size: Size
    /// The system background behind the view (white in light mode).
    public var background: Color = .white

    /// 0 is collapsed and 1 expanded; in between while animating.
    private var progress: Animator
    private var tap = TapGesture()

    /// `expanded` is the state to start in, settled, with no animation.
    public init(_ content: Collapsible<Item>, size: Size, expanded: Bool = false) {
        self.content = content
        self.content.expanded = expanded
        self.size = size
        progress = Animator(value: expanded ? 1 : 0)
    }

    public var expanded: Bool { content.expanded }
    public var isAnimating: Bool { progress.isAnimating }
    /// How far the frame on screen is from collapsed (0) to expanded (1).
    public var shownProgress: Double { progress.value }

    /// `self.expanded.toggle()`, animated with the view's animation.
    public mutating func toggle() {
        content.expanded.toggle()
        progress.animate(to: content.expanded ? 1 : 0, with: content.animation)
    }

    /// Moves the presentation to a new frame at `time`, in seconds on a
    /// monotonic clock. The first frame after a toggle starts its animation.
    public mutating func advance(to time: Double) {
        progress.advance(to: time)
    }

    /// What is on screen: the layout at the presented progress, for the
    /// current size (a resize mid-animation heads for the new size's targets).
    public var layout: CollapsibleLayout {
        content.layout(in: size, progress: progress.value)
    }

    // The tap belongs to the last item only, as drawn at that moment.

    public mutating func pointerPressed(at location: Point, time: Double) {
        let last = content.items.count - 1
        tap.pressed(at: location, time: time, onTarget: last >= 0 && layout.item(at: location) == last)
    }

    public mutating func pointerMoved(to location: Point) {
        tap.moved(to: location)
    }

    /// Ends a press; a completed tap toggles. Returns whether it did.
    @discardableResult
    public mutating func pointerReleased(at location: Point, time: Double) -> Bool {
        guard tap.released(at: location, time: time) else { return false }
        toggle()
        return true
    }

    /// The frame on screen, ready for a painter.
    public func scene(scale: Double) -> Scene {
        let layout = self.layout
        let items = zip(content.items, layout.frames).map { item, frame in
            let look = content.content(item)
            return Scene.Item(frame: frame, fill: look.fill, stroke: look.stroke, text: look.text)
        }
        return Scene(
            size: size, scale: scale, background: background,
            band: content.background.map { Scene.Band(frame: layout.band, color: $0) },
            items: items,
            shadow: content.shadowRadius.map {
                // SwiftUI's default shadow colour: black at 33 %.
                Scene.Shadow(color: Color.black.opacity(0.33), radius: $0, offset: Point(x: 0, y: 0))
            })
    }
}
