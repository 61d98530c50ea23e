/// SwiftUI's `ScrollGeometry`: where a scroll view's content is scrolled
/// to, and the sizes of the content and of the viewport, in points.
public struct ScrollGeometry: Equatable, Sendable {
    /// The point of the content at the viewport's top leading corner.
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    /// Here no inset is set between the content and the viewport.
    public var contentInsets: EdgeInsets
    /// The viewport's size.
    public var containerSize: CGSize

    /// The part of the content in sight, in the content's coordinates.
    public var visibleRect: CGRect {
        CGRect(x: contentOffset.x, y: contentOffset.y, width: containerSize.width, height: containerSize.height)
    }

    /// The viewport in its own coordinates, whose origin is the offset.
    public var bounds: CGRect { visibleRect }

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}
