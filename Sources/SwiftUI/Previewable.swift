/// SwiftUI's `@Previewable`: a variable of a `#Preview`'s body, such as an
/// `@State`, that `#Preview` makes a property of a view around the body.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIMacros", type: "PreviewableMacro")
