/// A layout's way into the pass that asks it: its subviews measure through
/// the pass while the layout is asked, and the places it gives them are
/// kept here until it returns. A subview kept past that measures nothing,
/// and says so once.
class LayoutCall {
    /// The pass that asks the layout now; nil outside its calls.
    private(set) var pass: UnsafeMutablePointer<LayoutPass>?
    /// Where each subview was placed by the call that places them, with
    /// what it was offered; nil for one not placed yet. Written once for
    /// each subview a layout places, never across a call that could reach
    /// it again: the runtime's check of exclusive access would cost more
    /// than the placing.
    @exclusivity(unchecked) var placements: [(origin: Point, proposal: ProposedViewSize)?] = []
    /// The last sharing of a stack's length among the subviews, which
    /// placing them takes again.
    var stackShares: StackLayout.Shares?
    /// The last extent of a `ZStack`'s subviews, which placing them takes again.
    var zStackExtent: ZStackLayout.Extent?
    private let warnings: Warnings?
    /// The layout's own view, which a warning names.
    let id: ViewID

    init(id: ViewID, warnings: Warnings?) {
        self.id = id
        self.warnings = warnings
    }

    /// Runs `body` with the subviews measuring through `pass`; a call
    /// inside another (a layout measuring itself again) keeps the outer's.
    func asking<Result>(in pass: inout LayoutPass, _ body: () -> Result) -> Result {
        withUnsafeMutablePointer(to: &pass) { pointer in
            let outer = self.pass
            self.pass = pointer
            defer { self.pass = outer }
            return body()
        }
    }

    /// `measure` run on the pass; nil, told once, outside a call.
    func measuring<Result>(_ what: String, _ measure: (inout LayoutPass) -> Result) -> Result? {
        guard let pass else {
            warn(about: "late", "\(what) was asked of a subview of the layout at \(id) after the layout returned; it has no size there")
            return nil
        }
        return measure(&pass.pointee)
    }

    func warn(about subject: String, _ message: String) {
        warnings?.warnOnce(about: LayoutWarning(id: id, subject: subject), message)
    }

    private struct LayoutWarning: Hashable {
        var id: ViewID
        var subject: String
    }
}
