/// `navigationDestination(isPresented:destination:)` and
/// `navigationDestination(item:destination:)`: while the binding holds a
/// value, the `NavigationStack` around shows the destination's screen over
/// the others; the back button, or a pop, sets the binding back to false
/// or nil, and the binding going so takes the screen off. Outside a stack,
/// nothing is shown.
public struct _NavigationDestinationPresenter<Value: Hashable, Destination: View>: ViewModifier {
    var item: Binding<Value?>
    var destination: (Value) -> Destination
    @State private var pushed: Int?
    @Environment(\.navigationPlace) private var place

    public func body(content: Content) -> some View {
        content.onChange(of: item.wrappedValue, initial: true) { _, value in show(value) }
    }

    /// Shows the screen for `value`, in place of the one shown for an earlier value.
    private func show(_ value: Value?) {
        guard let context = place?.context else { return }
        if let shown = pushed {
            context.removeView(shown)
            pushed = nil
        }
        guard let value else { return }
        let item = item, pushedState = $pushed
        pushed = context.pushView(AnyView(destination(value))) {
            pushedState.wrappedValue = nil
            item.wrappedValue = nil
        }
    }
}

extension View {
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> ModifiedContent<Self, _NavigationDestinationPresenter<Bool, V>> {
        let presented = Binding<Bool?>(get: { isPresented.wrappedValue ? true : nil }, set: { isPresented.wrappedValue = $0 != nil })
        let screen = destination()
        return modifier(_NavigationDestinationPresenter(item: presented, destination: { _ in screen }))
    }

    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C)
        -> ModifiedContent<Self, _NavigationDestinationPresenter<D, C>> {
        modifier(_NavigationDestinationPresenter(item: item, destination: destination))
    }
}
