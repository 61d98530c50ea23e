/// SwiftUI's `ScrollTarget`: where a scroll view is to come to rest, a
/// rectangle of its content to show, with the point of it that meets the
/// same point of the viewport; with no anchor, by the least move that
/// shows it.
public struct ScrollTarget: Equatable, Sendable {
    public var rect: CGRect
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}
