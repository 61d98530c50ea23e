/// What a `PreviewProvider`'s view asks of Xcode's canvas. Here a provider
/// is one preview, shown as the program's window and named after its type,
/// and the window is a desktop's: each is taken and leaves the view as it
/// is.
extension View {
    public func previewDisplayName(_ name: String?) -> Self { self }

    public func previewLayout(_ layout: PreviewLayout) -> Self { self }

    public func previewDevice(_ device: PreviewDevice?) -> Self { self }

    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Self { self }
}
