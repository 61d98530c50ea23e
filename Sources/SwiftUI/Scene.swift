/// SwiftUI's `Scene`: a part of an app's interface, made of other scenes
/// through its `body` down to the windows the framework shows.
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }

    /// The windows this scene stands for, frontmost first.
    func _windows() -> [SceneWindow]
}

extension Scene {
    public func _windows() -> [SceneWindow] { body._windows() }
}

/// The scenes the framework shows itself have no body.
public protocol _PrimitiveScene: Scene where Body == Never {}

extension _PrimitiveScene {
    public var body: Never { fatalError("\(Self.self) is shown by the framework and has no body") }
}

extension Never: Scene {}

/// A window a scene asks for: its title, the size it starts at where the
/// command line does not choose one, and its content.
public struct SceneWindow {
    public var title: String?
    public var defaultSize: CGSize?
    public var content: AnyView
}
