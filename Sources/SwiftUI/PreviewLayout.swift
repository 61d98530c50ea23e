/// SwiftUI's `PreviewLayout`, which a `PreviewProvider`'s view asks of
/// Xcode's canvas with `previewLayout(_:)`.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}
