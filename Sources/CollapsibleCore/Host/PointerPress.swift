/// The pointer's primary button while it is down: where it went down, and
/// what it went down on.
struct PointerPress {
    var recognizer = TapRecognizer()
    /// The tap gesture the press landed on.
    var tap: TapAction?
    /// The control the press landed on, drawn pressed.
    var control: ViewID?
    /// The modifier keys held at the press, which a list's row reads.
    var modifiers: EventModifiers = []
    /// The slider the press landed on, which follows the pointer until the
    /// release.
    var dragged: SliderDrag?
    /// The scroll bar the press caught by its bar, which follows the
    /// pointer until the release.
    var scrollBar: ScrollBarDrag?
    /// The list's row the press caught in edit mode, or after a long
    /// press, which follows the pointer and which the release drops where
    /// it is.
    var rowDrag: ListRowDrag?
    /// A row that moves, pressed outside edit mode, where it was pressed:
    /// it is dragged once the press is held still as long as a long press.
    var heldRow: (drag: ListRowDrag, at: Point)?
    /// The sheet the press caught on its panel, pulled down until the release.
    var sheetDrag: SheetDrag?
    /// The sheet let go short of its dismissal, springing back.
    var sheetSpring: SheetSpring?
    /// The text field a single press put the caret in, whose selection
    /// runs from there to the pointer until the release.
    var selecting: ViewID?
    /// The list's row with swipe actions the press landed on, which a move
    /// across swipes.
    var swipePress: RowSwipePress?
    /// The row a swipe slides: dragged, let go, or resting open.
    var rowSwipe: ListRowSwipe?
    /// Whether the press went to a row's swipe, which takes its release too.
    var swipeTaken = false
    /// The page view the press landed on, which a drag across turns at the release.
    var swipedPages: PageSwipe?
    var clicks = ClickCount()
    /// The gestures the press reaches, competing for it.
    var gestures: GestureArena?
    /// Where the pointer last moved while gestures follow it, not yet
    /// handed to them: motion is handed over once a frame.
    var motion: (location: Point, time: Double)?
    /// Whether a gesture won the press from the tap or control it landed on.
    var tapLost = false
    /// The time of the last event of the press.
    var time = 0.0
    /// Where the pointer is over the window, as it last moved; nil while
    /// it is outside.
    var location: Point?
    /// Where the pointer moved over views that follow it, not yet told:
    /// told once a frame.
    var hover: Point?
    /// The views that follow the pointer that it is over, as last told.
    var hovered: [(id: ViewID, action: HoverAction)] = []
    /// The gestures a magnification or a pinch under way reaches, with how
    /// far it has come.
    var magnifying: (gestures: GestureArena, scale: Double, rotation: Double)?
}

/// A scroll view's bar the pointer drags: how far along the bar the press
/// caught it.
struct ScrollBarDrag {
    var scroller: ViewID
    var axis: Axis
    var grab: Double
}

/// Presses in a row, as a double or triple click counts them: each within
/// GTK's double-click time and distance of the last.
struct ClickCount {
    private var last: (location: Point, time: Double)?
    private var count = 0

    /// Counts a press at `location` and `time`; returns how many in a row it makes.
    mutating func press(at location: Point, time: Double) -> Int {
        if let last, time - last.time <= 0.4, abs(location.x - last.location.x) <= 5, abs(location.y - last.location.y) <= 5 {
            count = count % 3 + 1
        } else {
            count = 1
        }
        last = (location, time)
        return count
    }
}

/// A slider the pointer drags: how far from its thumb's centre the press
/// caught it, and the slider as pressed, which the release tells that the
/// editing ended even where the drag took it out of the tree.
struct SliderDrag {
    var id: ViewID
    var grab: Double
    var pressed: SliderAdjustment
}
