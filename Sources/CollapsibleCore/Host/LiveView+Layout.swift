/// A live view's layouts: the tree laid out in the window after each
/// evaluation, in the table of frames of the last layout, and on a resize
/// each tree whose layout motion still heads for or starts from, laid out
/// again at the new size.
extension LiveView {
    /// Lays the tree out and shows it: what moved goes on its way as
    /// `change` says.
    mutating func layOut(_ change: Change) {
        let matched = layOutTree()
        presentation.show(root, frames: layouts.frames, pixelLength: pixelLength, scheme: colorScheme, layout: layouts.generation,
                          change: change, policy: policy, matchedBefore: layouts.matchedFrames)
        layouts.matchedFrames = matched
    }

    /// Lays the tree out in the window; returns each matched id's frame.
    /// What stands since the last layout, offered what it was, stays where
    /// it was. The table of frames is made anew once it holds as many frames
    /// again as the tree, so that the frames of views gone do not pile up.
    @discardableResult
    mutating func layOutTree() -> [MatchKey: Rect] {
        var frames = layouts.frames
        // The table is written in place, held by nothing else.
        layouts.frames = [:]
        let anew = frames.isEmpty || frames.count > 2 * max(layouts.framesPlaced, 64)
        var pass: LayoutPass
        if anew {
            layouts.table += 1
            pass = LayoutPass(measure: measure, table: layouts.table, previous: frames)
        } else {
            pass = LayoutPass(measure: measure, frames: consume frames, readerInsets: layouts.readerInsets, table: layouts.table)
        }
        pass.place(root, in: size)
        if anew { layouts.framesPlaced = pass.frames.count }
        layouts.frames = pass.frames
        scrolls.pixelLength = pixelLength
        scrolls.follow(layouts.frames)
        layouts.readerInsets = pass.readerInsets
        return pass.matchedFrames
    }

    /// Lays every tree still in use out again at the window's new size.
    mutating func relayOut() {
        var relaid: [Int: [ViewID: Rect]] = [:]
        for (layout, tree) in layouts.trees where layout != layouts.generation && presentation.usesLayout(layout) {
            var pass = LayoutPass(measure: measure, previous: layouts.frames)
            pass.place(tree, in: size)
            relaid[layout] = pass.frames
        }
        // A view that comes in matched to one that stays moves from where
        // that one is at this size.
        layouts.matchedFrames = layOutTree()
        relaid[layouts.generation] = layouts.frames
        presentation.show(root, frames: layouts.frames, pixelLength: pixelLength, scheme: colorScheme, layout: layouts.generation,
                          change: .resize(relaid), policy: policy, matchedBefore: [:])
    }
}

/// Each evaluation's tree, while motion still heads for or starts from its
/// layout, numbered by evaluation, and the frames of the last layout.
struct LayoutGenerations {
    private(set) var trees: [Int: _ViewNode] = [:]
    /// The number of the last evaluation's tree.
    private(set) var generation = 0
    /// Each node's frame in the last layout, in the table numbered `table`,
    /// which the next layout writes into; and how many frames the last
    /// layout that made the table anew placed.
    var frames: [ViewID: Rect] = [:]
    /// The `safeAreaInsets` of each `GeometryReader` that has any, in the
    /// same table.
    var readerInsets: [ViewID: EdgeInsets] = [:]
    var table = 0
    var framesPlaced = 0
    /// Each matched id's frame in the last layout, where a view that comes
    /// in with that id moves from.
    var matchedFrames: [MatchKey: Rect] = [:]

    /// Keeps `tree` as the next generation, and of the others those whose
    /// layout `presentation` still uses.
    mutating func keep(_ tree: _ViewNode, while presentation: Presentation) {
        generation += 1
        // A loop, not a filter: a closure's capture of the presentation copies it for each tree.
        for kept in trees.keys where !presentation.usesLayout(kept) { trees[kept] = nil }
        trees[generation] = tree
    }
}
