/// A live view's layouts: the tree laid out in the window after each
/// evaluation, and on a resize each tree whose layout motion still heads
/// for or starts from, laid out again at the new size.
extension LiveView {
    /// Lays the tree out, unless its evaluation did already, and shows it:
    /// what moved goes on its way as `change` says.
    mutating func layOut(_ change: Change) {
        let layout = layouts.lastLayout ?? laidOut(root)
        layouts.frames = layout.frames
        presentation = Presentation(root, frames: layouts.frames, layout: layouts.generation, after: presentation, change: change,
                                    policy: policy, matchedBefore: layouts.matchedFrames)
        layouts.matchedFrames = layout.matchedFrames
    }

    /// Lays every tree still in use out again at the window's new size.
    mutating func relayOut() {
        var relaid: [Int: [ViewID: Rect]] = [:]
        for (layout, tree) in layouts.trees where layout != layouts.generation && presentation.usesLayout(layout) {
            relaid[layout] = laidOut(tree).frames
        }
        let layout = laidOut(root)
        layouts.frames = layout.frames
        relaid[layouts.generation] = layouts.frames
        // A view that comes in matched to one that stays moves from where
        // that one is at this size.
        layouts.matchedFrames = layout.matchedFrames
        presentation = Presentation(root, frames: layouts.frames, layout: layouts.generation, after: presentation,
                                    change: .resize(relaid), policy: policy, matchedBefore: [:])
    }

    /// One layout of `tree` in the window, a leaving view where the last one put it.
    func laidOut(_ tree: _ViewNode) -> LayoutPass {
        var layout = LayoutPass(measure: measure, previous: layouts.frames)
        layout.place(tree, in: size)
        return layout
    }
}

/// Each evaluation's tree, while motion still heads for or starts from its
/// layout, numbered by evaluation, and the frames of the last layout.
struct LayoutGenerations {
    private(set) var trees: [Int: _ViewNode] = [:]
    /// The number of the last evaluation's tree.
    private(set) var generation = 0
    /// Each node's frame in the last layout.
    var frames: [ViewID: Rect] = [:]
    /// Each matched id's frame in the last layout, where a view that comes
    /// in with that id moves from.
    var matchedFrames: [MatchKey: Rect] = [:]
    /// The layout of the tree as last evaluated, where the evaluation's
    /// loop made one: the change shows it, not another of the same.
    var lastLayout: LayoutPass?

    /// Keeps `tree` as the next generation, and of the others those whose
    /// layout `presentation` still uses.
    mutating func keep(_ tree: _ViewNode, while presentation: Presentation) {
        generation += 1
        trees = trees.filter { presentation.usesLayout($0.key) }
        trees[generation] = tree
    }
}
