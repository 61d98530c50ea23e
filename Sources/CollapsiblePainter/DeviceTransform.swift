import CCairo
import CollapsibleCore

/// A group's transform in device pixels: the display list's, its translation multiplied by the
/// scale. Only a finite, invertible transform has a place to put the group: cairo refuses any
/// other and fails the whole frame, so a group through one draws nothing.
struct DeviceTransform {
    private let matrix, inverse: cairo_matrix_t

    init?(_ t: CGAffineTransform, scale s: Double) {
        let matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx * s, y0: t.ty * s)
        guard let inverse = Self.inverse(of: matrix) else { return nil }
        (self.matrix, self.inverse) = (matrix, inverse)
    }

    /// Whether it only moves what it draws.
    var isTranslation: Bool {
        matrix.xx == 1 && matrix.yx == 0 && matrix.xy == 0 && matrix.yy == 1
    }

    /// Whether it only moves what it draws, by whole pixels.
    var movesByWholePixels: Bool {
        isTranslation && matrix.x0 == matrix.x0.rounded() && matrix.y0 == matrix.y0.rounded()
    }

    /// How far it moves what it draws, when it only moves it, by whole pixels within cairo's range.
    var wholePixelMove: (x: Int, y: Int)? {
        let limit = Double(Int32.max)
        guard movesByWholePixels, abs(matrix.x0) < limit, abs(matrix.y0) < limit else { return nil }
        return (Int(matrix.x0), Int(matrix.y0))
    }

    /// The box that holds `rect` drawn through the transform.
    func map(_ rect: Rect) -> Rect {
        Self.map(rect, through: matrix)
    }

    /// Draws `items` through the transform where they show in `box` of `frame`, in the pixels of
    /// the space around the group. Through the transforms around it too, the group may still
    /// collapse or overflow, and then draws nothing.
    func draw(_ items: [DeviceItem], in list: DeviceList, clip box: DeviceRect, of frame: DeviceRect,
              on cr: OpaquePointer) throws(PainterError) {
        var around = cairo_matrix_t(), through = cairo_matrix_t(), matrix = matrix
        cairo_get_matrix(cr, &around)
        cairo_matrix_multiply(&through, &matrix, &around)
        guard Self.inverse(of: through) != nil else { return }
        // The pixels in the group's own, and two more around them: what cairo samples of a mask
        // or a blurred group drawn through the transform for the pixels around it.
        func inner(_ pixels: DeviceRect) -> DeviceRect { Self.map(Rect(pixels.outset(by: 2)), through: inverse).pixels }
        cairo_save(cr)
        cairo_transform(cr, &matrix)
        try FramePainting.draw(items, in: list, clip: inner(box), of: inner(frame), on: cr)
        cairo_restore(cr)
    }

    /// cairo's own check, that the determinant is a finite number other than 0, which it skips
    /// when it inverts a matrix that only scales, and then that the inverse is finite too.
    private static func inverse(of matrix: cairo_matrix_t) -> cairo_matrix_t? {
        var inverse = matrix
        let determinant = matrix.xx * matrix.yy - matrix.xy * matrix.yx
        guard matrix.isFinite, determinant.isFinite, determinant != 0, cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS,
              inverse.isFinite else { return nil }
        return inverse
    }

    static func map(_ rect: Rect, through matrix: cairo_matrix_t) -> Rect {
        var matrix = matrix
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)].map { corner in
            var (x, y) = corner
            cairo_matrix_transform_point(&matrix, &x, &y)
            return Rect(x: x, y: y, width: 0, height: 0)
        }
        return corners.dropFirst().reduce(corners[0]) { $0.union($1) }
    }
}

extension cairo_matrix_t {
    /// cairo checks that a matrix is invertible, not that its translation is a number.
    var isFinite: Bool {
        [xx, yx, xy, yy, x0, y0].allSatisfy(\.isFinite)
    }
}
