/// `coordinateSpace(_:)`: the view's frame as a space of its own, which a
/// `GeometryReader` inside measures frames from by its name.
public struct _CoordinateSpaceModifier: _PrimitiveModifier {
    var name: AnyHashable

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.changingEnvironment({ [scroller = context.scrollView] in $0[NamedSpacesKey.self][name] = NamedSpace(view: id, scroller: scroller) }) { context in
            context.wrap(content, at: id, in: CoordinateSpaceNode())
        }
    }
}

extension View {
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }

    public func coordinateSpace<Name: Hashable>(name: Name) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}

/// The named view: a wrapper, whose frame is the space's.
struct CoordinateSpaceNode: NodeKind {}

/// A named space: the view that names it, and the scroll view whose
/// content holds that view, where one does.
struct NamedSpace: Equatable {
    var view: ViewID
    var scroller: ViewID?
}

/// The named spaces around a view.
struct NamedSpacesKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: [AnyHashable: NamedSpace] = [:]
}
