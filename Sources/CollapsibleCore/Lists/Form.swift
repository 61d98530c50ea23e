/// SwiftUI's `Form`: controls in sections, in iOS's grouped look whatever
/// list style is set around it; each row lays its control out as iOS does,
/// a toggle's label leading and its switch trailing, a `LabeledContent`'s
/// value trailing.
public struct Form<Content: View>: _PrimitiveView {
    var content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.changingEnvironment({ $0._listLook = .insetGrouped }) { context in
            List<Never, Content>(selection: .none, content: content)._resolve(in: &context, at: id)
        }
    }
}
