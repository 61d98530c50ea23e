/// SwiftUI's `PreviewDevice`: the device Xcode's canvas draws a preview
/// on, named as Xcode names it ("iPhone 15").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { rawValue = value }
}
