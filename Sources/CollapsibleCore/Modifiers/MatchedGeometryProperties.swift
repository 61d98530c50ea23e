/// SwiftUI's `MatchedGeometryProperties`: what a matched view takes of its
/// source's frame.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Where the source's anchor is.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The source's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both: the whole frame.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
