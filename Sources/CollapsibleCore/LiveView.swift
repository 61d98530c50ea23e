/// Hosts a `Collapsible` in a window, the part SwiftUI's runtime plays:
/// it owns the `expanded` state, animates its changes over time, routes
/// taps to the last item, and turns what is on screen into a `Scene`.
public struct LiveView<Item> {
    public private(set) var content: Collapsible<Item>
    public var size: Size
    /// The system background behind the view.
    public var background: Color = .systemBackground
    /// The scheme that system colours resolve in; a change shows in the next
    /// scene, also in the middle of an animation.
    public var colorScheme: ColorScheme = .light
    /// The desktop's switch for animations (GTK's gtk-enable-animations):
    /// while off, a toggle shows its new state at the next frame.
    public var animationsEnabled = true

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
        progress.animate(to: content.expanded ? 1 : 0, with: animationsEnabled ? content.animation : nil)
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

    /// The frame on screen, ready for a painter, its colours resolved in
    /// the colour scheme.
    public func scene(scale: Double) -> Scene {
        let layout = self.layout
        let scheme = colorScheme
        let items = zip(content.items, layout.frames).map { item, frame in
            let look = content.content(item)
            return Scene.Item(
                frame: frame, fill: look.fill?.resolved(in: scheme),
                stroke: look.stroke.map { Stroke(color: $0.color.resolved(in: scheme), lineWidth: $0.lineWidth) },
                text: look.text.map {
                    var text = $0
                    text.color = $0.color.resolved(in: scheme)
                    return text
                })
        }
        return Scene(
            size: size, scale: scale, background: background.resolved(in: scheme),
            band: content.background.map { Scene.Band(frame: layout.band, color: $0.resolved(in: scheme)) },
            items: items,
            shadow: content.shadowRadius.map {
                // SwiftUI's default shadow colour, black at 33 % in both schemes.
                Scene.Shadow(color: Color.black.opacity(0.33), radius: $0, offset: Point(x: 0, y: 0))
            })
    }
}
