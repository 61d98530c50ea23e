/// SwiftUI's `ControlSize`: how large the controls inside are drawn.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ControlSize>> {
        environment(\.controlSize, controlSize)
    }
}
