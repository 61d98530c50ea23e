import CollapsibleProgram

/// SwiftUI's `App`: a program's `@main` type, whose body gives its scenes.
/// The first window of them is the program's window, titled as the scene
/// says or else with the program's name, with the command line every
/// program has. Its `@State` and `@StateObject` properties are kept as a
/// view's are: the app is a dynamic property of its window's view, whose
/// own are linked with it.
public protocol App: DynamicProperty {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    public static func main() {
        let app = Self()
        guard let window = app.body._windows().first else {
            Diagnostics.standardError(of: .executable).report("\(Self.self) has no window to show: its body has no WindowGroup")
            exit(1)
        }
        var program = ProgramIdentity.executable
        if let title = window.title { program.title = title }
        var defaults = Options()
        if let size = window.defaultSize {
            defaults.width = Int(size.width.rounded())
            defaults.height = Int(size.height.rounded())
        }
        Hosting.show(AppContent(app: app), as: program, defaults: defaults)
    }
}

/// The view of an app's window: the app's body evaluated as a view's is, so
/// that what it reads is read again when it changes.
struct AppContent<Application: App>: View {
    var app: Application

    var body: some View {
        app.body._windows().first?.content
    }
}
