/// What a parent offers a child, SwiftUI's `ProposedViewSize`: per axis a
/// length, zero (show your minimum), infinity (your maximum), or nil (the
/// size you would like).
struct ProposedSize: Hashable {
    var width: Double?
    var height: Double?

    /// What a view that takes all it is offered takes; SwiftUI's
    /// `replacingUnspecifiedDimensions()`, 10 where nothing is said.
    var orDefault: Size { Size(width: width ?? 10, height: height ?? 10) }

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
