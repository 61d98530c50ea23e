/// SwiftUI's `GraphicsContext`, as a `Canvas` hands it to its renderer:
/// what it draws takes the context's state at that moment (its transform,
/// opacity, blend mode, clips and filters), and a copy of the context has
/// a state of its own and draws into the same place.
public struct GraphicsContext {
    let recording: CanvasRecording
    /// Where its drawings go: the canvas's, or a layer's.
    let layer: CanvasLayer

    /// Each drawing's opacity, 0 to 1, as SwiftUI multiplies it in.
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    /// From the coordinates the context draws in to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// The clips and masks around each drawing, in the canvas's coordinates, outermost first.
    var clips: [Effect] = []
    /// The filters each drawing goes through, in the order they were added.
    var filters: [Effect] = []

    init(_ recording: CanvasRecording, layer: CanvasLayer? = nil) {
        self.recording = recording
        self.layer = layer ?? recording.layer
    }

    /// The environment the canvas is in.
    public var environment: EnvironmentValues { recording.resources.environment }

    // The transform: each acts first, before what is there already, as Core Graphics' do.

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }

    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }

    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // Clips.

    /// Later drawings show only inside `path`, in the context's coordinates,
    /// filled by `style`'s rule; with `.inverse`, only outside it.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let placed = transform.isIdentity ? path : path.applying(transform)
        guard options.contains(.inverse) else {
            clips.append(.clip(.path(placed), frame: recording.bounds, style: style))
            return
        }
        let outline = DisplayItem(id: recording.nextID(), frame: recording.bounds,
                                  content: .shape(.path(placed), .fill(.color(.black), style)))
        clips.append(.mask(options.contains(.inverse) ? inverted([outline]) : [outline]))
    }

    /// Later drawings show as far as what `content` draws covers them, at
    /// `opacity`; with `.inverse`, as far as it leaves them uncovered.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = layerContext()
        try content(&inner)
        var mask = options.contains(.inverse) ? inverted(inner.layer.items) : inner.layer.items
        if opacity < 1 {
            mask = [DisplayItem(id: recording.nextID(), frame: recording.bounds, content: .effect(.opacity(max(opacity, 0)), mask))]
        }
        clips.append(.mask(mask))
    }

    /// How a clip takes its path or layer.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// What lies outside the path or the layer, rather than inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// A mask of the whole canvas with what `items` cover taken out of it.
    private func inverted(_ items: [DisplayItem]) -> [DisplayItem] {
        [DisplayItem(id: recording.nextID(), frame: recording.bounds, content: .shape(.rectangle, .fill(.black))),
         DisplayItem(id: recording.nextID(), frame: recording.bounds, content: .effect(.blend(.destinationOut), items))]
    }

    /// The part of the canvas a drawing can still show in, in the context's coordinates.
    public var clipBoundingRect: CGRect {
        var shown = recording.bounds
        for clip in clips {
            guard case .clip(.path(let path), _, _) = clip else { continue }
            shown = shown.intersection(path.boundingRect)
        }
        return shown.applying(transform.inverted())
    }

    // Filters.

    /// Later drawings go through `filter`, after those added before it.
    public mutating func addFilter(_ filter: Filter) {
        filters += filter.effects
    }

    // Layers.

    /// Draws what `content` draws into a layer of its own, which then takes
    /// this context's opacity, blend mode, filters and clips as one.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = layerContext()
        try content(&inner)
        guard recording.admits() else { return }
        add(inner.layer.items)
    }

    /// A context with this one's transform that draws into a layer of its own.
    private func layerContext() -> GraphicsContext {
        var inner = GraphicsContext(recording, layer: CanvasLayer())
        inner.transform = transform
        return inner
    }

    // Paths.

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        draw(path, shading) { .fill($0, style) }
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        draw(path, shading) { .stroke($0, style) }
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// A path drawn over the canvas's frame. A transform that keeps lengths
    /// is applied to the path itself; any other draws the path through it,
    /// so that its lines scale too.
    private func draw(_ path: Path, _ shading: Shading, _ paint: (Paint) -> ShapePaint) {
        guard recording.admits() else { return }
        let bounds = recording.bounds
        if transform.keepsLengths {
            let placed = transform.isIdentity ? path : path.applying(transform)
            let shown = paint(shading.paint(over: bounds, through: transform, in: environment))
            guard hasState else {
                layer.append(PathRun.Drawing(path: placed, paint: shown), over: bounds, id: recording.nextID)
                return
            }
            add([DisplayItem(id: recording.nextID(), frame: bounds, content: .shape(.path(placed), shown))])
        } else {
            let shape = DisplayItem.Content.shape(.path(path), paint(shading.paint(over: bounds, through: .identity, in: environment)))
            add([transformed(DisplayItem(id: recording.nextID(), frame: bounds, content: shape))])
        }
    }

    // Text and images.

    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(styled: text.styled(in: environment), measure: recording.resources.textMeasure)
    }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// The text's lines at their own size, `anchor` of their box at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: .infinity, height: .infinity))
        let frame = Rect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
        drawText(text, size: size, in: frame)
    }

    /// The text's lines broken to fit `rect`, from its top leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let size = text.measure(in: rect.size)
        drawText(text, size: size, in: Rect(x: rect.minX, y: rect.minY, width: size.width, height: size.height))
    }

    private func drawText(_ text: ResolvedText, size: CGSize, in frame: Rect) {
        guard recording.admits() else { return }
        add([transformed(DisplayItem(id: recording.nextID(), frame: frame, content: .text(text.styled, size: size)))])
    }

    public func resolve(_ image: Image) -> ResolvedImage {
        let drawn = image.drawn(in: recording.resources)
        return ResolvedImage(paint: drawn.paint, size: drawn.natural)
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// The picture scaled over `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard recording.admits() else { return }
        var paint = image.paint
        paint.isAntialiased = style.isAntialiased
        add([transformed(DisplayItem(id: recording.nextID(), frame: rect, content: .image(paint)))])
    }

    /// The picture at its own size, `anchor` of it at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: Rect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    // Symbols.

    /// The canvas's symbol tagged `id`; nil where none is.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recording.symbols[AnyHashable(id)]
    }

    /// The symbol at its own size, `anchor` of it at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        draw(symbol, in: Rect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// The symbol scaled from its own size to `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard recording.admits() else { return }
        let placed = CGAffineTransform(scaleX: symbol.size.width > 0 ? rect.width / symbol.size.width : 1,
                                       y: symbol.size.height > 0 ? rect.height / symbol.size.height : 1)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        add([transformed(DisplayItem(id: recording.nextID(), frame: rect, content: .effect(.transform(placed), symbol.items)))])
    }

    // The state around each drawing.

    /// `item`, in the context's coordinates, drawn through the transform.
    private func transformed(_ item: DisplayItem) -> DisplayItem {
        guard !transform.isIdentity else { return item }
        return DisplayItem(id: recording.nextID(), frame: recording.bounds, content: .effect(.transform(transform), [item]))
    }

    /// `items`, in the canvas's coordinates, through the filters, at the
    /// opacity, inside the clips and blended, added to the layer. A shadow
    /// that does not group its drawing splits it in two, the shadow alone and
    /// the drawing, each laid into the layer on its own.
    private func add(_ items: [DisplayItem]) {
        guard hasState else {
            layer.append(items)
            return
        }
        var parts = [items]
        for effect in filters {
            if case .shadow(let shadow) = effect, shadow.options.contains(.disablesGroup) {
                parts = parts.flatMap { apart(shadow, $0) }
            } else {
                parts = parts.map { group(effect, $0) }
            }
        }
        for var items in parts {
            if opacity < 1 { items = group(.opacity(opacity.isNaN ? 1 : max(opacity, 0)), items) }
            for clip in clips.reversed() { items = group(clip, items) }
            if blendMode != .normal {
                items = group(.blend(blendMode), items)
                recording.blends = true
            }
            layer.append(items)
        }
    }

    /// The shadow of `items` alone and `items`, in the order its options draw them.
    private func apart(_ shadow: Shadow, _ items: [DisplayItem]) -> [[DisplayItem]] {
        var alone = shadow
        alone.options.insert(.shadowOnly)
        let cast = group(.shadow(alone), items)
        if shadow.options.contains(.shadowOnly) { return [cast] }
        return shadow.options.contains(.shadowAbove) ? [items, cast] : [cast, items]
    }

    /// Whether a drawing takes a filter, an opacity, a clip or a blend mode.
    private var hasState: Bool {
        !filters.isEmpty || opacity < 1 || !clips.isEmpty || blendMode != .normal
    }

    private func group(_ effect: Effect, _ items: [DisplayItem]) -> [DisplayItem] {
        [DisplayItem(id: recording.nextID(), frame: recording.bounds, content: .effect(effect, items))]
    }
}

extension CGAffineTransform {
    /// Whether it only turns and moves, so that a line drawn through it is as wide as before.
    var keepsLengths: Bool {
        abs(a * a + b * b - 1) < 1e-12 && abs(c * c + d * d - 1) < 1e-12 && abs(a * c + b * d) < 1e-12
    }
}
