// Only the files of this folder import Xlib. The loop beside them has a
// `Display`, a `Window`, a `FrameBuffer` and `Event`s, never an XEvent, and
// no other module of the program depends on the X libraries at all.

/// Why the program cannot go on with the X server, as one line for stderr.
public enum DisplayError: Error, CustomStringConvertible {
    case noDisplay
    /// `reason` is the server's, when it answered with a refusal.
    case cannotOpen(display: String, reason: String?)
    case connectionLost(display: String)
    case refused(display: String, error: String)
    case unsupportedVisual(display: String)
    case windowDestroyed(display: String)

    public var description: String {
        switch self {
        case .noDisplay:
            return "no X display: DISPLAY is not set (use --render FILE.png to draw without one)"
        case .cannotOpen(let display, let reason?):
            return "cannot open X display \(display): the X server refused the connection: \(reason)"
        case .cannotOpen(let display, nil):
            // Xlib also fails, without a word, for a screen the server lacks.
            guard let screen = display.split(separator: ":").last?.split(separator: ".").dropFirst().first else {
                return "cannot open X display \(display): no X server answers there"
            }
            return "cannot open X display \(display): no X server answers there, or it has no screen \(screen)"
        case .connectionLost(let display):
            return "lost the connection to the X server \(display)"
        case .refused(let display, let error):
            return "the X server \(display) refused a request: \(error)"
        case .unsupportedVisual(let display):
            return "the X server \(display) offers no 24-bit TrueColor visual, which this program draws for"
        case .windowDestroyed(let display):
            return "another client of the X server \(display) destroyed the window"
        }
    }
}
