extension View {
    /// SwiftUI's border: a rectangle over the view, its line stroked inside
    /// the view's bounds, as `strokeBorder` strokes it. The rectangle takes
    /// the view's frame, which is on the pixel grid, and the line is inset
    /// in its path: a frame inset by half the line would round away from
    /// the line's middle, and leave a line a point wide half on each of
    /// two pixels. A width that is no number, infinite or less than nothing
    /// draws no line.
    public func border(_ color: Color, width: CGFloat = 1) -> some View {
        let width = width.isFinite ? max(width, 0) : 0
        return overlay(Rectangle().strokeBorder(color, lineWidth: width))
    }
}
