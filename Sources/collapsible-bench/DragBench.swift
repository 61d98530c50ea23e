import CollapsibleCore
import CollapsiblePainter
import Timekeeping

/// A drag at a gaming mouse's rate, 1,000 moves a second, over a card that
/// follows it through a `GestureState`, in frames of 120 Hz: each round is
/// one frame, the moves of its 8.33 ms (8 or 9) handed to the view, which
/// hands the gesture the last of them once, then the frame made and drawn.
struct DragBench {
    static let movesPerSecond = 1000
    static let framesPerSecond = 120
    /// Each round's frame, from the first move to the frame drawn.
    var frame = Samples()
    /// How many times the view was evaluated in the frames measured, and
    /// how many moves they took.
    private(set) var evaluations = 0
    private(set) var moves = 0

    private var live: LiveView
    private let painter: Painter
    private let surface: ImageSurface
    /// The moves made, a millisecond apart, and the frames drawn.
    private var step = 0
    private var frames = 0

    init(measure: Painter) throws(PainterError) {
        painter = measure
        live = LiveView(DraggedCard(), size: Size(width: 1920, height: 1080), measure: measure)
        surface = try ImageSurface(width: 1920, height: 1080)
        _ = try painter.draw(live.displayList(scale: 1), on: surface)
        live.pointerPressed(at: Point(x: 960, y: 540), time: 0)
    }

    /// One frame of the drag, the pointer going to and fro along a line of
    /// 600 points, a point a move.
    mutating func measureFrame() throws(PainterError) {
        let before = live.evaluations, first = step
        frames += 1
        let shown = Double(frames) / Double(Self.framesPerSecond)
        frame.add(try elapsed { () throws(PainterError) in
            while Double(step + 1) / Double(Self.movesPerSecond) <= shown {
                step += 1
                let along = Double(abs(step % 1200 - 600))
                live.pointerMoved(to: Point(x: 660 + along, y: 540 + along / 4), time: Double(step) / Double(Self.movesPerSecond))
            }
            live.advance(to: shown)
            _ = try painter.draw(live.displayList(scale: 1), on: surface)
        })
        evaluations += live.evaluations - before
        moves += step - first
    }

    /// Forgets the rounds that warmed the caches.
    mutating func forgetSamples() {
        frame = Samples()
        evaluations = 0
        moves = 0
    }
}

/// A card with a title and a shadow, over a grid of tiles, that the
/// pointer drags.
private struct DraggedCard: View {
    @GestureState private var dragged = CGSize.zero

    var body: some View {
        ZStack {
            VStack(spacing: 8) {
                ForEach(0..<12) { row in
                    HStack(spacing: 8) {
                        ForEach(0..<20) { column in
                            RoundedRectangle(cornerRadius: 6).fill((row + column).isMultiple(of: 2) ? Color.blue : Color.teal)
                        }
                    }
                }
            }
            .padding()
            VStack {
                Text("Drag me").font(.headline)
                Text("wherever you like")
            }
            .frame(width: 240, height: 140)
            .background(RoundedRectangle(cornerRadius: 16).fill(.white))
            .shadow(radius: 8)
            .offset(dragged)
            .gesture(DragGesture().updating($dragged) { value, state, _ in state = value.translation })
        }
    }
}
