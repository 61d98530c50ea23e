import CollapsibleCore

extension Painter: ImageMeasuring {
    /// The icon theme symbols are drawn from: the desktop's, where the host
    /// knows it; GTK's default, Adwaita, where it does not. Set before the
    /// first symbol is measured.
    public var iconThemeName: String {
        get { pictures.iconTheme.name }
        set { if newValue != pictures.iconTheme.name { pictures.iconTheme = IconTheme(named: newValue) } }
    }

    /// Read once, and kept for every frame that draws it.
    public func size(of image: ImageSource) throws(ImageFailure) -> Size {
        try pictures.picture(for: image).get().size
    }
}
