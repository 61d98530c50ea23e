/// SwiftUI's `Preview`, what `#Preview` makes of its arguments: a view,
/// with a name, that `--preview NAME` shows as the program's window and
/// `--list-previews` lists.
public struct Preview: Sendable {
    /// As `--list-previews` shows it: the name given, else where the
    /// `#Preview` stands in its file, as `ContentView.swift:12`, or the
    /// type's name for a `PreviewProvider`.
    var name: String?
    /// The window's size the traits ask for, unless the command line's
    /// `--size` says otherwise.
    let size: CGSize?
    let body: @MainActor () -> any View

    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        size = traits.compactMap(\.size).last
        self.body = body
    }

    /// What traits a preview of a view takes.
    public enum ViewTraits {}
}

/// SwiftUI's `#Preview`, as Xcode's canvas would show the view its body
/// makes: here the program lists it and shows it as its window.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")
