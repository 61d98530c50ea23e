import CollapsibleCore
import CollapsiblePainter
import Timekeeping

/// A push and a pop in a `NavigationStack` whose screens are lists of
/// 1,000 rows, at 1920x1080: each frame of the motion, from the press of a
/// row's link or of the back button to the motion's end, the view advanced
/// to the frame's time and painted where it changed, against the 120 Hz budget.
struct NavigationBench {
    static let rows = 1_000
    static let width = 1920, height = 1080

    var pushFrames = Samples(), popFrames = Samples()
    /// The slowest frame of any push or pop measured.
    private(set) var slowest = 0.0
    /// How many frames the last push and pop took.
    private(set) var framesPerPush = 0, framesPerPop = 0

    private let painter = Painter()
    private let surface: ImageSurface
    private var live: LiveView
    private var time = 0.0

    init() throws(PainterError) {
        surface = try ImageSurface(width: Self.width, height: Self.height)
        live = LiveView(NavigatedLists(), size: Size(width: Double(Self.width), height: Double(Self.height)), measure: painter)
        try painter.drawFull(live.displayList(scale: 1), on: surface, at: (0, 0))
    }

    mutating func measureFrames() throws(PainterError) {
        guard let link = live.frontmostTapTarget else { return }
        live.press(link)
        let push = try measureMotion()
        live.goBack()
        let pop = try measureMotion()
        for frame in push { pushFrames.add(frame) }
        for frame in pop { popFrames.add(frame) }
        slowest = max(slowest, push.max() ?? 0, pop.max() ?? 0)
        (framesPerPush, framesPerPop) = (push.count, pop.count)
    }

    /// Frames at 120 Hz until the motion under way ends: the time of each.
    private mutating func measureMotion() throws(PainterError) -> [Double] {
        var frames: [Double] = [], live = live, time = time
        defer { (self.live, self.time) = (live, time) }
        repeat {
            time += 1.0 / 120
            frames.append(try elapsed { () throws(PainterError) in
                live.advance(to: time)
                _ = try painter.draw(live.displayList(scale: 1), on: surface, at: (0, 0))
            })
        } while live.isAnimating && frames.count < 240
        return frames
    }

    mutating func forgetSamples() {
        (pushFrames, popFrames, slowest) = (Samples(), Samples(), 0)
    }
}

extension NavigationBench: FrameBench {}

/// A list of rows, each a link to a screen that is a list of its own.
struct NavigatedLists: View {
    var body: some View {
        NavigationStack {
            List(0..<NavigationBench.rows) { row in
                NavigationLink("Row \(row)", value: row)
            }
            .navigationTitle("Rows")
            .navigationDestination(for: Int.self) { row in
                List(0..<NavigationBench.rows) { item in
                    Text("Item \(item) of row \(row)")
                }
                .navigationTitle("Row \(row)")
            }
        }
    }
}
