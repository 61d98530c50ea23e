/// Combine's `@Published`: a property of an `ObservableObject` that tells
/// the object's `objectWillChange` before each change, so that the views
/// that follow the object are made again; `$property` publishes its values.
@propertyWrapper
public struct Published<Value> {
    private var box: PublishedBox<Value>

    public init(wrappedValue: Value) {
        box = PublishedBox(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property of a class, read and written through the object.
    public static subscript<Object: AnyObject>(_enclosingInstance object: Object,
                                               wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
                                               storage storageKeyPath: ReferenceWritableKeyPath<Object, Self>) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set { object[keyPath: storageKeyPath].box.set(newValue) }
    }

    /// `$property`: its value now, then each new one, sent before it is set.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set { box = newValue.box }
    }

    /// The values of a `@Published` property.
    public struct Publisher: CollapsibleCore.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        fileprivate let box: PublishedBox<Value>

        public func _subscribe(receiveValue: @escaping (Value) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            receiveValue(box.value)
            return box.receivers.add(value: receiveValue, completion: receiveCompletion)
        }

        /// Takes each value of `publisher`, for as long as the property lives.
        func assign<Source: CollapsibleCore.Publisher>(from publisher: Source) where Source.Output == Value, Source.Failure == Never {
            box.assignment = publisher.sink { [unowned box] in box.set($0) }
        }
    }
}

extension Published: PublishedField {
    var objectWillChange: ObservableObjectPublisher? {
        get { box.objectWillChange }
        nonmutating set { box.objectWillChange = newValue }
    }
}

/// A `@Published` property, as the object that holds it finds it.
protocol PublishedField {
    /// The publisher of the object that holds it, once the object gave it
    /// one: told before each change.
    var objectWillChange: ObservableObjectPublisher? { get nonmutating set }
}

/// The value of a `@Published` property, shared by its copies.
final class PublishedBox<Value> {
    var value: Value
    let receivers = Receivers<Value, Never>()
    var objectWillChange: ObservableObjectPublisher?
    /// The subscription that `assign(to:)` writes the property from.
    var assignment: AnyCancellable?

    init(_ value: Value) { self.value = value }

    /// The object is told first, then the property's own receivers, as
    /// Combine tells them, before the value changes.
    func set(_ newValue: Value) {
        objectWillChange?.send()
        receivers.send(newValue)
        value = newValue
    }
}
