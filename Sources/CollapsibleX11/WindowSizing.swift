import CollapsibleCore
import CollapsibleDesktop

/// The window's size as the view is laid out in it: the size the server
/// last said, and the scale, which follows the desktop's; and the smallest
/// the window may be.
struct WindowSizing {
    private let window: Window
    private var scaling: ScaleFollowing
    /// In device pixels, as laid out.
    private(set) var size: (width: Int, height: Int)
    /// A size from ConfigureNotify not yet laid out; only the last one counts.
    private var newSize: (width: Int, height: Int)?
    /// The smallest the window may be, in logical pixels: the largest of the
    /// view's minimums in the states it has shown, so that no state is cut.
    private var minimum: Size

    init(_ start: Startup) {
        window = start.window
        scaling = start.scaling
        size = start.windowSize
        minimum = start.minimum
    }

    /// Device pixels per logical pixel, as the view is laid out and drawn.
    var scale: Double { scaling.scale }

    /// The server says the window has a new size, which `layOut` takes up.
    mutating func resized(width: Int, height: Int) {
        newSize = (width, height)
    }

    /// Lays `view` out again where the window has a new size, or a new
    /// scale came with it; returns that size. A resize is the window
    /// manager's or another client's doing, not the user's request: it is
    /// never refused. A window larger than the largest frame shows the
    /// largest frame at its top left, and its background beyond.
    mutating func layOut(_ view: inout LiveView) -> (width: Int, height: Int)? {
        guard let size = newSize else { return nil }
        newSize = nil
        let rescaled = scaling.windowResized()
        guard size != self.size || rescaled else { return nil }
        self.size = size
        let frame = FramePresenter.frameSize(for: size), scale = scaling.scale
        // Laid out now, even mid-motion, which goes on towards the new size's targets.
        view.size = Size(width: Double(frame.width) / scale, height: Double(frame.height) / scale)
        view.displayScale = scale
        return size
    }

    /// Keeps the window at least as large as `view` needs as it is now.
    mutating func fit(_ view: LiveView) {
        let needed = view.minimumSize
        guard needed.width > minimum.width || needed.height > minimum.height else { return }
        minimum = Size(width: max(minimum.width, needed.width), height: max(minimum.height, needed.height))
        scaling.setMinimum(minimum, of: window)
    }

    /// Takes up the desktop's scale, where the program follows it.
    mutating func followScale(of desktop: DesktopSettings) {
        // The newest size the window was given: one that came with the new
        // scale, in the same batch of events, is not laid out yet.
        if let unchanged = scaling.followDesktop(desktop, window: window, size: newSize ?? size, minimum: minimum) {
            newSize = unchanged
        }
    }

    /// A point of the window in device pixels, in logical pixels.
    func logical(_ x: Int, _ y: Int) -> Point {
        Point(x: Double(x) / scale, y: Double(y) / scale)
    }
}
