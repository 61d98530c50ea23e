extension View {
    /// SwiftUI's `refreshable(action:)`, accepted so that a program written
    /// for iOS builds: a desktop's scroll view has no pull to refresh, the
    /// gesture that runs the action there, so the view is as it was.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
}
