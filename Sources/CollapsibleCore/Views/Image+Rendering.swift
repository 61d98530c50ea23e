/// How an image is drawn: what it does with a size of its own, whether its
/// colours or its shape alone show, and how its pixels are sampled.
extension Image {
    /// SwiftUI's `Image.ResizingMode`: a picture stretched over its size,
    /// or repeated at its natural size.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// SwiftUI's `Image.TemplateRenderingMode`: a template is its shape
    /// alone, filled with the foreground colour; an original keeps its colours.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// SwiftUI's `Image.Interpolation`: how a scaled picture's pixels are sampled.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// The image takes the size it is offered, where it would keep its own:
    /// stretched over it, or tiled; `capInsets` is the border, in points,
    /// that keeps its size while the middle stretches or tiles.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
        return copy
    }

    /// nil leaves it as the image has it: a symbol a template, a picture original.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    /// Whether the edges of the picture are smoothed where they fall between pixels.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }
}
