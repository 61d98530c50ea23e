/// SwiftUI's `ScrollPosition` (iOS 18): where a scroll view is scrolled,
/// as the program asks it (a view by its identity, an edge, a point) or as
/// the user left it (`isPositionedByUser`, with the first target view in
/// sight as `viewID`). Each `scrollTo` asks anew, also for a place asked
/// before, which the user may have scrolled away from since.
public struct ScrollPosition: Equatable, @unchecked Sendable {
    /// What the program asked for; nothing where the user positioned it.
    enum Place: Equatable {
        case none
        case view(AnyHashable, anchor: UnitPoint?)
        case edge(Edge)
        case point(x: CGFloat?, y: CGFloat?)
    }

    private(set) var place = Place.none
    /// How many times the program asked: each ask a scroll of its own.
    private(set) var asks = 0
    /// The first target view in sight, as the user left it.
    private var userViewID: AnyHashable?
    /// The view asked for or told, as its own type.
    private var typedViewID: (any Hashable & Sendable)?
    /// An identity of the views' type, from one of any type: views told by
    /// the scroll view are known by this position's `idType` alone.
    private var typed: @Sendable (AnyHashable) -> (any Hashable & Sendable)? = { _ in nil }

    /// Whether the user scrolled it last. Set, it forgets an edge or a
    /// point asked for, as SwiftUI's does.
    public var isPositionedByUser = false {
        didSet {
            guard isPositionedByUser else { return }
            switch place {
            case .edge, .point: place = .none
            case .none, .view: break
            }
        }
    }

    /// A position at rest, whose views are known by identities of `idType`.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        typed = Self.typing(idType)
    }

    private static func typing<ID: Hashable & Sendable>(_ type: ID.Type) -> @Sendable (AnyHashable) -> (any Hashable & Sendable)? {
        { $0.base as? ID }
    }

    public init(edge: Edge) { scrollTo(edge: edge) }
    public init(point: CGPoint) { scrollTo(point: point) }
    public init(x: CGFloat) { scrollTo(x: x) }
    public init(y: CGFloat) { scrollTo(y: y) }
    public init(x: CGFloat, y: CGFloat) { scrollTo(x: x, y: y) }
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { scrollTo(id: id, anchor: anchor) }

    /// A position asked by a `scrollPosition(id:)`'s value: the same value
    /// is the same ask.
    init(view: AnyHashable) { place = .view(view, anchor: nil) }

    /// This position as the user left it, showing `view` first.
    func positionedByUser(showing view: AnyHashable) -> ScrollPosition {
        var position = ScrollPosition(idType: Never.self)
        position.typed = typed
        position.isPositionedByUser = true
        position.userViewID = view
        position.typedViewID = typed(view)
        return position
    }

    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        lhs.place == rhs.place && lhs.asks == rhs.asks && lhs.isPositionedByUser == rhs.isPositionedByUser && lhs.userViewID == rhs.userViewID
    }

    public var edge: Edge? {
        guard case .edge(let edge) = place else { return nil }
        return edge
    }

    /// The point asked for, where both of its coordinates were.
    public var point: CGPoint? {
        guard case .point(let x?, let y?) = place else { return nil }
        return CGPoint(x: x, y: y)
    }

    public var x: CGFloat? {
        guard case .point(let x, _) = place else { return nil }
        return x
    }

    public var y: CGFloat? {
        guard case .point(_, let y) = place else { return nil }
        return y
    }

    /// The view asked for, or the first in sight where the user scrolled.
    public var viewID: (any Hashable & Sendable)? { typedViewID }

    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID as? T }

    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        ask(.view(AnyHashable(id), anchor: anchor))
        typedViewID = id
    }
    public mutating func scrollTo(edge: Edge) { ask(.edge(edge)) }
    public mutating func scrollTo(point: CGPoint) { ask(.point(x: point.x, y: point.y)) }
    public mutating func scrollTo(x: CGFloat) { ask(.point(x: x, y: nil)) }
    public mutating func scrollTo(y: CGFloat) { ask(.point(x: nil, y: y)) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { ask(.point(x: x, y: y)) }

    private mutating func ask(_ place: Place) {
        self.place = place
        asks += 1
        isPositionedByUser = false
        userViewID = nil
        typedViewID = nil
    }
}

extension View {
    /// The scroll view inside is positioned where `position` asks, and
    /// tells it where the user leaves it; a view asked for with no anchor
    /// meets `anchor` of the viewport, its top leading corner where nil.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
        -> ModifiedContent<Self, _ScrollPositionModifier> {
        modifier(_ScrollPositionModifier(link: ScrollPositionLink(
            anchor: anchor, read: { position.wrappedValue },
            write: { view in position.wrappedValue = position.wrappedValue.positionedByUser(showing: view) })))
    }
}
