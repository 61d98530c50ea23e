import CollapsibleCore
import CollapsiblePainter
import Timekeeping

/// `--measure`: what the view costs the program, timed in the program's own
/// build, where a benchmark that cannot import the view cannot time it.
/// Each round times three things; their medians are the figures:
/// - a press and release at the centre of the view's first control, as
///   `--render --progress` presses, with the change it makes evaluated and
///   laid out: what the window does before the frame after a click;
/// - a frame drawn whole on a surface the size of the window, as at its
///   first show and each resize: each round another of the frames below;
/// - the frames of the motion the press starts, at 60 a second, drawn in
///   turn over the settled frame on one surface with the painter's partial
///   repaint, as the window draws them: their average.
public func measure(_ view: OffscreenView) throws(PainterError) -> Measurement {
    // Each surface has its own painter, as a window's frame has: a painter
    // repaints in part only the surface it drew last.
    let fullPainter = Painter(), motionPainter = Painter()
    var clicked = view.liveView(measure: motionPainter)
    let start = clicked.displayList(scale: view.deviceScale)
    let hasControl = clicked.firstControlCentre != nil
    let (motion, pressChanges) = motionFrames(clicking: &clicked, scale: view.deviceScale)
    let everyFrame = [start] + motion

    let size = Painter.deviceSize(of: start)
    let fullSurface = try ImageSurface(width: size.width, height: size.height)
    let motionSurface = try ImageSurface(width: size.width, height: size.height)

    var update = Samples(), full = Samples(), animation = Samples()
    // The first rounds load fonts and fill caches, as the program's first frames do.
    let warmUp = 3
    var round = 0
    var measuring = 0.0
    while full.values.count < Measurement.mostRounds
            && (full.values.count < Measurement.fewestRounds || measuring < Measurement.timeLimit) {
        let began = MonotonicClock.nanoseconds()
        var live = view.liveView(measure: motionPainter)
        let pressed = hasControl ? elapsed { live.clickFirstControl() } : nil

        let list = everyFrame[round % everyFrame.count]
        let whole = try elapsed { () throws(PainterError) in try fullPainter.drawFull(list, on: fullSurface) }

        try motionPainter.drawFull(start, on: motionSurface)
        let moving = try elapsed { () throws(PainterError) in
            for list in motion { try motionPainter.draw(list, on: motionSurface) }
        }

        round += 1
        guard round > warmUp else { continue }
        measuring += Double(MonotonicClock.nanoseconds() - began)
        if let pressed { update.add(pressed) }
        full.add(whole)
        animation.add(moving / Double(motion.count))
    }
    return Measurement(width: size.width, height: size.height, scale: view.deviceScale, rounds: full.values.count,
                       update: hasControl ? update.median : nil, pressChanges: pressChanges, full: full.median,
                       animation: animation.median, animationFrames: motion.count)
}

/// The frames after a click on the view's first control, the first at the
/// click and one every 1/60 s until the motion rests, that one included;
/// the settled frame alone where the click starts no motion. And whether
/// the click changed anything.
private func motionFrames(clicking live: inout LiveView, scale: Double) -> (frames: [DisplayList], changed: Bool) {
    let changed = live.clickFirstControl()
    var frames: [DisplayList] = []
    var time = 0.0
    repeat {
        live.advance(to: time)
        frames.append(live.displayList(scale: scale))
        time += 1.0 / 60
    } while live.isAnimating && time < longestMotion
    return (frames, changed)
}

/// A motion that runs longer is timed over its first this many seconds:
/// more frames would tell no more of what one costs.
private let longestMotion = 10.0
