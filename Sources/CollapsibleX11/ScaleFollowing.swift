import CollapsibleCore
import CollapsibleDesktop

/// The scale the view is laid out and drawn at: the command line's, else
/// the desktop's, followed while the program runs. The window keeps its
/// logical size, as GTK's do: it asks for that size in the new scale's
/// device pixels, and the row is laid out at the new scale when the server
/// says the window has it.
struct ScaleFollowing {
    /// Device pixels per logical pixel, as the view is laid out and drawn.
    private(set) var scale: Double
    /// A new scale, applied when the window has its size in the new scale.
    private var pending: Double?
    /// A scale chosen on the command line stays whatever the desktop says.
    private let followsDesktop: Bool

    init(chosen: Double?, desktop: DesktopSettings, on display: Display) {
        scale = chosen ?? Self.scale(of: desktop, on: display)
        followsDesktop = chosen == nil
    }

    /// XSETTINGS Xft/DPI, else the Xft.dpi resource, else 1.
    private static func scale(of desktop: DesktopSettings, on display: Display) -> Double {
        (desktop.scale ?? display.resourceScale).map {
            min(max($0, WindowOptions.scaleLimit.lowerBound), WindowOptions.scaleLimit.upperBound)
        } ?? 1
    }

    /// Tells `window` the smallest it may be, `minimum` in logical pixels,
    /// in the scale that its size is asked in.
    func setMinimum(_ minimum: Size, of window: Window) {
        let pixels = minimum.pixels(scale: pending ?? scale)
        window.setMinimumSize(width: pixels.width, height: pixels.height)
    }

    /// Takes up the desktop's scale when it is a new one: asks `window`,
    /// `size` in device pixels of the scale now, for the same logical size
    /// in the new scale. Returns that size when the window has it already:
    /// the same size in device pixels makes no ConfigureNotify, so the
    /// caller lays it out as if one had come.
    mutating func followDesktop(_ desktop: DesktopSettings, window: Window, size: (width: Int, height: Int),
                                minimum: Size) -> (width: Int, height: Int)? {
        guard followsDesktop else { return nil }
        let newScale = Self.scale(of: desktop, on: window.display)
        guard newScale != (pending ?? scale) else { return nil }
        // The window's size until the server says otherwise is in the old scale.
        let side = { [scale] (device: Int) in
            let logical = Double(device) / scale
            return min(max(Int((logical * newScale).rounded()), WindowOptions.sizeLimit.lowerBound), WindowOptions.sizeLimit.upperBound)
        }
        pending = newScale
        let asked = (width: side(size.width), height: side(size.height))
        // The minimum first, so that a window manager holding to the old
        // one does not refuse a smaller window.
        setMinimum(minimum, of: window)
        window.resize(width: asked.width, height: asked.height)
        return asked == size ? asked : nil
    }

    /// The server says the window has a new size: a new scale applies from
    /// now on. Returns whether there was one.
    mutating func windowResized() -> Bool {
        guard let pending else { return false }
        scale = pending
        self.pending = nil
        return true
    }
}
