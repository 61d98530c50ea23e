import CollapsibleCore
import CollapsiblePainter
import Timekeeping

/// What a timeline and a canvas cost a frame at 1920 x 1080, scale 1, as the window draws it:
/// - a timeline of every frame, as `TimelineView(.animation)` is made, of 200 circles each moved
///   by the frame's time: each round the next frame, 1/120 s on, its content made again, laid
///   out and presented, the display list made and the frame painted where it changed; and the
///   same timeline paused, where the host is asked for no frame at all;
/// - a canvas of 10,000 small paths, made again each round by a timeline around it: the
///   renderer's drawings recorded, the display list made, and the whole frame painted.
struct EffectsBench {
    var timeline = Samples()
    /// Of which its content made again, laid out and presented, and the display list made.
    var timelineMade = Samples()
    var canvas = Samples()
    /// Of which the renderer's drawings recorded and the display list made.
    var canvasMade = Samples()
    /// Whether the paused timeline asks the host for a frame, and how many times its content
    /// was made over as many frames as the rounds.
    private(set) var pausedAsks = false
    private(set) var pausedEvaluations = 0

    private var moving: LiveView
    private var paused: LiveView
    private var drawing: LiveView
    private let timelinePainter = Painter(), canvasPainter = Painter()
    private let timelineSurface, canvasSurface: ImageSurface
    private var time = 0.0

    static let size = Size(width: 1920, height: 1080)

    init() throws(PainterError) {
        moving = LiveView(MovingCircles(paused: false), size: Self.size, measure: timelinePainter)
        paused = LiveView(MovingCircles(paused: true), size: Self.size, measure: timelinePainter)
        drawing = LiveView(SmallPaths(), size: Self.size, measure: canvasPainter)
        timelineSurface = try ImageSurface(width: 1920, height: 1080)
        canvasSurface = try ImageSurface(width: 1920, height: 1080)
        try timelinePainter.drawFull(moving.displayList(scale: 1), on: timelineSurface)
    }

    mutating func measureFrames() throws(PainterError) {
        time += 1.0 / 120
        let at = time
        let moved = Self.made(&moving, at: at)
        let repainted = try elapsed { () throws(PainterError) in try timelinePainter.draw(moved.list, on: timelineSurface) }
        timelineMade.add(moved.elapsed)
        timeline.add(moved.elapsed + repainted)
        let drawn = Self.made(&drawing, at: at)
        let painted = try elapsed { () throws(PainterError) in try canvasPainter.drawFull(drawn.list, on: canvasSurface) }
        canvasMade.add(drawn.elapsed)
        canvas.add(drawn.elapsed + painted)
        let before = paused.evaluations
        paused.advance(to: at)
        pausedEvaluations += paused.evaluations - before
        pausedAsks = pausedAsks || paused.isAnimating || paused.nextTimelineUpdate != nil
    }

    /// `live` advanced to `time` and its display list made, with the nanoseconds that took.
    private static func made(_ live: inout LiveView, at time: Double) -> (list: DisplayList, elapsed: Double) {
        var list: DisplayList?
        let spent = elapsed {
            live.advance(to: time)
            list = live.displayList(scale: 1)
        }
        return (list!, spent)
    }

    mutating func forgetSamples() {
        (timeline, timelineMade, canvas, canvasMade, pausedEvaluations) = (Samples(), Samples(), Samples(), Samples(), 0)
    }
}

/// 200 circles of 24 points across the window, each moving by the time of the frame.
private struct MovingCircles: View {
    let paused: Bool

    var body: some View {
        _TimelineReader { time in
            let t = time ?? 0
            let circles = ZStack(alignment: .topLeading) {
                ForEach(0..<200, id: \.self) { index in
                    let i = Double(index)
                    Circle().fill(Color.exerciseColor(index))
                        .frame(width: 24, height: 24)
                        .offset(x: (i * 37 + t * 240).truncatingRemainder(dividingBy: 1896),
                                y: (i * 53 + t * 150).truncatingRemainder(dividingBy: 1056))
                }
            }
            return (circles.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), paused ? .never : .everyFrame, nil)
        }
    }
}

/// A canvas of 10,000 triangles, 8 points a side, 100 rows of 100, turned a little with the time.
private struct SmallPaths: View {
    var body: some View {
        _TimelineReader { time in
            let t = time ?? 0
            let canvas = Canvas { context, size in
                for index in 0..<10_000 {
                    let x = Double(index % 100) * 19 + 4, y = Double(index / 100) * 10.7 + 2
                    let lean = 4 * sin(t + Double(index))
                    var path = Path()
                    path.move(to: CGPoint(x: x + lean, y: y))
                    path.addLine(to: CGPoint(x: x + 8, y: y + 8))
                    path.addLine(to: CGPoint(x: x, y: y + 8))
                    path.closeSubpath()
                    context.fill(path, with: .color(Color.exerciseColor(index)))
                }
            }
            return (canvas, .everyFrame, nil)
        }
    }
}

extension Color {
    /// The exercise's palette, round and round.
    static func exerciseColor(_ index: Int) -> Color {
        let palette: [Color] = [.red, .orange, .purple, .blue]
        return palette[index % palette.count]
    }
}
