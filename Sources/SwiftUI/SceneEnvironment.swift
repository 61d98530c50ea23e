import Observation

extension Scene {
    /// Puts `object` in the environment of every view of the scene's
    /// windows, where `@EnvironmentObject` finds it.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self) { $0.content = AnyView($0.content.environmentObject(object)) }
    }

    /// Puts the `@Observable` `object` in the environment of every view of
    /// the scene's windows, where `@Environment(Model.self)` finds it.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self) { $0.content = AnyView($0.content.environment(object)) }
    }
}
