import CollapsibleCore

/// A display list ready to be drawn: its items in device pixels, labels shaped and placed, and
/// the pixels they draw on. A window asks where a frame goes before it draws it: the items are
/// made once for both, and what is drawn is the list they were made from.
public struct PreparedFrame {
    public let list: DisplayList
    let items: [DeviceItem]
    /// The device pixels that the list draws on, its shadows' reach included, within its window;
    /// beyond them a frame shows only the window's background.
    public let bounds: DeviceRect
    /// The painter's coverages of the shapes it filled.
    let coverages: Coverages
    /// The painter's glass of the materials it laid.
    let backdrops: Backdrops

    init(_ list: DisplayList, textSetter: TextSetter, pictures: Pictures, coverages: Coverages, backdrops: Backdrops) {
        self.list = list
        (self.coverages, self.backdrops) = (coverages, backdrops)
        textSetter.use(scale: list.scale)
        items = Self.items(list.items, scale: list.scale, textSetter: textSetter, pictures: pictures)
        let size = Painter.deviceSize(of: list)
        // Glyphs are put on whole pixels, half a pixel from their outlines at most.
        bounds = (DeviceItem.union(items)?.insetBy(dx: -1, dy: -1).pixels ?? DeviceRect(x: 0, y: 0, width: 0, height: 0))
            .intersection(DeviceRect(x: 0, y: 0, width: size.width, height: size.height))
    }

    private static func items(_ items: [DisplayItem], scale s: Double, textSetter: TextSetter, pictures: Pictures) -> [DeviceItem] {
        items.map { item in
            let frame = item.frame.scaled(by: s)
            switch item.content {
            case .shape(let kind, let paint):
                return DeviceItem(id: item.id, look: item.content, content: .shape(DeviceShape(kind, paint, in: frame, scale: s)))
            case .text(let text, let size):
                let label = Label(textSetter.layout(text, in: size), of: text, centredIn: item.frame, scale: s)
                return DeviceItem(id: item.id, look: item.content, content: .label(label))
            case .image(let paint):
                let picture = paint.source.flatMap { try? pictures.picture(for: $0).get() }
                return DeviceItem(id: item.id, look: item.content,
                                  content: .picture(DevicePicture(frame: frame, paint: paint, picture: picture, scale: s)))
            case .paths(let run):
                return DeviceItem(id: item.id, look: item.content, content: .paths(DevicePaths(run, in: frame, scale: s)))
            case .effect(let effect, let children):
                let children = Self.items(children, scale: s, textSetter: textSetter, pictures: pictures)
                let content: DeviceItem.Content
                switch effect {
                case .opacity(let value): content = .opacity(value, children)
                case .shadow(let shadow): content = .shadow(ShadowGroup(shadow, of: children, scale: s), children)
                case .transform(let transform): content = .transform(DeviceTransform(transform, scale: s), children)
                case .clip(let kind, let frame, let style):
                    content = .clip(DeviceShape(kind, .fill(.color(.black), style), in: frame.scaled(by: s), scale: s), children)
                case .blur(let radius, let dithers): content = .blur(GroupBlur(radius: radius, scale: s, dithers: dithers), children)
                case .blend(let mode): content = .composited(mode.compositing, children)
                case .colorMatrix(let matrix): content = .composited(.colorMatrix(matrix), children)
                case .mask(let mask):
                    content = .composited(.mask(Self.items(mask, scale: s, textSetter: textSetter, pictures: pictures)), children)
                case .projection(let projection):
                    // One that leaves the group nowhere to show draws nothing.
                    content = DeviceProjection(projection, scale: s).map { .composited(.projection($0), children) } ?? .opacity(0, [])
                }
                return DeviceItem(id: item.id, look: .effect(effect, []), content: content)
            }
        }
    }
}
