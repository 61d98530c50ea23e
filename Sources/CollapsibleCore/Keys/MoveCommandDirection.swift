/// SwiftUI's `MoveCommandDirection`: an arrow key, as `onMoveCommand` hears it.
public enum MoveCommandDirection: Hashable, Sendable {
    case up, down, left, right
}
