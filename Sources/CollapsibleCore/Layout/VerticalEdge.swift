/// SwiftUI's `VerticalEdge`: the top or the bottom.
public enum VerticalEdge: Hashable, Sendable, CaseIterable {
    case top, bottom
}

/// SwiftUI's `HorizontalEdge`: the leading or the trailing edge.
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
    case leading, trailing
}
