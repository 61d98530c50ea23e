/// One frame as the painter draws it: drawing commands in SwiftUI's order,
/// each over the ones before, with their frames where the motion has them
/// now and their colours resolved in the current scheme. Coordinates are
/// logical pixels in the window; the painter multiplies them by `scale`.
public struct DisplayList: Equatable, Sendable {
    /// The window's size in logical pixels.
    public var size: Size
    public var scale: Double
    /// The window's own colour behind every item (the system background).
    public var background: Color
    public var items: [DisplayItem]

    public init(size: Size, scale: Double, background: Color, items: [DisplayItem]) {
        self.size = size
        self.scale = scale
        self.background = background
        self.items = items
    }
}

/// One view that draws, or an effect over the views under it.
public struct DisplayItem: Equatable, Sendable {
    /// The view that drew it: the same view from frame to frame.
    public var id: ViewID
    /// The view's frame, in window coordinates: the shape's bounds, the
    /// box a text's lines are centred in, or the frame of an effect's view.
    public var frame: Rect
    public var content: Content

    public init(id: ViewID, frame: Rect, content: Content) {
        self.id = id
        self.frame = frame
        self.content = content
    }

    public indirect enum Content: Equatable, Sendable {
        /// A shape in its frame, filled or stroked.
        case shape(ShapeKind, ShapePaint)
        /// A text set again in `size`, the size layout chose for it (nil:
        /// the size it likes), and the box of its lines centred on the
        /// frame. Its lines break where they broke when it was measured,
        /// also while the frame moves or changes size.
        case text(StyledText, size: Size?)
        /// A picture scaled over the frame, or the placeholder of one that
        /// cannot be drawn.
        case image(ImagePaint)
        /// Items drawn together, then changed as one.
        case effect(Effect, [DisplayItem])
        /// A canvas's paths, each filled or stroked over the ones before.
        case paths(PathRun)
    }
}

/// The outline of a shape in its frame, as SwiftUI's built-in shapes have it.
public enum ShapeKind: Equatable, Sendable {
    case rectangle
    /// Corners of `style`, the radius capped at half the shorter side.
    case roundedRectangle(cornerRadius: Double, style: RoundedCornerStyle = .circular)
    /// The largest circle centred in the frame.
    case circle
    /// Ends of radius half the shorter side.
    case capsule
    /// A shape of one's own: its path in the frame's coordinates.
    case path(Path)
}

public enum ShapePaint: Equatable, Sendable {
    case fill(Paint, FillStyle)
    /// Centred on the outline, as SwiftUI's `stroke`: half the line lies outside.
    case stroke(Paint, StrokeStyle)

    /// A fill of one colour, by the nonzero rule.
    public static func fill(_ color: Color) -> ShapePaint { .fill(.color(color), FillStyle()) }

    /// A plain line of one colour.
    public static func stroke(_ color: Color, lineWidth: Double) -> ShapePaint {
        .stroke(.color(color), StrokeStyle(lineWidth: lineWidth))
    }

    public var paint: Paint {
        switch self {
        case .fill(let paint, _), .stroke(let paint, _): paint
        }
    }

    /// The same fill or line in `paint`.
    func painted(_ paint: Paint) -> ShapePaint {
        switch self {
        case .fill(_, let style): .fill(paint, style)
        case .stroke(_, let style): .stroke(paint, style)
        }
    }
}

public enum Effect: Equatable, Sendable {
    /// The group's pixels at this opacity, 0 to 1.
    case opacity(Double)
    /// A drop shadow of the group's alpha, drawn beneath it.
    case shadow(Shadow)
    /// The group drawn through `transform`, which maps its window
    /// coordinates to where it shows, in logical pixels.
    case transform(CGAffineTransform)
    /// The group drawn only inside the outline of a shape in `frame`, by
    /// the fill rule and smoothing of `style`.
    case clip(ShapeKind, frame: Rect, style: FillStyle)
    /// The group's pixels blurred by a Gaussian of this standard deviation,
    /// in logical pixels. SwiftUI's `blur(radius:)` is this radius: the view's
    /// `_BlurEffect` makes the same blur filter as `GraphicsContext`'s
    /// `Filter.blur(radius:)`, whose radius Apple documents as "the standard
    /// deviation of the Gaussian blur", as `shadow(radius:)`'s is. Dithered,
    /// a little noise is added to each level before it is rounded to 8 bits.
    case blur(radius: Double, dithers: Bool = false)
    /// The group's pixels laid over what is under them by the mode's rule.
    case blend(GraphicsContext.BlendMode)
    /// Each of the group's pixels, its colour unpremultiplied, through the matrix.
    case colorMatrix(ColorMatrix)
    /// The group's pixels kept as far as the items of the mask, drawn in
    /// the same coordinates, cover them.
    case mask([DisplayItem])
    /// The group drawn through a transform with perspective, which maps its
    /// window coordinates to where it shows, in logical pixels.
    case projection(ProjectionTransform)

    /// A clip by the nonzero rule, with smooth edges.
    public static func clip(_ kind: ShapeKind, frame: Rect) -> Effect { .clip(kind, frame: frame, style: FillStyle()) }
}

/// A Gaussian drop shadow: `radius` is SwiftUI's (and Core Animation's
/// `shadowRadius`), the blur's standard deviation in logical pixels.
public struct Shadow: Equatable, Sendable {
    public var color: Color
    public var radius: Double
    public var offset: Point
    /// How the shadow is laid over what is under it.
    public var blendMode: GraphicsContext.BlendMode
    /// Above the group or beneath it, alone, of the group's alpha or its inverse.
    public var options: GraphicsContext.ShadowOptions

    public init(color: Color, radius: Double, offset: Point, blendMode: GraphicsContext.BlendMode = .normal,
                options: GraphicsContext.ShadowOptions = []) {
        self.color = color
        self.radius = radius
        self.offset = offset
        self.blendMode = blendMode
        self.options = options
    }
}
