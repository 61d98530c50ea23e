/// SwiftUI's `Divider`: a hairline in the separator colour, one device
/// pixel thick, across a vertical stack or up a horizontal one; across,
/// outside a stack.
public struct Divider: _PrimitiveView {
    public init() {}

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let thickness = 1 / max(context.environment.displayScale, 1)
        let line = Rectangle().fill(Color(.separator))
        if context.stackAxis == .horizontal {
            return line.frame(width: thickness)._resolve(in: &context, at: id)
        }
        return line.frame(height: thickness)._resolve(in: &context, at: id)
    }
}
