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

    var bounds: DeviceRect { DeviceRect(x: 0, y: 0, width: width, height: height) }

    init(_ list: DisplayList, area: DeviceRect, textSetter: TextSetter) {
        textSetter.use(scale: list.scale)
        self.init(list, area: area, items: Self.items(list.items, scale: list.scale, textSetter: textSetter))
    }

    /// `list` with its items already in device pixels.
    init(_ list: DisplayList, area: DeviceRect, items: [DeviceItem]) {
        (width, height) = Painter.deviceSize(of: list)
        (self.area, background, self.items) = (area, list.background, items)
    }

    private static func items(_ items: [DisplayItem], scale s: Double, textSetter: TextSetter) -> [DeviceItem] {
        items.map { item in
            let frame = item.frame.scaled(by: s)
            switch item.content {
            case .shape(let kind, let paint):
                return DeviceItem(id: item.id, look: item.content, content: .shape(DeviceShape(kind, paint, in: frame, scale: s)))
            case .text(let text, let size):
                let label = Label(textSetter.layout(text, in: size), of: text, centredIn: item.frame, scale: s)
                return DeviceItem(id: item.id, look: item.content, content: .label(label))
            case .effect(let effect, let children):
                let children = Self.items(children, scale: s, textSetter: textSetter)
                switch effect {
                case .opacity(let value):
                    return DeviceItem(id: item.id, look: .effect(effect, []), content: .opacity(value, children))
                case .shadow(let shadow):
                    return DeviceItem(id: item.id, look: .effect(effect, []),
                                      content: .shadow(ShadowGroup(shadow, of: children, scale: s), children))
                }
            }
        }
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
        case opacity(Double, [DeviceItem])
        case shadow(ShadowGroup, [DeviceItem])
    }

    init(id: ViewID, look: DisplayItem.Content, content: Content) {
        (self.id, self.look, self.content) = (id, look, content)
        switch content {
        case .shape(let shape): bounds = shape.bounds
        case .label(let label): bounds = label?.ink
        case .opacity(_, let children): bounds = Self.union(children)
        case .shadow(let group, let children): bounds = Self.union(children).map(group.reach)
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

    /// The whole pixels this rectangle touches, at least in part.
    var pixels: DeviceRect {
        guard width > 0, height > 0 else { return DeviceRect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = Int(minX.rounded(.down)), y0 = Int(minY.rounded(.down))
        return DeviceRect(x: x0, y: y0, width: Int(maxX.rounded(.up)) - x0, height: Int(maxY.rounded(.up)) - y0)
    }
}
