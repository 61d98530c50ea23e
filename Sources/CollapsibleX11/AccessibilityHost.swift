import CX11
import CollapsibleAccessibility
import CollapsibleCore
import Glibc
import Timekeeping

/// The window's side of the accessibility bridge: what it shows, handed
/// over only when it changed, and only while an assistive tool may listen.
/// With accessibility off a toggle costs one comparison here.
struct AccessibilityHost {
    private let bridge: AccessibilityBridge
    private let title: String
    /// What was handed over last: the tree changes only with these, which
    /// are compared at every turn of the loop, and so hold no string.
    private var shown: Shown?
    /// The tree handed over last: a motion that ends or the focus changes
    /// what is said of it, not the tree itself.
    private var tree: AccessibilityElement?
    /// What each key the bridge holds is to the views and does in the
    /// window, in the order it holds them.
    private var heldKeys: [HeldKey] = []

    /// A key a screen reader may take: what the views hear of it, and the
    /// window's command, for when none does.
    struct HeldKey {
        let press: KeyPress?
        let command: KeyCommand?
    }

    private struct Shown: Equatable {
        /// The view's evaluations so far: a new one may show something new.
        var evaluation: Int
        /// How many times a scroll view moved: its content is elsewhere.
        var scrolled: Int
        var moving: Bool
        var width: Int
        var height: Int
        var scale: Double
        var isFocused: Bool
        var focusedControl: ViewID?
    }

    /// Nil without a session bus or an accessibility bus: nothing to follow.
    /// `measure` set the view's texts, and tells where their characters lie.
    init?(window: Window, title: String, application: AccessibleApplication, measure: any TextMeasuring,
          diagnostics: Diagnostics) {
        let display = window.display
        guard let bridge = AccessibilityBridge(
            application: application,
            diagnostics: diagnostics,
            screenOrigin: { [display, id = window.id] in
                // One round trip, only when a client asks for screen
                // coordinates: the window manager may have moved the window
                // anywhere, and its frame is between the window and the root.
                var x: Int32 = 0, y: Int32 = 0
                var child: CX11.Window = 0
                guard XTranslateCoordinates(display.raw, id, display.root, 0, 0, &x, &y, &child) != 0 else { return (0, 0) }
                return (Int(x), Int(y))
            }, measure: measure) else { return nil }
        self.bridge = bridge
        self.title = title
    }

    /// Hands the bridge the tree of `view` if anything it shows changed.
    mutating func follow(_ view: LiveView, size: (width: Int, height: Int), scale: Double, isFocused: Bool) {
        guard bridge.isServing else { return }
        let now = Shown(evaluation: view.evaluations, scrolled: view.scrollMoves, moving: view.isAnimating, width: size.width, height: size.height,
                        scale: scale, isFocused: isFocused,
                        focusedControl: view.focusedControl ?? view.frontmostTapTarget)
        guard now != shown || bridge.wantsTree else { return }
        let sameTree = shown.map {
            ($0.evaluation, $0.scrolled, $0.width, $0.height, $0.scale) == (now.evaluation, now.scrolled, now.width, now.height, now.scale)
        }
        let tree = sameTree == true ? self.tree ?? view.accessibilityRoot : view.accessibilityRoot
        self.tree = tree
        shown = now
        let window = AccessibleWindow(title: title, width: size.width, height: size.height, scale: scale,
                                      isFocused: isFocused, focusedView: now.focusedControl)
        bridge.show(tree, in: window, moving: now.moving)
    }

    var pollDescriptors: [pollfd] { bridge.pollDescriptors }
    var deadline: Double? { bridge.deadline }

    /// Offers `key` to a screen reader first; false when there is none to
    /// ask, and the loop acts on it now.
    mutating func offer(_ key: Key) -> Bool {
        guard bridge.offer(key.stroke) else { return false }
        heldKeys.append(HeldKey(press: key.press, command: key.command))
        return true
    }

    /// What came on the buses: the views assistive tools pressed, the values
    /// they set, the views they asked to bring in sight, and the keys held that no screen reader
    /// took, in order. A wake-up for something else, with nothing due here,
    /// costs no look at the buses.
    mutating func process(polled: ArraySlice<pollfd>)
        -> (presses: [ViewID], settings: [ValueSetting], scrolls: [ViewID], keys: [HeldKey]) {
        let due = bridge.deadline.map { $0 <= MonotonicClock.seconds() } ?? false
        guard due || polled.contains(where: { $0.revents != 0 }) else { return ([], [], [], []) }
        let requests = bridge.process()
        let answered = heldKeys.prefix(requests.keysTaken.count)
        heldKeys.removeFirst(answered.count)
        let keys = zip(answered, requests.keysTaken).compactMap { key, taken in taken ? nil : key }
        return (requests.presses, requests.settings, requests.scrolls, keys)
    }
}
