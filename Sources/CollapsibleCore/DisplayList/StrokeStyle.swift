/// SwiftUI's `StrokeStyle`: how a line is drawn along an outline, centred
/// on it. Its defaults are Core Graphics': a width of 1, butt caps, miter
/// joins up to a limit of 10, and no dashes.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    /// Lengths of dash and gap, in turn, repeated along the line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Whether the dashes leave the line whole: none, or a pattern Core
    /// Graphics refuses (a length that is negative or not finite, or all
    /// of them zero), which it draws as a solid line.
    public var isSolid: Bool {
        dash.isEmpty || dash.contains { !$0.isFinite || $0 < 0 } || dash.allSatisfy { $0 == 0 }
    }
}
