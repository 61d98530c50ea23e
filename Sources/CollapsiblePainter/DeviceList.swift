import CollapsibleCore

/// One display list in device pixels, its labels shaped and placed: what the cairo calls of a
/// frame are made of, and what the next frame is compared with.
struct DeviceList {
    /// The window's size in device pixels, which a shadow's blur may reach past by its radius.
    var width, height: Int
    /// The pixels of the window that the surface holds, and so all that is drawn.
    var area: DeviceRect
    var background: Color
    var items: [DeviceItem]
    /// The painter's coverages of the shapes it filled.
    let coverages: Coverages
    /// The painter's glass of the materials it laid.
    let backdrops: Backdrops

    var bounds: DeviceRect { DeviceRect(x: 0, y: 0, width: width, height: height) }

    /// The items of `frame`, where the surface holds the window's pixels `area`.
    init(_ frame: PreparedFrame, area: DeviceRect) {
        (width, height) = Painter.deviceSize(of: frame.list)
        (self.area, background, items, coverages, backdrops) = (area, frame.list.background, frame.items, frame.coverages, frame.backdrops)
    }
}

/// One item of a display list in device pixels.
struct DeviceItem {
    var id: ViewID
    /// What it draws, as the display list says, but not where (an effect without its items):
    /// two frames whose items look alike differ only where the items moved.
    var look: DisplayItem.Content
    var content: Content
    /// What it can touch, its shadow included; nil when it draws nothing.
    let bounds: Rect?

    /// Anti-aliasing and glyphs put on whole pixels reach a pixel past the outlines.
    static let slack = 2.0

    enum Content {
        case shape(DeviceShape)
        /// nil for a text that draws no ink.
        case label(Label?)
        case picture(DevicePicture)
        case paths(DevicePaths)
        case opacity(Double, [DeviceItem])
        case shadow(ShadowGroup, [DeviceItem])
        /// nil for a transform that leaves the group nowhere to show.
        case transform(DeviceTransform?, [DeviceItem])
        /// The items drawn inside the outline of the shape, as it would be filled.
        case clip(DeviceShape, [DeviceItem])
        case blur(GroupBlur, [DeviceItem])
        case composited(Compositing, [DeviceItem])
    }

    init(id: ViewID, look: DisplayItem.Content, content: Content) {
        (self.id, self.look, self.content) = (id, look, content)
        switch content {
        case .shape(let shape): bounds = shape.bounds
        case .label(let label): bounds = label?.ink
        case .picture(let picture): bounds = picture.bounds
        case .paths(let paths): bounds = paths.bounds
        case .opacity(_, let children): bounds = Self.union(children)
        case .shadow(let group, let children): bounds = Self.union(children).map(group.reach)
        case .transform(let transform, let children): bounds = transform.flatMap { Self.union(children).map($0.map) }
        case .clip(let outline, let children): bounds = outline.bounds.flatMap { Self.union(children)?.intersection($0) }
        case .blur(let blur, let children): bounds = Self.union(children).map(blur.reach)
        case .composited(let compositing, let children): bounds = Self.union(children).flatMap(compositing.reach)
        }
    }

    static func union(_ items: [DeviceItem]) -> Rect? {
        items.lazy.compactMap(\.bounds).reduce(nil) { $0?.union($1) ?? $1 }
    }
}

extension Rect {
    func scaled(by s: Double) -> Rect {
        Rect(x: x * s, y: y * s, width: width * s, height: height * s)
    }

    func offsetBy(_ offset: Point) -> Rect {
        Rect(x: x + offset.x, y: y + offset.y, width: width, height: height)
    }

    /// The whole pixels this rectangle touches, at least in part; those of cairo's 32-bit range
    /// for one that reaches past it, none for one that is not a number.
    var pixels: DeviceRect {
        let limit = Double(Int32.max)
        func whole(_ value: Double) -> Int { Int(min(max(value, -limit), limit)) }
        guard width > 0, height > 0, !minX.isNaN, !minY.isNaN, !maxX.isNaN, !maxY.isNaN else { return DeviceRect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = whole(minX.rounded(.down)), y0 = whole(minY.rounded(.down))
        return DeviceRect(x: x0, y: y0, width: whole(maxX.rounded(.up)) - x0, height: whole(maxY.rounded(.up)) - y0)
    }
}

extension Rect {
    init(_ pixels: DeviceRect) {
        self.init(x: Double(pixels.x), y: Double(pixels.y), width: Double(pixels.width), height: Double(pixels.height))
    }

    /// The part inside `other`; nil when they do not meet.
    func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY), x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return x0 < x1 && y0 < y1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}

extension DeviceRect {
    func outset(by n: Int) -> DeviceRect {
        DeviceRect(x: x - n, y: y - n, width: width + 2 * n, height: height + 2 * n)
    }
}
