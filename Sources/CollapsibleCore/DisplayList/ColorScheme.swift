/// SwiftUI's `ColorScheme`: whether system colours show in their light or
/// their dark variant.
public enum ColorScheme: String, Sendable {
    case light, dark
}
