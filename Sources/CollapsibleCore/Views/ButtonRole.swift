/// SwiftUI's `ButtonRole`: what a button does, which styles and the
/// presentations that hold it show: a destructive one in red, a cancel one
/// in bold.
public struct ButtonRole: Equatable, Sendable {
    private enum Kind { case destructive, cancel }
    private let kind: Kind

    public static let destructive = ButtonRole(kind: .destructive)
    public static let cancel = ButtonRole(kind: .cancel)
}
