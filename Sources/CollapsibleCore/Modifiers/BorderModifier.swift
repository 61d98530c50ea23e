extension View {
    /// SwiftUI's border: a rectangle over the view, its line stroked inside
    /// the view's bounds, as `strokeBorder` strokes it: the rectangle takes
    /// the view's frame, and its path is inset by half the line. A width
    /// that is no number, infinite or less than nothing draws no line.
    public func border(_ color: Color, width: CGFloat = 1) -> some View {
        let width = width.isFinite ? max(width, 0) : 0
        return overlay(Rectangle().strokeBorder(color, lineWidth: width))
    }
}
