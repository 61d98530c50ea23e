/// How large an image is, for layout: the core reads no image files and
/// knows no icon theme, so the host hands it whatever draws its images
/// (the painter), and the sizes it gives are those of the very pictures it
/// draws. A host whose text measure draws images too is asked through it
/// (see `LiveView.images`).
public protocol ImageMeasuring {
    /// The picture's own size in pixels: a file's pixels, an SVG's
    /// intrinsic size, or the icon that draws a symbol at its natural size,
    /// which gives the symbol its shape; or why none can be drawn.
    func size(of image: ImageSource) throws(ImageFailure) -> Size
}

/// Where an image's picture comes from.
public enum ImageSource: Hashable, Sendable {
    /// A PNG, JPEG or SVG file of the program's resources, by its path.
    case file(String)
    /// An SF Symbol, by SwiftUI's name for it, drawn from the desktop's icon theme.
    case symbol(String)
}

/// Why an image has no picture: a file that does not decode, a symbol with
/// no icon. Said to the user in a line of its own.
public struct ImageFailure: Error, Equatable, Sendable {
    public var reason: String

    public init(_ reason: String) { self.reason = reason }
}
