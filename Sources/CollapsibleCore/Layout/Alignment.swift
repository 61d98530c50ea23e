public enum HorizontalAlignment: Equatable, Sendable {
    case leading, center, trailing

    /// Where a length `inner` sits inside `outer` starting at 0.
    func offset(_ inner: Double, in outer: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (outer - inner) / 2
        case .trailing: outer - inner
        }
    }
}

public enum VerticalAlignment: Equatable, Sendable {
    case top, center, bottom

    func offset(_ inner: Double, in outer: Double) -> Double {
        switch self {
        case .top: 0
        case .center: (outer - inner) / 2
        case .bottom: outer - inner
        }
    }
}

/// Where a view sits in a larger frame, as SwiftUI's `Alignment`.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a `size` placed in `bounds`.
    func origin(of size: Size, in bounds: Rect) -> Point {
        Point(x: bounds.x + horizontal.offset(size.width, in: bounds.width),
              y: bounds.y + vertical.offset(size.height, in: bounds.height))
    }
}
