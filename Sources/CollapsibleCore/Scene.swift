/// One frame, described plainly enough that a painter draws it without
/// knowing any rule of layout or motion. Coordinates are logical pixels;
/// the painter multiplies them by `scale`.
public struct Scene: Equatable, Sendable {
    public var size: Size
    public var scale: Double
    /// The window's own colour, behind everything (the system background).
    public var background: Color
    public var band: Band?
    /// Drawn in order, each over the ones before.
    public var items: [Item]
    /// Cast by all the items together, drawn over the band and under the items.
    public var shadow: Shadow?

    public init(size: Size, scale: Double, background: Color, band: Band?, items: [Item], shadow: Shadow?) {
        self.size = size
        self.scale = scale
        self.background = background
        self.band = band
        self.items = items
        self.shadow = shadow
    }

    public struct Band: Equatable, Sendable {
        public var frame: Rect
        public var color: Color
    }

    public struct Item: Equatable, Sendable {
        public var frame: Rect
        public var fill: Color?
        public var stroke: Stroke?
        public var text: Text?
    }

    /// A Gaussian drop shadow: `radius` is SwiftUI's (and Core Animation's
    /// `shadowRadius`), the blur's standard deviation in logical pixels.
    public struct Shadow: Equatable, Sendable {
        public var color: Color
        public var radius: Double
        public var offset: Point

        /// How far past the items' ink the shadow can be seen. SwiftUI sets
        /// aside 2.8 x radius; at 3 x radius the Gaussian's tail is under 0.2 %
        /// of its peak, which rounds to nothing at 33 % opacity.
        public var reach: Double { 3 * radius }
    }

    /// The area that the items and their shadow can touch: all that changes
    /// while the row animates.
    public var rowBounds: Rect? {
        guard let first = items.first else { return nil }
        var bounds = items.dropFirst().reduce(first.frame) { $0.union($1.frame) }
        let strokeOutset = items.compactMap { $0.stroke?.lineWidth }.max().map { $0 / 2 } ?? 0
        bounds = bounds.insetBy(dx: -strokeOutset, dy: -strokeOutset)
        guard let shadow else { return bounds }
        let reach = shadow.reach
        bounds = bounds.insetBy(dx: -reach, dy: -reach)
        bounds.x += min(shadow.offset.x, 0)
        bounds.y += min(shadow.offset.y, 0)
        bounds.width += abs(shadow.offset.x)
        bounds.height += abs(shadow.offset.y)
        return bounds
    }
}
