/// A style that is a view too, a colour or a gradient, fills the frame it
/// is offered, as SwiftUI's do.
extension _PrimitiveView where Self: ShapeStyle {
    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        Rectangle().fill(self)._resolve(in: &context, at: id)
    }
}
