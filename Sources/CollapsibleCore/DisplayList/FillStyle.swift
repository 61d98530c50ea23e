/// SwiftUI's `FillStyle`: which parts of an outline are inside it, by the
/// nonzero rule or, with `isEOFilled`, the even-odd one, which leaves holes
/// where the outline crosses itself; and whether its edges are smoothed.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
