/// `navigationDestination(for:destination:)`: the screen the
/// `NavigationStack` around shows for a value of `D` on its path. The
/// destination is told to the stack when the view is made, and stays for
/// values pushed later.
public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: _PrimitiveModifier {
    var destination: (D) -> Destination

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        if let place = context.environment.navigationPlace {
            let destination = destination
            place.context.destinations[ObjectIdentifier(D.self)] = { value in
                AnyView(destination(value.base as! D))
            }
            place.context.revision += 1
        }
        return content._resolve(in: &context, at: id)
    }
}

extension View {
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
        -> ModifiedContent<Self, _NavigationDestinationModifier<D, C>> {
        modifier(_NavigationDestinationModifier(destination: destination))
    }
}
