/// What a parent offers a child, SwiftUI's `ProposedViewSize`: per axis a
/// length, zero (show your minimum), infinity (your maximum), or nil (the
/// size you would like).
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Each view at its minimum.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Each view at the size it would like.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Each view at its maximum.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// What a view that takes all it is offered takes: `size` where nothing
    /// is said, SwiftUI's 10 by 10 unless told otherwise.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension Size {
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
