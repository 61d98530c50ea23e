/// An update that walks the stale bodies alone: each is walked again on its
/// own, in the surroundings it was made in, and its new nodes take the place
/// of its old ones in the nodes of the bodies around it, up to the top. No
/// body around a stale one is walked, so that the update costs what the
/// stale bodies cost, not what the bodies that hold them do.
extension _ResolveContext {
    /// The nodes of the tree after the stale bodies were walked alone; nil
    /// where the tree is walked from the top instead: at the first walk, when
    /// the host's environment changed, or when a body's nodes do not fit in
    /// the place of the old ones (then the body around it is made stale).
    mutating func splicedTree() -> [_ViewNode]? {
        guard graph.top.walk != 0, environment.isSameVersion(as: graph.top.environment),
              let stale = graph.takeStaleRoots() else { return nil }
        graph.beginWalk()
        for record in stale {
            guard splice(record) else { return nil }
        }
        graph.settle(stale)
        return graph.top.nodes
    }

    private mutating func splice(_ record: ViewRecord) -> Bool {
        guard let parent = record.parent, !record.readsOuterContent else {
            record.parent.map { graph.invalidate($0, body: false) }
            return false
        }
        let old = record.nodes, tookPhase = record.tookPhase
        guard let new = walkAlone(record), new.count == old.count, !old.isEmpty, record.tookPhase == tookPhase else {
            graph.invalidate(parent, body: false)
            return false
        }
        var replaced = Array(zip(old, new)), holder = parent
        while true {
            guard let nodes = holder.nodes.replacing(replaced, atTop: true) else {
                graph.invalidate(holder, body: false)
                return false
            }
            replaced = holder.nodes.indices.filter { holder.nodes[$0] !== nodes[$0] }.map { (holder.nodes[$0], nodes[$0]) }
            holder.nodes = nodes
            for node in nodes { node.isBody = true }
            for key in record.reads where !holder.reads.contains(key) { holder.reads.append(key) }
            if holder === graph.top { return true }
            guard let around = holder.parent else { return false }
            holder = around
        }
    }

    /// `record` walked in the surroundings it was made in.
    private mutating func walkAlone(_ record: ViewRecord) -> [_ViewNode]? {
        let entry = record.entry
        let outer = (environment, stackAxis, makesListRows, disclosures, transitions, animationScope, scrollView, sectionPinning)
        defer { (environment, stackAxis, makesListRows, disclosures, transitions, animationScope, scrollView, sectionPinning) = outer }
        environment = record.environment
        stackAxis = entry.stackAxis
        makesListRows = entry.makesListRows
        disclosures = DisclosureScopes()
        disclosures.enter(entry.disclosure)
        (transitions.phase, transitions.taken, transitions.within, transitions.isRemoving) =
            (entry.phase, false, entry.withinTransition, entry.isRemoving)
        animationScope = entry.animationScope
        scrollView = entry.scrollView
        sectionPinning = entry.sectionPinning
        return record.walkAlone(in: &self)
    }
}

extension [_ViewNode] {
    /// These nodes with each old node of `replaced`, wherever it is, the new
    /// one in its place, and the nodes around it made again; nil where none
    /// is. The nodes another body made are not looked into: below the top,
    /// a body's nodes are those of a body inside.
    func replacing(_ replaced: [(old: _ViewNode, new: _ViewNode)], atTop: Bool) -> [_ViewNode]? {
        var result: [_ViewNode]?
        for index in indices {
            let node = self[index]
            if let pair = replaced.first(where: { $0.old === node }) {
                if result == nil { result = self }
                result?[index] = pair.new
                continue
            }
            guard atTop || !node.isBody, !node.children.isEmpty,
                  let children = node.children.replacing(replaced, atTop: false) else { continue }
            if result == nil { result = self }
            result?[index] = node.replacingChildren(with: children)
        }
        return result
    }
}

extension _ViewNode {
    /// This node with `children` in place of its own, made in its place.
    func replacingChildren(with new: [_ViewNode]) -> _ViewNode {
        let made = _ViewNode(id, kind, new)
        let replaced = children.indices.filter { children[$0] !== new[$0] }.map { (old: children[$0], new: new[$0]) }
        made.predecessor = Predecessor(node: self, replaced: replaced)
        return made
    }
}
