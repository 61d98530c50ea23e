/// Every body kept between updates, SwiftUI's attribute graph in this
/// framework's terms: a record per view or modifier body, keyed by its place
/// in the tree, which tells what made it stale. A state written makes the
/// body of its view stale; data on screen, a reader's frame, a preference or
/// a press makes the body that read it walked again. An update walks each
/// stale body on its own and puts its nodes in place of the old ones
/// (`_ResolveContext.splicedTree()`), or else walks the tree from the top
/// through the stale records alone (`_ResolveContext.body(of:at:)`); every
/// other body is taken as it was.
final class ViewGraph {
    /// The host's own: the part of the tree above the first body, walked at
    /// every update.
    let top = ViewRecord(id: ViewID.root.holder)
    private var records: [ViewID: ViewRecord] = [:]
    /// The record that read each dependency, and whether its body read it,
    /// a table for each kind: an array by the kind's number, as a walk
    /// records a dependency for every value it reads, and a table keyed by
    /// the kind hashed it with SipHash each time.
    private var readers = [[ViewID: Reader]](repeating: [:], count: Dependency.Kind.allCases.count)
    /// The record of each view leaving with its transition, by its scope.
    private var departures: [ViewID: Unowned<ViewRecord>] = [:]
    /// Whether a walk since the top's last changed what is presented over
    /// the window, which the top then makes again.
    var presentationsMoved = false
    /// The sheet let go to be dismissed, and how far it was pulled down:
    /// it leaves from there, not from where it rests.
    var sheetLetGo: (sheet: ViewID, pull: Double)?
    /// The list's row a swipe slides, and the edge whose buttons it shows.
    var swipedRow: (row: ViewID, edge: HorizontalEdge)?
    /// The records whose last walk saw a value `.animation(_:value:)`
    /// watches change: the next change walks them again, to see it stand.
    private var watching: [ViewRecord] = []
    /// The records made stale since the last walk.
    private var stale: [ViewRecord] = []
    /// How many regions hand preferences to an action or a layer.
    private(set) var observers = 0
    /// The life-cycle actions the walks called for, to run once the tree is made.
    private var lifecycleActions: [() -> Void] = []
    /// How the values of each type of body source are compared.
    private var comparisons: [ObjectIdentifier: ValueComparison] = [:]
    private let store: StateStore

    /// The change being made, and the walk under way: a change walks the
    /// tree once, and again while its layout changes what it read.
    private(set) var change = 0
    private(set) var walk = 0
    /// What the walks of this change did to the `Animatable`s.
    private(set) var output = Output()

    struct Reader {
        unowned let record: ViewRecord
        var byBody: Bool
    }

    /// Where each `Animatable` of the bodies walked heads, where those
    /// inserted start, and those gone.
    struct Output {
        var targets: [ViewID: AnimatableTarget] = [:]
        var starts: [ViewID: AnimatableBox] = [:]
        var removed: Set<ViewID> = []
    }

    init(store: StateStore) { self.store = store }

    func record(at id: ViewID) -> ViewRecord? { records[id] }

    func keep(_ record: ViewRecord) { records[record.id] = record }

    func comparison<Value>(of type: Value.Type) -> ValueComparison {
        let key = ObjectIdentifier(type)
        if let known = comparisons[key] { return known }
        let made = ValueComparison.known.found(in: type) { ValueComparison(of: type) }
        comparisons[key] = made
        return made
    }

    /// A new change, or, `continuing`, another walk of the one under way,
    /// which compares with what was before it as its first walk did.
    func beginChange(continuing: Bool = false) {
        output = Output()
        guard !continuing else { return }
        change += 1
        for record in watching where records[record.id] === record { invalidate(record, body: false) }
        watching.removeAll()
    }

    /// The life-cycle actions called for since the last call, in order.
    func takeLifecycleActions() -> [() -> Void] {
        defer { lifecycleActions.removeAll() }
        return lifecycleActions
    }

    /// A walk begins: what it walks is no longer to be told apart.
    func beginWalk() {
        walk += 1
        stale.removeAll()
    }

    /// The stale records that no stale record holds, which can each be walked
    /// again on their own; nil where the top is stale, or none is. Those the
    /// walks of their parents no longer reach are left out.
    func takeStaleRoots() -> [ViewRecord]? {
        defer { stale.removeAll() }
        var roots: [ViewRecord] = []
        for record in stale where record.bodyIsStale || record.regionIsStale {
            if record === top { return nil }
            guard records[record.id] === record, !roots.contains(where: { $0 === record }) else { continue }
            var holder = record.parent, held = false
            while let around = holder, !held {
                held = around.bodyIsStale || around.regionIsStale
                holder = around.parent
            }
            if !held { roots.append(record) }
        }
        return roots.isEmpty ? nil : roots
    }

    /// The records around `roots` hold nothing stale any more.
    func settle(_ roots: [ViewRecord]) {
        for root in roots {
            var holder = root.parent
            while let around = holder, around.holdsStale {
                around.holdsStale = false
                holder = around.parent
            }
        }
    }

    /// The region that a walk of `record` in this change compares with:
    /// as it was before the change's first walk of it.
    func before(of record: ViewRecord) -> Region {
        if let before = record.before, before.change == change { return before.region }
        record.before = (change, record.region)
        return record.region
    }

    // What makes records stale.

    /// The body of `record` evaluated again (`body`), or only walked again.
    func invalidate(_ record: ViewRecord, body: Bool) {
        if !record.bodyIsStale, !record.regionIsStale { stale.append(record) }
        if body { record.bodyIsStale = true } else { record.regionIsStale = true }
        var parent = record.parent
        while let holder = parent, !holder.holdsStale {
            holder.holdsStale = true
            parent = holder.parent
        }
    }

    /// The views whose states were written.
    func invalidateStates(of views: some Sequence<ViewID>) {
        for view in views {
            if let record = records[view] { invalidate(record, body: true) }
        }
    }

    /// What read `id` of `kind`, which changed.
    func invalidate(_ kind: Dependency.Kind, _ ids: some Sequence<ViewID>) {
        let read = readers[kind.index]
        for id in ids {
            if let reader = read[id] { invalidate(reader.record, body: reader.byBody) }
        }
    }

    /// Whether any body read something of `kind`.
    func hasReads(_ kind: Dependency.Kind) -> Bool { !readers[kind.index].isEmpty }

    /// Each identity of `kind` read, with the region that read it.
    func reads(_ kind: Dependency.Kind) -> some Sequence<(id: ViewID, region: Region)> {
        readers[kind.index].lazy.map { (id: $0.key, region: $0.value.record.region) }
    }

    /// Each timeline walked, with when it is made again.
    var timelines: some Sequence<(id: ViewID, entry: TimelineEntry)> {
        reads(.time).lazy.compactMap { read in read.region.timelines[read.id].map { (id: read.id, entry: $0) } }
    }

    /// What the presenters walked present over the window, in the order
    /// they were presented.
    /// `walking`, the region of the top's walk under way, holds those of
    /// the presenters at the top itself.
    func presentedLayers(walking top: Region) -> [PresentedLayer] {
        let kept = reads(.presentation).compactMap { read in read.region.presented[read.id] }
        return (kept.filter { top.presented[$0.presenter] == nil } + top.presented.values).sorted { $0.order < $1.order }
    }

    /// Ends the departures whose motion `moving` says is over: their
    /// regions are walked again without them.
    func endDepartures(unless moving: (TransitionScopes.Departure) -> Bool) {
        for (scope, owner) in departures {
            let record = owner.object
            guard let departure = record.region.departures[scope], !moving(departure) else { continue }
            record.region.departures[scope] = nil
            departures[scope] = nil
            invalidate(record, body: false)
        }
    }

    // The records a walk made or left.

    /// A walk of `record` is done: `region` and `children` replace what it
    /// had, and the records it no longer holds are gone.
    func finish(_ record: ViewRecord, region: Region, children: [ViewRecord], watches: Bool) {
        let old = record.region
        for (dependency, _) in old.dependencies where region.dependencies[dependency] == nil {
            unregister(dependency, of: record)
        }
        for (dependency, byBody) in region.dependencies {
            readers[dependency.kind.index][dependency.id] = Reader(record: record, byBody: byBody)
        }
        // The first body finished in a change, most often the only one,
        // hands its table on whole, shared rather than copied entry by entry.
        if output.targets.isEmpty {
            output.targets = region.targets
        } else {
            for (id, target) in region.targets { output.targets[id] = target }
        }
        if !output.removed.isEmpty {
            for id in region.targets.keys { output.removed.remove(id) }
        }
        output.starts.merge(region.starts) { $1 }
        for scope in old.departures.keys where region.departures[scope] == nil && departures[scope]?.object === record {
            departures[scope] = nil
        }
        for scope in region.departures.keys { departures[scope] = Unowned(record) }
        observers += (region.observesPreferences ? 1 : 0) - (old.observesPreferences ? 1 : 0)
        lifecycleActions += Region.lifecycleActions(from: old.lifecycle, to: region.lifecycle)
        // A presentation its presenter no longer makes leaves the top's layers.
        if old.presented.keys.contains(where: { region.presented[$0] == nil }) { presentationsMoved = true }
        if watches { watching.append(record) }
        record.region = region
        for child in record.children where child.walk != walk && child.parent === record { drop(child) }
        record.children = children
        for child in children { child.parent = record }
    }

    /// Forgets `record` and every record inside it, with what they keep.
    func drop(_ record: ViewRecord) {
        guard records[record.id] === record else { return }
        records[record.id] = nil
        store.forget(view: record.id, kept: record.kept, source: record.sourceName)
        for dependency in record.region.dependencies.keys { unregister(dependency, of: record) }
        for scope in record.region.departures.keys where departures[scope]?.object === record { departures[scope] = nil }
        if record.region.observesPreferences { observers -= 1 }
        if !record.region.presented.isEmpty { presentationsMoved = true }
        for child in record.children where child.parent === record { drop(child) }
        lifecycleActions += Region.lifecycleActions(from: record.region.lifecycle, to: [])
    }

    private func unregister(_ dependency: Dependency, of record: ViewRecord) {
        guard readers[dependency.kind.index][dependency.id]?.record === record else { return }
        readers[dependency.kind.index][dependency.id] = nil
        if dependency.kind == .animatable {
            output.removed.insert(dependency.id)
            output.targets[dependency.id] = nil
        }
    }
}

/// A reference that does not keep its object, which outlives it.
struct Unowned<Object: AnyObject> {
    unowned let object: Object
    init(_ object: Object) { self.object = object }
}
