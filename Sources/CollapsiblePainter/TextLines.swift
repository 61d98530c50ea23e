import CollapsibleCore

/// A text set in lines, ready to be drawn and read: by Pango (`TextLayout`),
/// or, when it is a line of digits, by cairo's own fonts (`DigitLine`).
/// Lengths in device pixels, from its origin.
protocol TextLines: AnyObject {
    /// The box of its lines, which the frame centres.
    var box: Rect { get }
    /// The box of its ink; nil for a text that draws none, such as spaces.
    var ink: Rect? { get }
    /// Draws it with its origin at `origin`, each run of the text in its paint.
    func show(on cr: OpaquePointer, at origin: Point, paints: [DevicePaint])
    /// Where each of the text's `count` characters lies, with its origin at
    /// `origin`, in logical pixels at `scale`.
    func geometry(characters count: Int, origin: Point, scale: Double) -> TextGeometry
    /// The first and the last line's baselines, in device pixels down from
    /// the top of its box.
    var baselines: (first: Double, last: Double) { get }
}

/// A text that cannot be set: nothing, nowhere.
final class NoText: TextLines {
    var box: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }
    var ink: Rect? { nil }
    var baselines: (first: Double, last: Double) { (0, 0) }
    func show(on cr: OpaquePointer, at origin: Point, paints: [DevicePaint]) {}

    func geometry(characters count: Int, origin: Point, scale: Double) -> TextGeometry {
        let place = Rect(x: origin.x / scale, y: origin.y / scale, width: 0, height: 0)
        return TextGeometry(characters: Array(repeating: place, count: count), lineStarts: [0], wordStarts: [], sentenceStarts: [])
    }
}
