/// A scroll of the user's under way, as far as the host has seen it: where
/// it started and when, and where it reached. A scroll target behavior
/// settles it once it ends, from its start and its mean velocity.
struct ScrollStroke {
    /// The offset before its first move.
    let origin: Point
    /// The time of the frame before its first move; nil before any frame.
    let began: Double?
    /// The offset after its last move.
    var reached: Point
    /// Whether only a release ends it (the bar dragged), not a pause.
    var held: Bool

    /// The distance it went over the time it took, in points a second; a
    /// scroll seen in one frame, or with no clock, took one frame.
    func velocity(endedAt time: Double??) -> CGVector {
        var took = 1.0 / 60
        if let began, case .some(.some(let ended)) = time, ended - began > took { took = ended - began }
        return CGVector(dx: (reached.x - origin.x) / took, dy: (reached.y - origin.y) / took)
    }
}
