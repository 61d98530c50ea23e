/// What a cell tells the `Grid` it is in, each a layout value the grid
/// reads: how many columns it spans, how its column lines its cells up,
/// where it sits in its cell, and on which axes it takes no part in
/// sizing its column and row.
extension View {
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumns.self, value: count)
    }

    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignment.self, value: guide)
    }

    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchor.self, value: anchor)
    }

    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxes.self, value: axes)
    }
}

struct GridCellColumns: LayoutValueKey {
    static let defaultValue = 1
}

struct GridColumnAlignment: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

struct GridCellAnchor: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

struct GridCellUnsizedAxes: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}
