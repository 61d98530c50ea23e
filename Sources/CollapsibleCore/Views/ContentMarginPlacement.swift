/// SwiftUI's `ContentMarginPlacement`: what of a scroll view a
/// `contentMargins` insets: its content, its indicators, or both
/// (`automatic`).
public struct ContentMarginPlacement: Equatable, Sendable {
    private enum Kind { case automatic, scrollContent, scrollIndicators }
    private let kind: Kind

    public static let automatic = ContentMarginPlacement(kind: .automatic)
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)

    var insetsContent: Bool { kind != .scrollIndicators }
    var insetsIndicators: Bool { kind != .scrollContent }
}
