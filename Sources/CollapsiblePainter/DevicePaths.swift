import CCairo
import CollapsibleCore

/// A canvas's run of paths in device pixels: its paths kept in the run's own coordinates, which
/// cairo's matrix scales as it adds them, and what each can touch, so that a part of the frame
/// draws only the paths that reach it and the next frame repaints around those that changed.
struct DevicePaths {
    let run: PathRun
    /// The run's frame in device pixels, and the scale from its coordinates to them.
    let frame: Rect
    let scale: Double
    /// What each path can touch in device pixels, in the run's order; nil for one that draws nothing.
    let reaches: [Rect?]
    let bounds: Rect?

    init(_ run: PathRun, in frame: Rect, scale s: Double) {
        (self.run, self.frame, scale) = (run, frame, s)
        let origin = Point(x: frame.minX, y: frame.minY)
        reaches = run.drawings.map { drawing in
            drawing.path.controlBounds.map { drawing.paint.outset(pathBox: $0).scaled(by: s).offsetBy(origin) }
        }
        bounds = reaches.lazy.compactMap { $0 }.reduce(nil) { $0?.union($1) ?? $1 }
    }

    /// Draws each path that `shows` says may touch the pixels being painted, setting cairo's
    /// source only where the paint differs from the path's before.
    func draw(on cr: OpaquePointer, where shows: (Rect?) -> Bool) {
        guard scale > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, frame.minX, frame.minY)
        cairo_scale(cr, scale, scale)
        let over = Rect(x: 0, y: 0, width: frame.width / scale, height: frame.height / scale)
        // By index: a drawing taken out of the run by the loop was copied,
        // through the runtime, at every path.
        let drawings = run.drawings
        var source: (drawing: Int, isSet: Bool)?
        for index in drawings.indices where shows(reaches[index]) {
            if source.map({ drawings[$0.drawing].paint.paint != drawings[index].paint.paint }) ?? true {
                source = (index, DevicePaint(drawings[index].paint.paint, over: over, scale: 1).set(on: cr))
            }
            guard source?.isSet == true else { continue }
            drawings[index].paint.draw(on: cr) { drawings[index].path.add(on: cr, at: CGPoint(x: 0, y: 0)) }
        }
        cairo_restore(cr)
    }

    /// Where its pixels may differ from `old`'s: around each path that changed, before and now;
    /// all either reaches when paths came or went or the run moved.
    func changes(since old: DevicePaths) -> [Rect] {
        guard frame == old.frame, scale == old.scale, run.drawings.count == old.run.drawings.count else {
            return [old.bounds, bounds].compactMap { $0?.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack) }
        }
        var rects: [Rect] = []
        for index in run.drawings.indices where run.drawings[index] != old.run.drawings[index] {
            rects += [old.reaches[index], reaches[index]].compactMap { $0?.insetBy(dx: -DeviceItem.slack, dy: -DeviceItem.slack) }
        }
        return rects
    }
}
