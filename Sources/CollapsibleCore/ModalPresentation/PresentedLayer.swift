/// What a view presents over the window: a sheet, a full-screen cover, an
/// alert, a dialog, made from the presenter's values and environment. The
/// presenter keeps it in its region while shown, and the top of the tree
/// makes it over everything else (`PresentationRoot`), so that a body kept
/// as it was keeps its layer too.
struct PresentedLayer {
    enum Kind: Equatable {
        case sheet, fullScreenCover, alert, confirmationDialog, menu, popover

        /// What assistive tools are told it is.
        var role: AccessibilityRole {
            switch self {
            case .alert: .alert
            case .menu: .menu
            case .sheet, .fullScreenCover, .confirmationDialog, .popover: .dialog
            }
        }

        /// The name SwiftUI's line gives the kind.
        var name: String {
            switch self {
            case .sheet, .fullScreenCover: "sheet"
            case .alert: "alert"
            case .confirmationDialog: "confirmation dialog"
            case .menu: "menu"
            case .popover: "popover"
            }
        }
    }

    /// The presenter's place.
    var presenter: ViewID
    /// The layer the presenter is in; nil, the window. Each shows one layer at a time.
    var parent: ViewID?
    /// When it was first presented: later layers are over earlier ones.
    var order: Int
    var kind: Kind
    /// What assistive tools name it: an alert's or a dialog's title.
    var title: String
    /// The presenter's, with the way back for the views inside.
    var environment: EnvironmentValues
    /// The whole layer: its backdrop, its panel and what the panel holds.
    var content: AnyView
    var settings: PresentationSettings

    /// Layers presented so far. The framework runs on one thread.
    nonisolated(unsafe) static var presented = 0
}

private struct PresentingLayerKey: EnvironmentKey {
    static var defaultValue: ViewID? { nil }
}

extension EnvironmentValues {
    /// The presenter of the layer the view is in; nil in the window.
    var presentingLayer: ViewID? {
        get { self[PresentingLayerKey.self] }
        set { self[PresentingLayerKey.self] = newValue }
    }
}

extension _ResolveContext {
    /// Whether the window is as large as an iPad's, regular both ways,
    /// where a popover is a box by its view.
    var windowIsRegular: Bool {
        environment.horizontalSizeClass == .regular && environment.verticalSizeClass == .regular
    }

    /// Presents the layer `make` makes from the presenter at `id`, where it
    /// makes one; `dismiss` is what `\.dismiss` does inside it. What the
    /// presentation's content sets for it (its detents) is kept while it is
    /// shown. The top makes the layer after this walk.
    mutating func present<Layer: View>(_ kind: PresentedLayer.Kind, titled title: String = "", from id: ViewID,
                                       dismiss: @escaping () -> Void, _ make: (PresentationSettings) -> Layer?) {
        let before = walking[walking.count - 1].before.presented[id]
        let settings = before?.settings ?? PresentationSettings()
        let layer = make(settings)
        if layer != nil || before != nil { graph.presentationsMoved = true }
        guard let layer else { return }
        var inside = environment
        inside.dismiss = DismissAction(dismiss)
        inside.isPresented = true
        inside.presentingLayer = id
        inside.presentationSettings = settings
        let order = before?.order ?? {
            PresentedLayer.presented += 1
            return PresentedLayer.presented
        }()
        region.presented[id] = PresentedLayer(presenter: id, parent: environment.presentingLayer, order: order, kind: kind,
                                              title: title, environment: inside, content: AnyView(layer), settings: settings)
        read(.presentation, id)
    }
}
