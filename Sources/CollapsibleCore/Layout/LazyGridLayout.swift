/// SwiftUI's rule for a vertical grid, as objc.io measured iOS's (their
/// "SwiftUI's Grid Views"). The columns take their widths from the width
/// offered, never from the cells: the spacing between items and the fixed
/// items' widths are set aside, then the others, in the order written, each
/// take an equal share of what is left, kept within their limits; an
/// adaptive item splits its share into as many columns of at least its
/// minimum as fit. The grid is as wide as its columns came to, which may be
/// more than it was offered, and it lays its columns out again in that
/// width, where they may come to more still: so flexible items of at least
/// 100 and 180 offered 300 make a grid 334 wide of columns 163 and 180.
/// The cells fill the columns row by row, each offered its column's width
/// and no height, and a row is as tall as its tallest cell. A horizontal
/// grid is the same turned a quarter: its items are rows, which its cells
/// fill column by column.
struct LazyGridLayout {
    /// A column: its leading edge from the grid's, its width, and where a
    /// cell sits in it (for a horizontal grid, a row: its top, its height).
    struct Column {
        var x, width: Double
        var alignment: Alignment
    }

    /// The columns for one width offered: those that hold a cell, how many
    /// there are in all, and how wide they are together with their spacing.
    private struct Columns {
        var shown: [Column] = []
        var count = 0
        var width = 0.0

        func holding(_ cell: Int) -> Column { shown[cell % count] }
    }

    /// The axis the items lie across: horizontal for a vertical grid.
    let across: Axis
    let items: [GridItem]
    /// Where a cell sits where its item says nothing.
    let alignment: Alignment
    let rowSpacing: Double
    let cells: [_ViewNode]

    init(across: Axis, items: [GridItem], alignment: Alignment, spacing: Double?, cells: [_ViewNode]) {
        self.across = across
        self.items = items
        self.alignment = alignment
        rowSpacing = Self.spacing(spacing)
        self.cells = cells
    }

    /// The axis the grid grows along.
    private var along: Axis { across == .horizontal ? .vertical : .horizontal }

    /// A cell is offered its column's width and nothing down the grid.
    private func offer(_ column: Column) -> ProposedViewSize {
        var offer = ProposedViewSize(width: nil, height: nil)
        offer[across] = column.width
        return offer
    }

    /// The grid's size for `proposal`: its columns across, its rows down.
    func size(_ proposal: ProposedViewSize, layout: inout LayoutPass) -> Size {
        let width = self.columns(across: proposal[across]).width
        let heights = rowHeights(self.columns(across: width), layout: &layout)
        var size = Size()
        size[across] = width
        size[along] = heights.reduce(0, +) + rowSpacing * Double(max(heights.count - 1, 0))
        return size
    }

    /// Where each cell goes inside the grid's `bounds`, and what it is offered.
    func placements(_ proposal: ProposedViewSize, in bounds: Rect, layout: inout LayoutPass) -> [(_ViewNode, ProposedViewSize, Point)] {
        // The second pass: the columns again across the grid's own width.
        let columns = self.columns(across: across == .horizontal ? bounds.width : bounds.height)
        // With no columns there are no rows, and no cell has a place.
        guard columns.count > 0 else { return [] }
        let heights = rowHeights(columns, layout: &layout)
        var top = along == .vertical ? bounds.y : bounds.x
        return cells.enumerated().map { index, cell in
            let (row, column) = (index / columns.count, columns.holding(index))
            if index > 0, index % columns.count == 0 { top += heights[row - 1] + rowSpacing }
            let area = across == .horizontal
                ? Rect(x: bounds.x + column.x, y: top, width: column.width, height: heights[row])
                : Rect(x: top, y: bounds.y + column.x, width: heights[row], height: column.width)
            return (cell, offer(column), column.alignment.origin(of: layout.size(of: cell, offer(column)), in: area))
        }
    }

    /// For `proposal`, the grid's width across, how many columns it has
    /// there, made or not, and the length of each row of its cells.
    func rows(_ proposal: ProposedViewSize, layout: inout LayoutPass) -> (width: Double, columns: Int, lengths: [Double]) {
        let width = self.columns(across: proposal[across]).width
        let columns = self.columns(across: width)
        return (width, columns.count, rowHeights(columns, layout: &layout))
    }

    /// Each row's height: its tallest cell's.
    private func rowHeights(_ columns: Columns, layout: inout LayoutPass) -> [Double] {
        guard columns.count > 0 else { return [] }
        var heights = Array(repeating: 0.0, count: (cells.count + columns.count - 1) / columns.count)
        for (index, cell) in cells.enumerated() {
            let row = index / columns.count
            heights[row] = max(heights[row], layout.size(of: cell, offer(columns.holding(index)))[along])
        }
        return heights
    }

    /// The columns for a grid offered `width`.
    private func columns(across width: Double?) -> Columns {
        var columns = Columns(), x = 0.0
        for (item, share) in zip(items, shares(of: width)) {
            let spacing = Self.spacing(item.spacing)
            var count = 1, each = share
            if case .adaptive(let minimum, let maximum) = item.size {
                let limits = Self.limits(minimum: minimum, maximum: maximum)
                let fitting = ((share + spacing) / (limits.least + spacing)).rounded(.down)
                // An item of no minimum and no spacing fits endless columns:
                // the count stops where an Int32 does, each next to nothing
                // wide either way. Nothing in nothing is one column.
                count = fitting >= 1 ? Int(min(fitting, Double(Int32.max))) : 1
                each = min((share - Double(count - 1) * spacing) / Double(count), limits.most)
            }
            let alignment = item.alignment ?? self.alignment
            var left = x
            for _ in 0..<min(count, max(cells.count - columns.shown.count, 0)) {
                columns.shown.append(Column(x: left, width: each, alignment: alignment))
                left += each + spacing
            }
            columns.count += count
            x += Double(count) * (each + spacing)
        }
        columns.width = items.last.map { x - Self.spacing($0.spacing) } ?? 0
        return columns
    }

    /// Each item's share of `width`: a fixed item its width, the others in
    /// order an equal share of what is left. Offered no width, each is as
    /// narrow as it may be; offered an infinite one, as wide.
    private func shares(of width: Double?) -> [Double] {
        let limits = items.map(Self.limits)
        if width == .infinity { return limits.map(\.most) }
        var remaining = (width ?? 0) - items.dropLast().map { Self.spacing($0.spacing) }.reduce(0, +)
        var left = items.count
        for (item, limit) in zip(items, limits) {
            if case .fixed = item.size {
                remaining -= limit.least
                left -= 1
            }
        }
        return zip(items, limits).map { item, limit in
            if case .fixed = item.size { return limit.least }
            let share = min(max(remaining / Double(left), limit.least), limit.most)
            remaining -= share
            left -= 1
            return share
        }
    }

    /// The least and most width an item's share may be: a fixed item's is
    /// its width, and an adaptive item's has no most, as it may hold any
    /// number of columns.
    private static func limits(_ item: GridItem) -> (least: Double, most: Double) {
        switch item.size {
        case .fixed(let width):
            let width = limits(minimum: width, maximum: width).least
            return (width, width)
        case .flexible(let minimum, let maximum): return limits(minimum: minimum, maximum: maximum)
        case .adaptive(let minimum, let maximum): return (limits(minimum: minimum, maximum: maximum).least, .infinity)
        }
    }

    /// Limits as given, made sound: a width that is no number, infinite or
    /// less than nothing is nothing; a maximum that is no number is none,
    /// and it is never below the minimum.
    private static func limits(minimum: Double, maximum: Double) -> (least: Double, most: Double) {
        let least = minimum.isFinite ? max(minimum, 0) : 0
        return (least, maximum.isNaN ? .infinity : max(maximum, least))
    }

    /// Spacing between rows, or after an item's columns: SwiftUI's between
    /// two views where none is given, none where it is not finite.
    static func spacing(_ given: Double?) -> Double {
        given.map { $0.isFinite ? $0 : 0 } ?? 8
    }
}
