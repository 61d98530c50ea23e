extension View {
    /// SwiftUI's border: a rectangle stroked inside the view's bounds, laid
    /// over it. A stroke is centred on its outline, so the rectangle is inset
    /// by half the line, as `strokeBorder` insets its shape. A width that is
    /// no number, infinite or less than nothing draws no line.
    public func border(_ color: Color, width: CGFloat = 1) -> some View {
        let width = width.isFinite ? max(width, 0) : 0
        return overlay(Rectangle().stroke(color, lineWidth: width).padding(width / 2))
    }
}
