/// What `--measure` found: medians, in nanoseconds, of a press of the
/// view's first control evaluated and laid out (nil where the view has no
/// control), a full frame, and a frame of the motion the press starts.
public struct Measurement: Equatable {
    /// In device pixels, and device pixels per logical pixel.
    public var width: Int
    public var height: Int
    public var scale: Double
    public var rounds: Int
    public var update: Double?
    /// Whether the press changed anything; where it did not (a tab already
    /// chosen, a control under a view in front), `update` is a press alone.
    public var pressChanges: Bool
    public var full: Double
    public var animation: Double
    /// The frames of the motion, the settled one at its end included.
    public var animationFrames: Int

    /// Enough samples that a few a busy machine slows down move no median,
    /// as long as they take less than `timeLimit` nanoseconds; a view whose
    /// frames are slow gets fewer, never fewer than `fewestRounds`.
    public static let mostRounds = 200
    public static let fewestRounds = 10
    public static let timeLimit = 5e9

    /// One line for a reader, after the program's name.
    public func line(program: String) -> String {
        let press = update.map { "a press evaluated and laid out in \(fixed($0 / 1e3, 1)) µs\(pressChanges ? "" : ", changing nothing")" }
            ?? "no control to press"
        let frames = animationFrames == 1 ? "1 frame" : "\(animationFrames) frames"
        return "\(program) at \(width)x\(height), scale \(number(scale)): \(press); a full frame in \(fixed(full / 1e6, 3)) ms; "
            + "an animation frame in \(fixed(animation / 1e6, 3)) ms (\(frames)); medians of \(rounds) rounds"
    }

    /// The same as one JSON object on one line, for a benchmark to read.
    public func json(program: String) -> String {
        let name = program.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
        return "{\"program\":\"\(name)\",\"width\":\(width),\"height\":\(height),\"scale\":\(number(scale)),"
            + "\"rounds\":\(rounds),\"update_median_ns\":\(update.map { String(Int($0.rounded())) } ?? "null"),"
            + "\"press_changes\":\(pressChanges),"
            + "\"full_median_ns\":\(Int(full.rounded())),\"animation_median_ns\":\(Int(animation.rounded())),"
            + "\"animation_frames\":\(animationFrames)}"
    }
}

/// `value` with `digits` decimals.
private func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let whole = Int((value * scale).rounded())
    let decimals = String(whole % Int(scale))
    return "\(whole / Int(scale))." + String(repeating: "0", count: digits - decimals.count) + decimals
}

/// A whole number without its ".0".
private func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}

private extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        reduce(into: "") { $0 += $1 == target ? replacement : String($1) }
    }
}
