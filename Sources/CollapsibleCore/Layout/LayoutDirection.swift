/// SwiftUI's `LayoutDirection`: which way text and stacks run. Views here
/// run left to right.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}
