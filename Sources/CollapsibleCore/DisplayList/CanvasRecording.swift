/// What a canvas's renderer draws, as it draws it: display items in the
/// canvas's coordinates, each drawing one item with the context's state
/// around it, and what the renderer resolves texts and images with. Shared
/// by every copy of the context and every layer made from it.
final class CanvasRecording {
    let id: ViewID
    let bounds: Rect
    let resources: DrawingResources
    let symbols: CanvasSymbols
    /// Where the canvas's own drawings go; a layer collects in one of its own.
    let layer = CanvasLayer()
    private var made = 0
    /// The drawings the renderer asked for, and how many of them were past
    /// the most a frame records.
    private var drawings = 0
    private var dropped = 0
    /// Whether a drawing was laid over those before it by a mode other than
    /// normal: the canvas is then a layer of its own, as SwiftUI's is, so
    /// that the mode meets the canvas's own drawings alone.
    var blends = false

    /// The most drawings one canvas records for a frame. Each path is one
    /// fill or stroke of cairo's, run after run: past this, a frame would
    /// hold the window back from the display's pace for longer still, and
    /// the rest is left out, with a line.
    static let mostDrawings = 10_000

    init(id: ViewID, size: CGSize, resources: DrawingResources, symbols: CanvasSymbols) {
        self.id = id
        self.symbols = symbols
        bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        self.resources = resources
    }

    /// An identity for the next item: the same drawing in the same place
    /// from frame to frame, so that a redraw compares them.
    func nextID() -> ViewID {
        made += 1
        return id.child(made)
    }

    /// Whether one more drawing is recorded.
    func admits() -> Bool {
        drawings += 1
        guard drawings <= Self.mostDrawings else {
            dropped += 1
            return false
        }
        return true
    }

    /// What the canvas draws: its drawings, as one group where a mode lays
    /// them over one another.
    var items: [DisplayItem] {
        blends ? [DisplayItem(id: nextID(), frame: bounds, content: .effect(.blend(.normal), layer.items))] : layer.items
    }

    /// The renderer is done: what it drew past the most is told.
    func finish() {
        guard dropped > 0 else { return }
        resources.warnOnce(about: id, "Canvas: the renderer drew \(drawings) items in one frame; the first \(Self.mostDrawings) are drawn, the other \(dropped) left out")
    }
}

/// The items a context draws into: the canvas's, or a layer's. Paths drawn
/// with nothing around them, one after another, make one run.
final class CanvasLayer {
    private var drawn: [DisplayItem] = []
    /// The run being added to, kept apart so that each path joins it in place.
    private var run: (id: ViewID, frame: Rect, drawings: [PathRun.Drawing])?

    var items: [DisplayItem] {
        guard let run else { return drawn }
        return drawn + [DisplayItem(id: run.id, frame: run.frame, content: .paths(PathRun(drawings: run.drawings)))]
    }

    func append(_ items: [DisplayItem]) {
        if let run {
            drawn.append(DisplayItem(id: run.id, frame: run.frame, content: .paths(PathRun(drawings: run.drawings))))
            self.run = nil
        }
        drawn += items
    }

    /// `drawing` over `frame`, after the paths drawn just before it; a new
    /// run takes its identity from `id`.
    func append(_ drawing: PathRun.Drawing, over frame: Rect, id: () -> ViewID) {
        if run == nil { run = (id(), frame, []) }
        run?.drawings.append(drawing)
    }
}
