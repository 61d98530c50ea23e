/// SwiftUI's `Anchor`: a rectangle or a point of a view, taken where layout
/// put the view and moved by the effects it is drawn through, which a
/// `GeometryProxy` gives in its own coordinates. It is kept in the window's
/// coordinates; a proxy reads it from its own origin, also a proxy of
/// another window, as SwiftUI reads it from the proxy's coordinate space
/// whatever tree the anchor came from.
public struct Anchor<Value> {
    let value: Value
    /// The value drawn through a transform: a point is moved, a rectangle
    /// becomes the box that holds it, as SwiftUI's anchors are.
    private let applying: @Sendable (Value, CGAffineTransform) -> Value

    /// The anchor's value seen from `origin`, in the window's coordinates.
    func value(from origin: Point) -> Value { applying(value, CGAffineTransform(translationX: -origin.x, y: -origin.y)) }

    /// What of a view an anchor is taken from: its bounds, a point of it, or
    /// a rectangle or point in its own coordinates.
    public struct Source {
        let take: @Sendable (Rect) -> Value
        let applying: @Sendable (Value, CGAffineTransform) -> Value

        /// The anchor of a view at `frame`, drawn through `transform`, in the
        /// window's coordinates.
        func anchor(in frame: Rect, through transform: CGAffineTransform) -> Anchor<Value> {
            Anchor(value: applying(take(frame), transform), applying: applying)
        }
    }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.value == rhs.value }
}

extension Anchor.Source where Value == CGRect {
    /// The view's own frame.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(take: { frame in frame }, applying: applying)
    }

    /// A rectangle in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(take: { frame in
            CGRect(x: frame.x + rect.x, y: frame.y + rect.y, width: rect.width, height: rect.height)
        }, applying: applying)
    }

    private static func applying(_ rect: CGRect, _ transform: CGAffineTransform) -> CGRect { rect.applying(transform) }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(take: { frame in CGPoint(x: frame.x + point.x, y: frame.y + point.y) }, applying: applying)
    }

    /// A point of the view as fractions of its size.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(take: { frame in
            CGPoint(x: frame.x + point.x * frame.width, y: frame.y + point.y * frame.height)
        }, applying: applying)
    }

    private static func applying(_ point: CGPoint, _ transform: CGAffineTransform) -> CGPoint { point.applying(transform) }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in this proxy's coordinates: from the reader's top
    /// leading corner.
    public subscript<Value>(anchor: Anchor<Value>) -> Value {
        anchor.value(from: frame.origin)
    }
}
