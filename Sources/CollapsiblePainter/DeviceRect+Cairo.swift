import CCairo
import CollapsibleCore

extension DeviceRect {
    /// Adds the rectangle to `cr`'s path, in whatever space `cr` is in.
    func addRectangle(on cr: OpaquePointer) {
        cairo_rectangle(cr, Double(x), Double(y), Double(width), Double(height))
    }
}
