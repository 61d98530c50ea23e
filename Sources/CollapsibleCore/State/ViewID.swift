/// A view's structural identity: its place in the tree, the branch of each
/// `if` above it and the `ForEach` element it belongs to, folded into 64 bits.
/// State, motion and partial repaint are keyed by it, so a view keeps them
/// while the tree is built again, and loses them when a branch flips.
public struct ViewID: Hashable, Sendable, CustomStringConvertible {
    public let raw: UInt64

    /// The root of a tree.
    public static let root = ViewID(raw: 0xcbf2_9ce4_8422_2325)

    public init(raw: UInt64) { self.raw = raw }

    /// The raw value is a hash already, which the tables keyed by IDs spread.
    public func _rawHashValue(seed: Int) -> Int { spreadHash(raw, seed: seed) }

    /// The `slot`-th child of this view in its body or builder.
    public func child(_ slot: Int) -> ViewID { mixing(0x01, UInt64(bitPattern: Int64(slot))) }

    /// The `if`/`else` branch taken under this view: 0 for true, 1 for false.
    public func branch(_ which: Int) -> ViewID { mixing(0x02, UInt64(bitPattern: Int64(which))) }

    /// The `element`-th of the views a modifier applies to one by one.
    public func element(_ element: Int) -> ViewID { mixing(0x03, UInt64(bitPattern: Int64(element))) }

    /// The `ForEach` element whose identifier is `id`: the same in every
    /// run, as `hashValue` is not. A number is itself; an instance of a
    /// class, whose text names its class alone, is known by its hash, as
    /// its `Hashable` conformance says; any other identifier is known by its
    /// text as `String(reflecting:)` writes it, which tells apart the values
    /// of strings, enums, tuples and structs.
    public func element<ID: Hashable>(id: ID) -> ViewID {
        // An `Int` told by its type, as most are, before the cast that
        // finds one inside another: a cast asks the runtime at each element.
        if ID.self == Int.self { return element(unsafeBitCast(id, to: Int.self)) }
        if let number = id as? Int { return element(number) }
        if ID.self is AnyClass { return mixing(0x07, UInt64(bitPattern: Int64(id.hashValue))) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in String(reflecting: id).utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return mixing(0x04, hash)
    }

    /// The `count`-th later element of a `ForEach` whose identifier an
    /// earlier element has too: apart from it, and from any child of it.
    public func duplicate(_ count: Int) -> ViewID { mixing(0x05, UInt64(bitPattern: Int64(count))) }

    /// What holds this view and is no view itself: the group assistive
    /// tools are shown around a root that is not one. No view's place in
    /// the tree gives it, so the view inside keeps an ID of its own.
    var holder: ViewID { mixing(0x06, 0) }

    /// What a shape at this view paints with, which moves apart from the
    /// shape's own animatable data.
    var paint: ViewID { mixing(0x08, 0) }

    /// What the view at this place presents over the window: a sheet, an
    /// alert, a dialog.
    var presented: ViewID { mixing(0x09, 0) }
    /// What a list draws around the row at this view: its background,
    /// separator and selection, which stand apart from the row's own views.
    var listRow: ViewID { mixing(0x0A, 0) }

    /// FNV-1a over the kind and the value's eight bytes: a stable hash, the
    /// same in every run, where Swift's `Hasher` is seeded anew per process.
    private func mixing(_ kind: UInt8, _ value: UInt64) -> ViewID {
        var hash = raw
        hash = (hash ^ UInt64(kind)) &* 0x100_0000_01b3
        for shift in stride(from: 0, to: 64, by: 8) {
            hash = (hash ^ ((value >> UInt64(shift)) & 0xff)) &* 0x100_0000_01b3
        }
        return ViewID(raw: hash)
    }

    public var description: String {
        let hex = String(raw, radix: 16)
        return "#" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
