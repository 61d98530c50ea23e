/// A body kept between updates, SwiftUI's graph node for a view: what the
/// body of a view or a modifier made at one place in the tree, with what it
/// was made from. While those inputs stay the same and nothing it read
/// changed, its nodes are taken again as they are, and with them all that
/// its part of the tree recorded, without evaluating anything inside.
class ViewRecord {
    let id: ViewID
    /// The record whose body holds this one; nil at the top.
    weak var parent: ViewRecord?
    /// What the walk of its body made, the last time it was walked.
    var nodes: [_ViewNode] = []
    /// What the part of the tree that its body makes recorded, outside the
    /// records inside it.
    var region = Region()
    /// What the walks of one change compare with: the region as it was
    /// before that change, and the change's number.
    var before: (change: Int, region: Region)?
    /// The records its body holds, in the order met.
    var children: [ViewRecord] = []

    /// The environment in force where it was made, the keys its body read
    /// from it, and those read anywhere inside.
    var environment = EnvironmentValues()
    var bodyReads: [ObjectIdentifier] = []
    var reads: [ObjectIdentifier] = []
    /// What else of its surroundings it was made in.
    var entry = Entry()
    /// Whether its states say it discloses a view, expanded or not (see
    /// `DisclosureScopes`).
    var disclosure: Bool?
    /// How many values its dynamic properties keep for its place.
    var kept = 0

    /// A dynamic property its body read changed: the body is evaluated again.
    var bodyIsStale = false
    /// Something the walk of its body read changed (data on screen, a frame,
    /// a preference): the body stands, and is walked again.
    var regionIsStale = false
    /// A record inside it is stale: a walk from the top walks its body again
    /// to reach it.
    var holdsStale = false
    /// Its body took the content of a modifier around it, which its own
    /// value does not hold: walked again whenever its parent is, and never
    /// on its own.
    var readsOuterContent = false
    /// A transition inside took the phase of the view it is in.
    var tookPhase = false
    /// The walk that last reached it.
    var walk = 0

    /// The type of the source it keeps; a plain record keeps none.
    let kind: ObjectIdentifier?

    init(id: ViewID, kind: ObjectIdentifier? = nil) {
        self.id = id
        self.kind = kind
    }

    /// The type of the source it keeps, by name: the same in two loads of
    /// the same code, where `kind` is not (see `_ReloadedView`).
    var sourceName: String? { nil }

    /// This record as one that keeps a `Source`, if it is one.
    func stored<Source: BodySource>(_: Source.Type) -> StoredBody<Source>? {
        guard kind == ObjectIdentifier(Source.self) else { return nil }
        return unsafeDowncast(self, to: StoredBody<Source>.self)
    }

    /// Walks its body again in the surroundings it was made in, in
    /// `context`; nil for a record whose body the host alone walks.
    func walkAlone(in context: inout _ResolveContext) -> [_ViewNode]? { nil }

    /// What a view is made in, beside its value and the environment.
    struct Entry: Equatable {
        var stackAxis: Axis?
        /// Whether it is made as a list's rows (`_ResolveContext.makesListRows`).
        var makesListRows = false
        var disclosure: Bool?
        var phase = TransitionStage.present
        var withinTransition = false
        var isRemoving = false
        /// The animation the `.animation` modifiers around it give.
        var animationScope: AnimationScope?
        /// The scroll view whose content holds it.
        var scrollView: ViewID?
        /// What the lazy stack or grid around tells its sections.
        var sectionPinning: SectionPinning?
    }
}

/// A record that keeps the source its body was made from, to compare the
/// next with, and the body evaluated from it, to walk again without
/// evaluating it.
final class StoredBody<Source: BodySource>: ViewRecord {
    var source: Source
    /// Nil until the body is first evaluated.
    var body: Source.Body?
    let comparison: ValueComparison

    init(id: ViewID, source: Source, comparison: ValueComparison) {
        self.source = source
        self.comparison = comparison
        super.init(id: id, kind: ObjectIdentifier(Source.self))
    }

    /// Walks its body, evaluated anew where `evaluating` (or where it never
    /// was), in what `context` holds now.
    func walk(in context: inout _ResolveContext, entry: Entry, evaluating: Bool) -> [_ViewNode] {
        let evaluates = evaluating || body == nil
        return context.walkBody(of: self, entry: entry, evaluating: evaluates) { context in
            guard evaluates else {
                context.bodyEvaluated()
                // Set at an earlier walk.
                return source.walk(body.unsafelyUnwrapped, at: id, in: &context)
            }
            // Walked as it was made, then kept: read back out of its
            // optional, the whole body was copied through the runtime.
            let made = source.evaluate(at: id, in: &context)
            context.bodyEvaluated()
            let nodes = source.walk(made, at: id, in: &context)
            body = consume made
            return nodes
        }
    }

    override var sourceName: String? { _typeName(Source.self, qualified: true) }

    override func walkAlone(in context: inout _ResolveContext) -> [_ViewNode]? {
        walk(in: &context, entry: entry, evaluating: bodyIsStale)
    }
}

/// What a walk of one body records in the context, outside the bodies
/// inside it: what the next walk compares with (the values
/// `.animation(_:value:)` watched, the branches present and leaving, each
/// `ForEach`'s order) and what it read that may change without its inputs
/// changing (see `ViewGraph`).
struct Region {
    /// The tables, held in one object: a walk keeps the region it compares
    /// with and the record the one it made, and a region of plain tables
    /// was copied table by table, each retained. A region written to while
    /// shared is copied first; every new region shares one empty set of
    /// tables until it is written to.
    private var storage = Storage.empty

    private struct Fields {
        var watched: [ViewID: any Equatable] = [:]
        /// Where each `Animatable` heads, and where those inserted start.
        var targets: [ViewID: AnimatableTarget] = [:]
        var starts: [ViewID: AnimatableBox] = [:]
        var scopes: [ViewID: TransitionScopes.Held] = [:]
        var departures: [ViewID: TransitionScopes.Departure] = [:]
        var orders: [ViewID: [ViewID]] = [:]
        /// The frame each `GeometryReader` was made from, and the preference
        /// each layer was made from.
        var readFrames: [ViewID: Rect] = [:]
        /// The scroll view whose content holds each view whose frame was read,
        /// where one does: its offset moves the frame read.
        var readScrollers: [ViewID: ViewID] = [:]
        /// The offset of a scroll view each view was made from, where it
        /// follows one, as a navigation bar follows its screen's content.
        var readOffsets: [ViewID: ScrollOffsetRead] = [:]
        /// The safe-area insets each reader was made from, where it had any.
        var readInsets: [ViewID: EdgeInsets] = [:]
        var readPreferences: [ViewID: PreferenceRead] = [:]
        /// The state of each `Layout` with a cache that it made, which the
        /// layout made again at its place takes.
        var layouts: [ViewID: AnyObject] = [:]
        /// When each `TimelineView` it walked is made again.
        var timelines: [ViewID: TimelineEntry] = [:]
        /// What each presenter it walked presents over the window.
        var presented: [ViewID: PresentedLayer] = [:]
        /// What it read, by kind and identity, and whether its body read it.
        var dependencies: [Dependency: Bool] = [:]
        /// Whether it hands preferences to an action or a layer.
        var observesPreferences = false
        /// What the views it holds do as they come, go or change, in walk order.
        var lifecycle: [(ViewID, LifecycleEntry)] = []
    }

    // Each table read in place, and written once the region holds its own.
    var watched: [ViewID: any Equatable] { get { storage.fields.watched } _modify { yield &unique.fields.watched } }
    var targets: [ViewID: AnimatableTarget] { get { storage.fields.targets } _modify { yield &unique.fields.targets } }
    var starts: [ViewID: AnimatableBox] { get { storage.fields.starts } _modify { yield &unique.fields.starts } }
    var scopes: [ViewID: TransitionScopes.Held] { get { storage.fields.scopes } _modify { yield &unique.fields.scopes } }
    var departures: [ViewID: TransitionScopes.Departure] { get { storage.fields.departures } _modify { yield &unique.fields.departures } }
    var orders: [ViewID: [ViewID]] { get { storage.fields.orders } _modify { yield &unique.fields.orders } }
    var readFrames: [ViewID: Rect] { get { storage.fields.readFrames } _modify { yield &unique.fields.readFrames } }
    var readScrollers: [ViewID: ViewID] { get { storage.fields.readScrollers } _modify { yield &unique.fields.readScrollers } }
    var readOffsets: [ViewID: ScrollOffsetRead] { get { storage.fields.readOffsets } _modify { yield &unique.fields.readOffsets } }
    var readInsets: [ViewID: EdgeInsets] { get { storage.fields.readInsets } _modify { yield &unique.fields.readInsets } }
    var readPreferences: [ViewID: PreferenceRead] { get { storage.fields.readPreferences } _modify { yield &unique.fields.readPreferences } }
    var layouts: [ViewID: AnyObject] { get { storage.fields.layouts } _modify { yield &unique.fields.layouts } }
    var timelines: [ViewID: TimelineEntry] { get { storage.fields.timelines } _modify { yield &unique.fields.timelines } }
    var presented: [ViewID: PresentedLayer] { get { storage.fields.presented } _modify { yield &unique.fields.presented } }
    var dependencies: [Dependency: Bool] { get { storage.fields.dependencies } _modify { yield &unique.fields.dependencies } }
    var observesPreferences: Bool { get { storage.fields.observesPreferences } _modify { yield &unique.fields.observesPreferences } }
    var lifecycle: [(ViewID, LifecycleEntry)] { get { storage.fields.lifecycle } _modify { yield &unique.fields.lifecycle } }

    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            return storage
        }
    }

    private final class Storage {
        // Written through the region's accessors one at a time, never
        // across a call that could reach them again: the runtime's check
        // of exclusive access would cost more than most of the writes.
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) { self.fields = fields }

        nonisolated(unsafe) static let empty = Storage(Fields())
    }
}

/// Something a body's walk read that changes without its inputs changing.
struct Dependency: Hashable {
    enum Kind: UInt8, Hashable, CaseIterable {
        /// An `Animatable`'s data on screen.
        case animatable
        /// A `GeometryReader`'s frame.
        case frame
        /// A preference a layer was made from.
        case preference
        /// Whether the pointer presses a control.
        case press
        /// The time of the frame a timeline was made for.
        case time
        /// What a presenter presents over the window, which the top shows.
        case presentation
        /// Where a scroll view is scrolled to, which a lazy stack makes its rows
        /// from, and a navigation bar its large title.
        case scroll

        /// Its place among the kinds, from zero.
        var index: Int { Int(rawValue) }
    }

    var kind: Kind
    var id: ViewID

    /// The ID's own hash, the kind folded into its seed: each body's walk
    /// records a dependency for every value it reads.
    func _rawHashValue(seed: Int) -> Int { id._rawHashValue(seed: seed ^ Int(kind.rawValue) << 56) }
}
