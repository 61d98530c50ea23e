/// `popover(isPresented:attachmentAnchor:arrowEdge:content:)` and
/// `popover(item:)`: as iOS adapts it to the room there is. In a window as
/// large as an iPad's, a rounded box by the view, its arrow pointing at
/// it, the window around it neither dimmed nor reached (a click there
/// dismisses it); in a smaller one, a sheet.
public struct _PopoverModifier<PopoverContent: View>: _PrimitiveModifier {
    var isShown: Bool
    var dismiss: () -> Void
    var popover: () -> PopoverContent

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let anchor = id.child(0), regular = context.windowIsRegular
        context.present(regular ? .popover : .sheet, from: id, dismiss: dismiss) { settings in
            isShown ? PopoverLayer(regular: regular, anchor: anchor, settings: settings, dismiss: dismiss, content: popover()) : nil
        }
        return context.wrap(content, at: anchor, in: EnvironmentNode())
    }
}

extension View {
    /// `attachmentAnchor` and `arrowEdge` are taken as iOS's defaults: the
    /// arrow on the box's top edge, at the middle of the view.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content)
        -> ModifiedContent<Self, _PopoverModifier<Content>> {
        modifier(_PopoverModifier(isShown: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false }, popover: content))
    }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content)
        -> ModifiedContent<Self, _PopoverModifier<ModifiedContent<Content, _IDModifier<Item.ID>>?>> {
        let shown = item.wrappedValue
        return modifier(_PopoverModifier(isShown: shown != nil, dismiss: { item.wrappedValue = nil },
                                         popover: { shown.map { content($0).id($0.id) } }))
    }
}

/// SwiftUI's `PopoverAttachmentAnchor`: where on the view the popover's
/// arrow points.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}
