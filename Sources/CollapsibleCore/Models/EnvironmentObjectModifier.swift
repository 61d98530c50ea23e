/// `environmentObject(_:)`, and `environment(_:)` for an `@Observable`
/// object: an object set for every view inside, found by its type.
public struct _EnvironmentObjectModifier<Object: AnyObject>: _PrimitiveModifier {
    let object: Object?

    public init(_ object: Object?) {
        self.object = object
    }

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.changingEnvironment({ $0[ObjectKey<Object>.self] = ObjectReference(object: object) }) { $0.wrap(content, at: id, in: EnvironmentNode()) }
    }
}

/// Where the environment holds the object of one type.
private struct ObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectReference<Object> { ObjectReference(object: nil) }
}

/// An object in the environment, the same as another where it is the
/// same object: a body that read it is evaluated again only for another.
private struct ObjectReference<Object: AnyObject>: Equatable {
    let object: Object?

    static func == (a: Self, b: Self) -> Bool { a.object === b.object }
}

extension EnvironmentValues {
    /// The object of `type` that a view above put in the environment.
    public func _object<Object: AnyObject>(of type: Object.Type) -> Object? {
        self[ObjectKey<Object>.self].object
    }
}
