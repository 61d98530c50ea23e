/// SwiftUI's rule for a `Grid`, a stack along each axis at once. Each
/// column is as wide as the widest of the cells that span it alone and
/// size it, each row as tall as its tallest such cell; where the grid is
/// offered a length, its columns share it as a stack's children do (the
/// least flexible first, each an equal share of what is left), and so do
/// its rows. A cell is offered its column's width and its row's height and
/// sits in that area by its anchor, else its column's alignment across and
/// its row's down, else the grid's. A view outside any row is a row of its
/// own across every column; a cell of several columns takes their widths
/// and the spacing between, and widens them where it is wider, unless
/// `gridCellUnsizedAxes` leaves it out of sizing them.
struct GridArrangement {
    struct Cell {
        let node: _ViewNode
        let row: Int
        let column: Int
        let span: Int
        let unsized: Axis.Set
        /// Its index among the grid's subviews, where it is one itself: a
        /// view outside any row.
        let subview: Int?
    }

    let alignment: Alignment
    let horizontalSpacing, verticalSpacing: Double
    private(set) var cells: [Cell] = []
    /// Each row's own alignment down, where it sets one.
    private(set) var rowAlignments: [VerticalAlignment?] = []
    private(set) var columnCount = 0
    /// The grid's rows, each with its number and its index among the
    /// grid's subviews.
    private(set) var rows: [(index: Int, subview: Int)] = []

    /// The arrangement of `subviews`, each a `GridRow` or a view outside any.
    init(_ subviews: LayoutSubviews, alignment: Alignment, spacing: (horizontal: Double?, vertical: Double?)) {
        self.alignment = alignment
        (horizontalSpacing, verticalSpacing) = (Self.spacing(spacing.horizontal), Self.spacing(spacing.vertical))
        var spanningAll: [(row: Int, node: _ViewNode, subview: Int)] = []
        for (position, subview) in zip(subviews.indices, subviews) {
            let index = rowAlignments.count, row = subview.node
            guard let kind = row.kind as? GridRowNode else {
                spanningAll.append((index, row, position))
                rowAlignments.append(nil)
                continue
            }
            rowAlignments.append(kind.alignment)
            self.rows.append((index, position))
            var column = 0
            for node in row.children where node.kind.takesSpace {
                let span = max(Self.value(GridCellColumns.self, of: node), 1)
                cells.append(Cell(node: node, row: index, column: column, span: span,
                                  unsized: Self.value(GridCellUnsizedAxes.self, of: node), subview: nil))
                column += span
            }
            columnCount = max(columnCount, column)
        }
        for (row, node, subview) in spanningAll {
            cells.append(Cell(node: node, row: row, column: 0, span: max(columnCount, 1),
                              unsized: Self.value(GridCellUnsizedAxes.self, of: node), subview: subview))
        }
    }

    private static func value<Key: LayoutValueKey>(_ key: Key.Type, of node: _ViewNode) -> Key.Value {
        node.kind.layoutValue(ObjectIdentifier(key), children: node.children) as? Key.Value ?? Key.defaultValue
    }

    private static func spacing(_ given: Double?) -> Double {
        given.map { $0.isFinite ? $0 : 0 } ?? ViewSpacing.platformDefault
    }

    func size(_ proposal: ProposedViewSize, in pass: inout LayoutPass) -> Size {
        let widths = columnWidths(proposal, in: &pass)
        let heights = rowHeights(proposal, widths: widths, in: &pass)
        return Size(width: Self.total(widths, horizontalSpacing), height: Self.total(heights, verticalSpacing))
    }

    /// Places each cell in `bounds`: a row's through the pass, the rows and
    /// the views outside any row as the grid's `subviews`.
    func place(in bounds: Rect, _ proposal: ProposedViewSize, pass: inout LayoutPass, subviews: LayoutSubviews) {
        let widths = columnWidths(proposal, in: &pass)
        let heights = rowHeights(proposal, widths: widths, in: &pass)
        let lefts = Self.starts(widths, horizontalSpacing, from: bounds.x)
        let tops = Self.starts(heights, verticalSpacing, from: bounds.y)
        for cell in cells {
            let area = Rect(x: lefts[cell.column], y: tops[cell.row], width: width(of: cell, widths), height: heights[cell.row])
            let offer = ProposedViewSize(width: area.width, height: area.height)
            let size = pass.size(of: cell.node, offer)
            let origin: Point
            if let anchor = Self.value(GridCellAnchor.self, of: cell.node) {
                origin = Point(x: area.x + anchor.x * (area.width - size.width), y: area.y + anchor.y * (area.height - size.height))
            } else {
                let across = cells.lazy.filter { $0.column == cell.column && $0.span == 1 }
                    .compactMap { Self.value(GridColumnAlignment.self, of: $0.node) }.first ?? alignment.horizontal
                let down = rowAlignments[cell.row] ?? alignment.vertical
                origin = Alignment(horizontal: across, vertical: down).origin(of: size, in: area)
            }
            if let subview = cell.subview {
                subviews.place(subview, at: origin, proposal: offer)
            } else {
                pass.place(cell.node, offer, at: origin)
            }
        }
        let width = Self.total(widths, horizontalSpacing)
        for (index, subview) in rows {
            subviews.place(subview, at: Point(x: bounds.x, y: tops[index]), proposal: ProposedViewSize(width: width, height: heights[index]))
        }
    }

    /// The width of `cell`: its columns' and the spacing between them.
    private func width(of cell: Cell, _ widths: [Double]) -> Double {
        let spanned = widths[cell.column..<min(cell.column + cell.span, widths.count)]
        return spanned.reduce(0, +) + horizontalSpacing * Double(max(spanned.count - 1, 0))
    }

    /// Each column's width. A column is as wide as its widest cell offered
    /// a width; offered a length, the columns share it by the stack's rule.
    private func columnWidths(_ proposal: ProposedViewSize, in pass: inout LayoutPass) -> [Double] {
        let sizing = cells.filter { $0.span == 1 && !$0.unsized.contains(Axis.horizontal) }
        func width(_ column: Int, offered: Double?, pass: inout LayoutPass) -> Double {
            sizing.lazy.filter { $0.column == column }.reduce(0) { widest, cell in
                max(widest, pass.size(of: cell.node, ProposedViewSize(width: offered, height: nil)).width)
            }
        }
        var widths = Self.share(proposal.width, count: columnCount, spacing: horizontalSpacing, in: &pass, length: width)
        // A cell of several columns that sizes them and is wider than they
        // are widens each of them alike.
        for cell in cells where cell.span > 1 && !cell.unsized.contains(Axis.horizontal) && !widths.isEmpty {
            let wanted = pass.size(of: cell.node, ProposedViewSize(width: proposal.width, height: nil)).width
            let spanned = cell.column..<min(cell.column + cell.span, widths.count)
            let excess = wanted - self.width(of: cell, widths)
            if excess > 0 { for column in spanned { widths[column] += excess / Double(spanned.count) } }
        }
        return widths
    }

    /// Each row's height, its cells offered their widths: as tall as its
    /// tallest cell; offered a length, the rows share it by the stack's rule.
    private func rowHeights(_ proposal: ProposedViewSize, widths: [Double], in pass: inout LayoutPass) -> [Double] {
        let cellWidths = cells.map { width(of: $0, widths) }
        func height(_ row: Int, offered: Double?, pass: inout LayoutPass) -> Double {
            zip(cells, cellWidths).lazy.filter { $0.0.row == row && !$0.0.unsized.contains(Axis.vertical) }.reduce(0) { tallest, pair in
                max(tallest, pass.size(of: pair.0.node, ProposedViewSize(width: pair.1, height: offered)).height)
            }
        }
        return Self.share(proposal.height, count: rowAlignments.count, spacing: verticalSpacing, in: &pass, length: height)
    }

    /// The lengths of `count` tracks offered `length` in all: each its
    /// length unoffered where nothing is said; else the least flexible
    /// first, each offered an equal share of what is left.
    private static func share(_ length: Double?, count: Int, spacing: Double, in pass: inout LayoutPass,
                              length measure: (Int, Double?, inout LayoutPass) -> Double) -> [Double] {
        guard let length, length.isFinite else {
            return (0..<count).map { measure($0, length, &pass) }
        }
        let least = (0..<count).map { measure($0, 0, &pass) }
        let most = (0..<count).map { measure($0, .infinity, &pass) }
        let order = (0..<count).sorted { a, b in
            let (flexA, flexB) = (most[a] - least[a], most[b] - least[b])
            return flexA != flexB ? flexA < flexB : a < b
        }
        var available = length - spacing * Double(max(count - 1, 0))
        var lengths = Array(repeating: 0.0, count: count)
        for (taken, index) in order.enumerated() {
            lengths[index] = measure(index, max(available / Double(count - taken), 0), &pass)
            available -= lengths[index]
        }
        return lengths
    }

    private static func total(_ lengths: [Double], _ spacing: Double) -> Double {
        lengths.reduce(0, +) + spacing * Double(max(lengths.count - 1, 0))
    }

    /// Where each track starts, the first at `origin`.
    private static func starts(_ lengths: [Double], _ spacing: Double, from origin: Double) -> [Double] {
        var start = origin
        return lengths.map { length in
            defer { start += length + spacing }
            return start
        }
    }
}
