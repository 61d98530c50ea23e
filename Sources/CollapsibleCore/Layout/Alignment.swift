/// SwiftUI's `AlignmentID`: a guide of one's own, where it runs in a view
/// that sets no value for it.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment's identity: its `AlignmentID` type.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    /// Where one of the framework's own guides runs, as a share of the
    /// view's length: laying out asks it at every frame, and this spares
    /// making dimensions to ask its `AlignmentID`.
    let share: Double?

    init(_ id: any AlignmentID.Type, share: Double? = nil) {
        self.id = id
        self.share = share
    }

    /// Where the guide runs along `axis` in a view of `size` that sets no
    /// value for it. A leading or top guide is at zero even in a view as
    /// long as an infinite offer, where its share times the length is no
    /// number.
    func defaultValue(in size: Size, along axis: Axis) -> Double {
        if let share { return share == 0 ? 0 : share * size[axis] }
        return id.defaultValue(in: ViewDimensions(width: size.width, height: size.height, explicit: [:]))
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

/// A guide across the width: SwiftUI's `HorizontalAlignment`, the three
/// of its own and any made from an `AlignmentID`.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

    init(_ id: any AlignmentID.Type, share: Double) { key = AlignmentKey(id, share: share) }

    public static let leading = HorizontalAlignment(Leading.self, share: 0)
    public static let center = HorizontalAlignment(Center.self, share: 0.5)
    public static let trailing = HorizontalAlignment(Trailing.self, share: 1)

    private enum Leading: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width } }

    /// Where a length `inner` sits inside `outer` starting at 0: their
    /// guides on one line.
    func offset(_ inner: Double, in outer: Double) -> Double {
        key.defaultValue(in: Size(width: outer, height: 0), along: .horizontal)
            - key.defaultValue(in: Size(width: inner, height: 0), along: .horizontal)
    }
}

/// A guide down the height: SwiftUI's `VerticalAlignment`, its own, the
/// first and last text baselines, and any made from an `AlignmentID`.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

    init(_ id: any AlignmentID.Type, share: Double) { key = AlignmentKey(id, share: share) }

    public static let top = VerticalAlignment(Top.self, share: 0)
    public static let center = VerticalAlignment(Center.self, share: 0.5)
    public static let bottom = VerticalAlignment(Bottom.self, share: 1)
    /// A text's first line's baseline; a view with no text has it at its bottom.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self, share: 1)
    /// A text's last line's baseline; a view with no text has it at its bottom.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self, share: 1)

    private enum Top: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height } }
    private enum FirstTextBaseline: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height } }
    private enum LastTextBaseline: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height } }

    func offset(_ inner: Double, in outer: Double) -> Double {
        key.defaultValue(in: Size(width: 0, height: outer), along: .vertical)
            - key.defaultValue(in: Size(width: 0, height: inner), along: .vertical)
    }
}

/// Where a view sits in a larger frame, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a `size` placed in `bounds`.
    func origin(of size: Size, in bounds: Rect) -> Point {
        Point(x: bounds.x + horizontal.offset(size.width, in: bounds.width),
              y: bounds.y + vertical.offset(size.height, in: bounds.height))
    }
}
