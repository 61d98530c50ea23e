/// Where a frame is measured from, SwiftUI's `CoordinateSpace`: the view
/// itself, the window, or a view around it given a name with
/// `coordinateSpace(_:)`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case local
    case global
    case named(AnyHashable)
}

/// SwiftUI's `CoordinateSpaceProtocol`: `.local`, `.global` and
/// `.named(_:)` as values of their own types.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A space a view around gives a name with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}
