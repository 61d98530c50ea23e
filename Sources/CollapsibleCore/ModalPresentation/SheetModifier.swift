/// `sheet(isPresented:onDismiss:content:)`, `sheet(item:onDismiss:content:)`
/// and `fullScreenCover(isPresented:onDismiss:content:)`: while the binding
/// holds true (or an item), the content is presented over the window, from
/// the bottom, as iOS presents a sheet; it is dismissed by the binding going
/// false (nil), by `dismiss()` inside it, by Escape and by a click on the
/// dimmed window around it, and `onDismiss` runs once it is.
public struct _SheetModifier<SheetContent: View>: _PrimitiveModifier {
    var isShown: Bool
    var style: SheetStyle
    var dismiss: () -> Void
    var onDismiss: (() -> Void)?
    var sheet: () -> SheetContent

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.present(style == .sheet ? .sheet : .fullScreenCover, from: id, dismiss: dismiss) { settings in
            isShown ? SheetLayer(style: style, settings: settings, dismiss: dismiss, content: sheet()) : nil
        }
        // The sheet leaving is a view leaving, whatever dismissed it.
        if isShown, let onDismiss { context.observeLifecycle(.appearance(appear: nil, disappear: onDismiss), at: id.presented) }
        return content._resolve(in: &context, at: id.child(0))
    }
}

extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _SheetModifier<Content>> {
        modifier(_SheetModifier(isShown: isPresented.wrappedValue, style: .sheet, dismiss: { isPresented.wrappedValue = false },
                                onDismiss: onDismiss, sheet: content))
    }

    /// Presented while `item` holds one; another item, another sheet.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content)
        -> ModifiedContent<Self, _SheetModifier<ModifiedContent<Content, _IDModifier<Item.ID>>?>> {
        let shown = item.wrappedValue
        return modifier(_SheetModifier(isShown: shown != nil, style: .sheet, dismiss: { item.wrappedValue = nil },
                                       onDismiss: onDismiss, sheet: { shown.map { content($0).id($0.id) } }))
    }

    /// The content over the whole window, with no backdrop around it.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content)
        -> ModifiedContent<Self, _SheetModifier<Content>> {
        modifier(_SheetModifier(isShown: isPresented.wrappedValue, style: .fullScreenCover, dismiss: { isPresented.wrappedValue = false },
                                onDismiss: onDismiss, sheet: content))
    }
}

/// How a sheet covers the window.
enum SheetStyle: Equatable {
    /// From the bottom over the dimmed window, its top corners rounded; in a
    /// window as large as an iPad's, a form sheet in the middle.
    case sheet
    /// The whole window.
    case fullScreenCover
}
