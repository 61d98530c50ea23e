/// What a `GeometryReader`'s content is made from: its size and place, in
/// the window and in the named coordinate spaces around it.
public struct GeometryProxy {
    let frame: Rect
    /// The frame of each named space around the reader, in the window.
    let namedSpaces: [AnyHashable: Rect]

    /// The room the safe area around the reader keeps it out of, on each
    /// edge where it reaches the safe area's edge: none in a plain window,
    /// which has no safe area, and none where the reader ignores it and has
    /// grown over that room.
    public let safeAreaInsets: EdgeInsets

    public var size: CGSize { CGSize(width: frame.width, height: frame.height) }

    /// The reader's frame: at its own origin locally, in the window's
    /// coordinates globally, from a named space's top leading corner in
    /// that space. A name no view around the reader has is the window.
    @_disfavoredOverload
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        case .global: return frame
        case .named(let name):
            guard let origin = namedSpaces[name] else { return frame }
            return CGRect(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height)
        }
    }

    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: space.coordinateSpace)
    }

    /// The named space's bounds, from the reader's top leading corner; nil
    /// where no view around the reader has the name.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = space.coordinateSpace, let bounds = namedSpaces[name] else { return nil }
        return CGRect(x: bounds.x - frame.x, y: bounds.y - frame.y, width: bounds.width, height: bounds.height)
    }
}

extension _ResolveContext {
    /// The proxy of the view at `id`: its frame in the last layout, and
    /// the frames of the named spaces around it, read only where there are
    /// any, each where the scroll views that hold it draw it, as SwiftUI's
    /// proxy sees a scroll view's offset. The body that reads it is made
    /// again when they move, by layout or by a scroll.
    mutating func geometryProxy(at id: ViewID) -> GeometryProxy {
        let frame = readerFrame(at: id, in: scrollView)
        var spaces: [AnyHashable: Rect] = [:]
        for (name, space) in environment[NamedSpacesKey.self] { spaces[name] = readerFrame(at: space.view, in: space.scroller) }
        return GeometryProxy(frame: frame, namedSpaces: spaces, safeAreaInsets: readerInsets(at: id))
    }
}
