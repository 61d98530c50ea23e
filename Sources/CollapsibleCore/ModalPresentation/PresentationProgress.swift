/// How far a presented layer has come in: 0 outside the window, 1 at rest.
/// Its transition moves it with the presentation's spring, and the parts of
/// the layer read it: the backdrop darkens, the sheet rises, the alert
/// fades in, each as iOS moves its own.
struct PresentationProgress: ViewModifier, Animatable {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content.environment(\.presentationProgress, progress)
    }
}

extension AnyTransition {
    /// A presented layer's: in from outside the window, out to it.
    static var presentation: AnyTransition {
        .modifier(active: PresentationProgress(progress: 0), identity: PresentationProgress(progress: 1))
    }
}

private struct PresentationProgressKey: EnvironmentKey {
    static var defaultValue: Double { 1 }
}

extension EnvironmentValues {
    var presentationProgress: Double {
        get { self[PresentationProgressKey.self] }
        set { self[PresentationProgressKey.self] = newValue }
    }
}
