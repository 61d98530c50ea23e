import CCairo

/// Why a surface could not be made, drawn or encoded, in one line a user can act on.
public enum PainterError: Error, CustomStringConvertible, Equatable, Sendable {
    case invalidSize(width: Int, height: Int)
    case tooLarge(width: Int, height: Int, bytes: Int)
    case cairo(operation: String, message: String)

    public var description: String {
        switch self {
        case .invalidSize(let width, let height):
            "image size \(width)x\(height) is invalid: each side must be 1 to \(ImageSurface.maxSide) pixels"
        case .tooLarge(let width, let height, let bytes):
            "image size \(width)x\(height) needs \(bytes / (1 << 20)) MiB, more than the \(ImageSurface.maxBytes / (1 << 20)) MiB allowed"
        case .cairo(let operation, let message): "\(operation) failed: \(message)"
        }
    }

    static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws(PainterError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(operation: operation(), message: String(cString: cairo_status_to_string(status)))
        }
    }
}
