/// Combine's `ObservableObject`: a class whose changes the views that
/// follow it (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`)
/// are told of, through `objectWillChange`, before they are made; its
/// `@Published` properties send it by themselves.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never

    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, the same at every call: kept by its
    /// `@Published` properties, as Combine keeps it, each of which sends it
    /// before it changes; an object with none keeps it aside.
    public var objectWillChange: ObservableObjectPublisher {
        ObjectWillChange.publisher(of: self)
    }
}

/// Where the publisher of an object with no publisher of its own is kept.
enum ObjectWillChange {
    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        var fields: [any PublishedField] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let level = mirror {
            fields += level.children.compactMap { $0.value as? any PublishedField }
            mirror = level.superclassMirror
        }
        guard !fields.isEmpty else { return aside(for: object) }
        let publisher = fields.lazy.compactMap(\.objectWillChange).first ?? ObservableObjectPublisher()
        for field in fields where field.objectWillChange !== publisher { field.objectWillChange = publisher }
        return publisher
    }

    /// The publishers of objects that write `objectWillChange.send()`
    /// themselves, with no `@Published` property to keep it: each kept
    /// while its object lives. The framework runs on one thread.
    nonisolated(unsafe) private static var kept: [ObjectIdentifier: (object: Weak<AnyObject>, publisher: ObservableObjectPublisher)] = [:]

    private static func aside(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        if let entry = kept[key], entry.object.object === object { return entry.publisher }
        kept = kept.filter { $0.value.object.object != nil }
        let publisher = ObservableObjectPublisher()
        kept[key] = (Weak(object), publisher)
        return publisher
    }
}
