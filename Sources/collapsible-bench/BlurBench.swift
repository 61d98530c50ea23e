import CollapsibleCore
import CollapsiblePainter
import Timekeeping

/// What a blur costs the painter, each frame drawn whole in a 480 x 640 window at scale 1, as at
/// a window's first show and each resize:
/// - a blurred transition: a 100 x 100 square that comes in under a button through a blur of
///   radius 50 and a fade, linear over 1 s. Each round the next of its frames, as the program's
///   `--measure` draws them, and on their own its first, at radius 50, and the one at radius 5;
/// - a picture that fills the window, blurred at radius 5 and at radius 50: the same pixels
///   blurred, so that what the radius adds shows alone.
struct BlurBench {
    /// Each round the next frame of the transition.
    var motion = Samples()
    /// Frames of their own, each drawn every round.
    var frames: [(name: String, list: DisplayList, samples: Samples)]
    let motionFrames: Int

    private let transition: [DisplayList]
    private let painter = Painter()
    private let surface: ImageSurface
    private var round = 0

    init() throws(PainterError) {
        let size = Size(width: 480, height: 640)
        var live = LiveView(BlurredEntrance(), size: size, measure: painter)
        _ = live.pressFrontmostTapTarget()
        var transition: [DisplayList] = [], time = 0.0
        repeat {
            live.advance(to: time)
            transition.append(live.displayList(scale: 1))
            time += 1.0 / 60
        } while live.isAnimating
        let radii = transition.map { Self.blurRadius(in: $0.items) ?? 0 }
        let narrow = radii.indices.min { abs(radii[$0] - 5) < abs(radii[$1] - 5) }!
        (self.transition, motionFrames) = (transition, transition.count)
        frames = [("transition at radius \(Self.figure(radii[0]))", transition[0], Samples()),
                  ("transition at radius \(Self.figure(radii[narrow]))", transition[narrow], Samples())]
        for radius in [5.0, 50] {
            let picture = LiveView(BlurredPicture(radius: radius), size: size, measure: painter).displayList(scale: 1)
            frames.append(("a picture filling the window at radius \(Self.figure(radius))", picture, Samples()))
        }
        surface = try ImageSurface(width: 480, height: 640)
    }

    /// The next frame of the transition, then each frame of its own.
    mutating func measureFrames() throws(PainterError) {
        let list = transition[round % transition.count]
        round += 1
        motion.add(try elapsed { () throws(PainterError) in try painter.drawFull(list, on: surface) })
        for index in frames.indices {
            let list = frames[index].list
            frames[index].samples.add(try elapsed { () throws(PainterError) in try painter.drawFull(list, on: surface) })
        }
    }

    mutating func forgetSamples() {
        motion = Samples()
        for index in frames.indices { frames[index].samples = Samples() }
    }

    /// The transition's frame at radius 50.
    var widest: Samples { frames[0].samples }

    private static func figure(_ radius: Double) -> String { String(Int(radius.rounded())) }

    /// The blur's radius in a frame, where one is drawn.
    private static func blurRadius(in items: [DisplayItem]) -> Double? {
        for item in items {
            guard case .effect(let effect, let inside) = item.content else { continue }
            if case .blur(let radius, _) = effect { return radius }
            if let radius = blurRadius(in: inside) { return radius }
        }
        return nil
    }
}

/// The kind of program that blurs a view in: a button that shows a square, which comes in
/// through a blur and a fade.
private struct BlurredEntrance: View {
    @State private var shown = false

    var body: some View {
        VStack {
            Button("Show") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown {
                Rectangle().fill(Color.blue).frame(width: 100, height: 100)
                    .transition(AnyTransition.modifier(active: Blurred(radius: 50), identity: Blurred(radius: 0)).combined(with: .opacity))
            }
        }
    }
}

private struct Blurred: ViewModifier {
    let radius: CGFloat

    func body(content: Content) -> some View { content.blur(radius: radius) }
}

/// A picture as large as the window, blurred whole.
private struct BlurredPicture: View {
    let radius: CGFloat

    var body: some View {
        Rectangle().fill(Color.orange).overlay(Circle().fill(Color.blue).padding(40)).blur(radius: radius)
    }
}
