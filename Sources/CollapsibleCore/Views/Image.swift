/// SwiftUI's `Image`: a picture from the program's resources, or an SF
/// Symbol drawn from the desktop's icon theme. A picture is as large as
/// its pixels, in points, until it is made `resizable()`; a symbol is as
/// tall as the font around it, scaled by `imageScale`, and drawn in the
/// foreground colour as a symbolic icon is, its shape a mask. A picture
/// that cannot be drawn (a file that does not decode, a symbol with no
/// icon) shows a placeholder of a symbol's size, and is warned of once.
///
/// Assistive tools see an image as an image named by its label: a
/// symbol's name, its dots read as spaces, as VoiceOver says it; a
/// resource's name. A decorative one is not shown to them.
public struct Image: _PrimitiveView, Equatable, Sendable {
    /// Where the picture comes from; nil for a resource the program does not have.
    var source: ImageSource?
    /// How the image is named in a warning.
    var name: String
    /// What assistive tools say for it; nil for a decorative image, which they do not see.
    var label: String?
    /// How it fills a size of its own; nil while it keeps its natural size.
    var resizing: Resizing?
    /// nil: a symbol is a template, a picture is drawn as it is.
    var renderingMode: TemplateRenderingMode?
    var interpolation = Interpolation.low
    var isAntialiased = true

    struct Resizing: Equatable, Sendable {
        var capInsets: EdgeInsets
        var mode: ResizingMode
    }

    /// An SF Symbol by its name, drawn from the desktop's icon theme, whose
    /// names for the common symbols the host knows.
    public init(systemName: String) {
        source = .symbol(systemName)
        name = "Image(systemName: \"\(systemName)\")"
        label = Self.spoken(systemName)
    }

    /// A picture of the program's resources, found by the module that
    /// knows the program's bundles: `file` is its path, nil where none of
    /// them holds `name`.
    @_spi(Images) public init(file: String?, name: String, decorative: Bool) {
        source = file.map(ImageSource.file)
        self.name = "Image(\"\(name)\")"
        label = decorative ? nil : Self.spoken(Self.pictureExtensions.reduce(name) { name, suffix in
            name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
        })
    }

    /// The image as assistive tools do not see it.
    var decorative: Image {
        var copy = self
        copy.label = nil
        return copy
    }

    /// A file's name is read without its extension.
    private static let pictureExtensions = [".png", ".jpg", ".jpeg", ".svg"]

    /// A name as VoiceOver reads it: "star.fill" is "star fill".
    private static func spoken(_ name: String) -> String {
        String(name.map { $0 == "." ? " " : $0 })
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let drawn = drawn(in: context.drawingResources)
        return [_ViewNode(id, ImageNode(paint: drawn.paint, natural: drawn.natural, isResizable: resizing != nil, label: label))]
    }

    /// How the image is drawn where `resources` are in force, and its size
    /// before any frame is given to it.
    func drawn(in resources: DrawingResources) -> (paint: ImagePaint, natural: Size) {
        let environment = resources.environment
        let isSymbol: Bool
        if case .symbol = source { isSymbol = true } else { isSymbol = false }
        // A template is masked with one colour: a gradient's first.
        let color = environment.foregroundPaint(level: 0).colors.first ?? .clear
        // A symbol's box: its height follows the font, as SF Symbols' do.
        let font = environment.font ?? .body
        let symbolHeight = font.size * environment.imageScale.symbolHeight
        var natural = Size(width: symbolHeight, height: symbolHeight)
        var drawn = source
        if let source {
            do {
                let pixels = try resources.imageSize(of: source)
                natural = isSymbol ? Size(width: symbolHeight * pixels.width / max(pixels.height, 1), height: symbolHeight) : pixels
            } catch {
                resources.warnOnce(about: source, "\(name): \(error.reason); a placeholder is drawn in its place")
                drawn = nil
            }
        } else {
            resources.warnOnce(about: name, "\(name): no image of that name among the program's resources; a placeholder is drawn in its place")
        }
        let paint = ImagePaint(source: drawn, isTemplate: (renderingMode ?? (isSymbol ? .template : .original)) == .template,
                               color: color, tiles: resizing?.mode == .tile, capInsets: resizing?.capInsets ?? EdgeInsets(),
                               interpolation: interpolation, isAntialiased: isAntialiased)
        return (paint, natural)
    }
}
