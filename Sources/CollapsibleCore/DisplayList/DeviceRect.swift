/// A rectangle of whole device pixels, the unit a surface and XPutImage use.
public struct DeviceRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x, y, width, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var description: String { "\(width)x\(height)+\(x)+\(y)" }

    public func union(_ other: DeviceRect) -> DeviceRect {
        guard !isEmpty, !other.isEmpty else { return isEmpty ? other : self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return DeviceRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The part inside `other`; empty (width or height 0) when they do not meet.
    public func intersection(_ other: DeviceRect) -> DeviceRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        return DeviceRect(x: x0, y: y0, width: max(min(maxX, other.maxX) - x0, 0), height: max(min(maxY, other.maxY) - y0, 0))
    }

    /// The parts outside `other`: at most four rectangles, the rows above and below it across
    /// the whole width, the columns beside it in its rows.
    public func subtracting(_ other: DeviceRect) -> [DeviceRect] {
        let inner = intersection(other)
        guard !inner.isEmpty else { return isEmpty ? [] : [self] }
        return [
            DeviceRect(x: x, y: y, width: width, height: inner.y - y),
            DeviceRect(x: x, y: inner.maxY, width: width, height: maxY - inner.maxY),
            DeviceRect(x: x, y: inner.y, width: inner.x - x, height: inner.height),
            DeviceRect(x: inner.maxX, y: inner.y, width: maxX - inner.maxX, height: inner.height),
        ].filter { !$0.isEmpty }
    }
}
