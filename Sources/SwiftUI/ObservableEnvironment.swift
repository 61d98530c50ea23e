import Observation

extension Environment {
    /// `@Environment(Model.self)`: the `@Observable` object of its type that
    /// a view above put in the environment with `environment(_:)`; with
    /// none, a stop with SwiftUI's message, as no object can stand in for
    /// one of the program's own classes.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(_reading: { environment in
            guard let object = environment._object(of: Value.self) else {
                fatalError("No Observable object of type \(Value.self) found. A View.environmentObject(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        })
    }

    /// `@Environment(Model.self) var model: Model?`: the object, or nil.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        self.init(_reading: { $0._object(of: Object.self) })
    }
}

extension View {
    /// Puts `object` in the environment of the views inside, where
    /// `@Environment(Model.self)` finds it by its type.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> ModifiedContent<Self, _EnvironmentObjectModifier<Object>> {
        modifier(_EnvironmentObjectModifier(object))
    }
}
