/// SwiftUI's HStack sizing rule, for children that are either a fixed width
/// (`.frame(width:)`) or as flexible as a shape (any width from 0 up).
public enum HStack {
    public enum Child: Equatable, Sendable {
        case fixed(Double)
        case flexible
    }

    /// The width each child takes from `proposal`. Spacing is set aside first;
    /// then the least flexible children choose first, each offered an equal
    /// share of what is left. A share is never negative, so a row too small
    /// for its fixed children overflows rather than giving anyone a negative
    /// width.
    public static func widths(of children: [Child], spacing: Double, proposal: Double) -> [Double] {
        guard !children.isEmpty else { return [] }
        var available = proposal - spacing * Double(children.count - 1)
        // A fixed child's flexibility is 0 and a shape's infinite; the sort is
        // stable, so equals keep their order.
        let order = children.indices.filter { children[$0] != .flexible }
            + children.indices.filter { children[$0] == .flexible }
        var widths = [Double](repeating: 0, count: children.count)
        for (taken, index) in order.enumerated() {
            let share = max(available / Double(children.count - taken), 0)
            switch children[index] {
            case .fixed(let width): widths[index] = width
            case .flexible: widths[index] = share
            }
            available -= widths[index]
        }
        return widths
    }
}
