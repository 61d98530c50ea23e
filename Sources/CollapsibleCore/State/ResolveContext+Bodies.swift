/// The walk of one body: what it records in the context, to be kept in its
/// record once it is done.
struct BodyWalk {
    let record: ViewRecord
    /// What this walk compares with (see `ViewGraph.before(of:)`), and the
    /// views its last walk left leaving, which go on leaving.
    let before: Region
    let leaving: [ViewID: TransitionScopes.Departure]
    var region = Region()
    var children: [ViewRecord] = []
    /// The environment's keys read by the body, then by its walk and
    /// inside it; how many of them the body read.
    let reads = EnvironmentReads()
    var bodyReads = 0
    /// Whether the body is being evaluated, not walked.
    var inBody: Bool
    var readsOuterContent = false
    /// Whether a value `.animation(_:value:)` watches changed.
    var watches = false
}

extension _ResolveContext {
    /// What the body being walked records.
    var region: Region {
        get { walking[walking.count - 1].region }
        _modify { yield &walking[walking.count - 1].region }
    }

    /// Notes that the body being walked read `id` of `kind`, which may
    /// change without its inputs changing.
    mutating func read(_ kind: Dependency.Kind, _ id: ViewID) {
        let current = walking.count - 1
        walking[current].region.dependencies[Dependency(kind: kind, id: id)] = walking[current].inBody
    }

    /// The nodes of the body made from `source` at `id`, as its record kept
    /// them where `source` is the same as the record's (see
    /// `ValueComparison`), what it was made in is the same, and nothing it
    /// read changed. Where only what its walk read changed, or a body inside
    /// it is stale, the body the record kept is walked again; else the body
    /// is evaluated anew.
    mutating func body<Source: BodySource>(of source: Source, at id: ViewID) -> [_ViewNode] {
        let entry = self.entry
        guard !probing else {
            return StoredBody(id: id, source: source, comparison: graph.comparison(of: Source.self))
                .walk(in: &self, entry: entry, evaluating: true)
        }
        let record: StoredBody<Source>
        if let found = graph.record(at: id) {
            let kept = found.stored(Source.self)
            if let same = kept, !same.bodyIsStale, same.entry == entry, same.comparison.same(same.source, source),
               environment.holdsSame(as: same.environment, for: same.bodyReads) {
                if !same.regionIsStale, !same.holdsStale, !same.readsOuterContent, same.walk != graph.walk,
                   environment.holdsSame(as: same.environment, for: same.reads) {
                    return reuse(same)
                }
                return same.walk(in: &self, entry: entry, evaluating: false)
            }
            if let same = kept {
                record = same
                record.source = source
            } else {
                // Another kind of view at this place: a new one, with states of its own.
                graph.drop(found)
                record = StoredBody(id: id, source: source, comparison: graph.comparison(of: Source.self))
                graph.keep(record)
            }
        } else {
            record = StoredBody(id: id, source: source, comparison: graph.comparison(of: Source.self))
            graph.keep(record)
        }
        return record.walk(in: &self, entry: entry, evaluating: true)
    }

    /// The nodes of the whole tree, `make` walked as the host's own body.
    mutating func walkTop(_ make: (inout _ResolveContext) -> [_ViewNode]) -> [_ViewNode] {
        graph.beginWalk()
        return walkBody(of: graph.top, entry: entry, evaluating: false) {
            $0.bodyEvaluated()
            return make(&$0)
        }
    }

    /// What the view being made is made in, beside its value and environment.
    var entry: ViewRecord.Entry {
        ViewRecord.Entry(stackAxis: stackAxis, makesListRows: makesListRows, disclosure: disclosures.current, phase: transitions.phase,
                         withinTransition: transitions.within, isRemoving: transitions.isRemoving, animationScope: animationScope,
                         scrollView: scrollView, sectionPinning: sectionPinning)
    }

    /// The copy of `value`, a view or a modifier whose body is evaluated at
    /// `id`, its dynamic properties linked to what is kept for that place;
    /// its states say whether it discloses a view.
    mutating func link<Value>(_ value: Value, at id: ViewID) -> Value {
        var linked = value, expanded: Bool?
        let record = walking[walking.count - 1].record
        record.kept = store.link(&linked, at: id, source: record.sourceName, environment: environment, keeps: !probing) { name, state in
            expanded = expanded ?? DisclosureScopes.expanded(name: name, state: state)
        }
        record.disclosure = expanded
        return linked
    }

    /// `read`, a part of what makes the body being walked (its evaluation,
    /// or a closure its walk runs), run with what it reads of models
    /// followed: a change to that evaluates the body again.
    mutating func tracking<Result>(_ part: TrackedReads.Part, _ read: () -> Result) -> Result {
        // The record's ID alone: a copy of the whole walk would cost more than the read.
        guard !probing, !walking.isEmpty else { return read() }
        return store.tracking(part, of: walking[walking.count - 1].record.id, read)
    }

    /// The body of the record being walked is evaluated: what is read from
    /// here on is read by its walk, inside what its states disclose.
    mutating func bodyEvaluated() {
        let current = walking.count - 1
        if walking[current].inBody { walking[current].bodyReads = walking[current].reads.keys.count }
        walking[current].inBody = false
        disclosures.enter(walking[current].record.disclosure)
    }

    /// Walks the body of `record`, made in `entry`, by `make` (which calls
    /// `bodyEvaluated()` once the body is at hand), and keeps in the record
    /// what the walk recorded; `evaluating` where `make` evaluates the body
    /// anew, and what it reads is the body's.
    mutating func walkBody(of record: ViewRecord, entry: ViewRecord.Entry, evaluating: Bool,
                           _ make: (inout _ResolveContext) -> [_ViewNode]) -> [_ViewNode] {
        var walk = BodyWalk(record: record, before: probing ? Region() : graph.before(of: record),
                            leaving: record.region.departures, inBody: evaluating)
        // A body walked again most often records what its last walk did:
        // room for as much at once spares growing its largest tables entry
        // by entry, each growth a new table and every entry moved.
        if !walk.before.targets.isEmpty { walk.region.targets.reserveCapacity(walk.before.targets.count) }
        if !walk.before.dependencies.isEmpty { walk.region.dependencies.reserveCapacity(walk.before.dependencies.count) }
        if !walk.before.scopes.isEmpty { walk.region.scopes.reserveCapacity(walk.before.scopes.count) }
        if !probing {
            if evaluating { store.beginReads(.body, of: record.id) }
            store.beginReads(.walk, of: record.id)
        }
        let outerReads = environment.reads
        environment.reads = walk.reads
        let taken = transitions.taken
        // Moved, not copied: a copy of the walk's tables retains each of
        // them, and the walk left behind releases them again.
        walking.append(consume walk)
        let nodes = make(&self)
        disclosures.leave()
        let done = walking.removeLast()
        environment.reads = outerReads
        if evaluating { record.bodyReads = Array(done.reads.keys.prefix(done.bodyReads)) }
        done.reads.note(record.bodyReads)
        record.reads = done.reads.keys
        record.nodes = nodes
        record.environment = environment
        record.entry = entry
        record.readsOuterContent = done.readsOuterContent
        record.tookPhase = !taken && transitions.taken
        (record.bodyIsStale, record.regionIsStale, record.holdsStale) = (false, false, false)
        guard !probing else {
            // A probe learns where data starts, in bodies walked for it alone.
            region.targets.merge(done.region.targets) { $1 }
            return nodes
        }
        record.walk = graph.walk
        for node in nodes { node.isBody = true }
        graph.finish(record, region: done.region, children: done.children, watches: done.watches)
        attach(record)
        return nodes
    }

    /// The nodes `record` kept, its body standing and nothing inside it stale.
    private mutating func reuse(_ record: ViewRecord) -> [_ViewNode] {
        record.walk = graph.walk
        if record.tookPhase { (transitions.phase, transitions.taken) = (.present, true) }
        attach(record)
        return record.nodes
    }

    /// `record` is held by the body being walked, which reads what it read.
    private mutating func attach(_ record: ViewRecord) {
        guard let holder = walking.indices.last else { return }
        walking[holder].children.append(record)
        walking[holder].reads.note(record.reads)
    }

    /// Makes `body`, a modifier's, with `content` as what it modifies.
    mutating func modifying<Result>(_ content: some View, at id: ViewID, _ body: (inout _ResolveContext) -> Result) -> Result {
        modifiedContents.append((content, id, walking.count))
        defer { modifiedContents.removeLast() }
        return body(&self)
    }

    /// The nodes of the content of the innermost modifier being walked,
    /// which belongs to the view around the modifier, not to it. The bodies
    /// inside the modifier's that take it are walked again whenever the
    /// modifier's is, as their values do not hold it.
    mutating func modifiedContent() -> [_ViewNode] {
        guard let (content, id, depth) = modifiedContents.popLast() else { return [] }
        defer { modifiedContents.append((content, id, depth)) }
        for index in depth..<walking.count { walking[index].readsOuterContent = true }
        return content._resolve(in: &self, at: id)
    }
}
