/// SwiftUI's `ListStyle`: how a `List` draws its sections and rows. Each of
/// SwiftUI's styles is one of the looks iOS gives a list (`_ListLook`).
public protocol ListStyle {
    var _look: _ListLook { get }
}

extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<_ListLook>> {
        environment(\._listLook, style._look)
    }
}
