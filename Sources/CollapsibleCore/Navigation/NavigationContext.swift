/// What a `NavigationStack` hands the views inside it: the destinations
/// declared in its screens, by the type of value each takes, and its push
/// and pop. The stack keeps one for its life, so that a destination
/// declared in the root is there for a value pushed later, when the root's
/// body is not evaluated again.
final class NavigationContext {
    /// By the value's type, the screen for a value of it.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// The screens on the stack above the root, read when a link is pressed.
    var depth: () -> Int = { 0 }
    var pushValue: (AnyHashable) -> Void = { _ in }
    /// Pushes a view's screen; `popped` runs when the back button, or a pop
    /// of the stack, takes it off. Returns what `removeView` knows it by.
    var pushView: (AnyView, _ popped: (() -> Void)?) -> Int = { _, _ in 0 }
    /// Takes a pushed view's screen off, and those above it, as its presenter says.
    var removeView: (Int) -> Void = { _ in }
    /// Takes the top screen off; nothing where only the root is shown.
    var pop: () -> Void = {}
    /// Counts the times what a screen is made of may have changed: the
    /// stack's body evaluated, or a destination declared again. Screens made
    /// at the same count are the same screen, closures and all, and keep
    /// their nodes while a push or a pop moves them.
    var revision = 0

    func destination(for value: AnyHashable) -> ((AnyHashable) -> AnyView)? {
        destinations[ObjectIdentifier(type(of: value.base))]
    }

    /// SwiftUI's line for a value no `navigationDestination` takes.
    static func noDestination(for value: AnyHashable) -> String {
        "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
    }
}

/// The navigation a view is in: the stack, and the depth of the screen the
/// view is on, 0 for the root. A link pushes only from the top screen, as
/// on iOS a covered screen takes no touch, so that a second press while
/// the first push is under way pushes nothing more.
struct NavigationPlace {
    var context: NavigationContext
    var depth: Int
}

private struct NavigationPlaceKey: EnvironmentKey {
    static var defaultValue: NavigationPlace? { nil }
}

extension EnvironmentValues {
    var navigationPlace: NavigationPlace? {
        get { self[NavigationPlaceKey.self] }
        set { self[NavigationPlaceKey.self] = newValue }
    }
}
