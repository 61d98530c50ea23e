/// Paths a canvas filled or stroked one after another with nothing around
/// them, in the coordinates of the item's frame, each painted over the frame:
/// drawn in order, each over the ones before, as as many shapes would be.
/// A canvas of many paths is one item, recorded, resolved and painted in one
/// pass rather than an item, a device item and a cairo state for each.
public struct PathRun: Equatable, Sendable {
    public var drawings: [Drawing]

    public struct Drawing: Equatable, Sendable {
        public var path: Path
        public var paint: ShapePaint

        public init(path: Path, paint: ShapePaint) {
            self.path = path
            self.paint = paint
        }
    }

    public init(drawings: [Drawing]) {
        self.drawings = drawings
    }

    /// The run as `scheme` shows it; itself, with no copy made, where every
    /// paint is the same in every scheme.
    func resolved(in scheme: ColorScheme) -> PathRun {
        guard let first = drawings.firstIndex(where: { $0.paint.paint.resolved(in: scheme) != $0.paint.paint }) else { return self }
        var shown = self
        for index in first..<shown.drawings.count {
            let paint = shown.drawings[index].paint
            shown.drawings[index].paint = paint.painted(paint.paint.resolved(in: scheme))
        }
        return shown
    }
}
