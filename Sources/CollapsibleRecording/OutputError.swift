import CollapsiblePainter

/// Why a picture or a recording could not be made, in one line that names the file.
public enum OutputError: Error, CustomStringConvertible, Equatable {
    case unknownFormat(path: String)
    /// The frame or frames could not be drawn, such as a size too large.
    case picture(path: String, PainterError)
    case encoder(path: String, message: String)
    case folderMissing(path: String)
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownFormat(let path):
            return "cannot record \(path): the name must end in .webp or .gif"
        case .picture(let path, let error):
            return "cannot draw \(path): \(error)"
        case .encoder(let path, let message):
            return "cannot record \(path): \(message)"
        case .folderMissing(let path):
            return "cannot write \(path): its folder does not exist"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        }
    }
}
