/// SwiftUI's `Gesture`: what the pointer does on a view, recognized over
/// the events of one press, with a value that says how far it has come. A
/// gesture of one's own is made of others in its `body`; the framework's
/// own follow the events themselves.
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Body { get }

    /// What follows the events of one press for this gesture: its body's,
    /// for a gesture made of others.
    func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Value>
}

extension Gesture where Body.Value == Value {
    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Value> {
        body._recognizer(in: context)
    }
}

/// A gesture the framework recognizes itself, with no body.
public protocol _PrimitiveGesture: Gesture where Body == Never {}

extension _PrimitiveGesture {
    public var body: Never { fatalError("\(Self.self) is recognized by the framework and has no body") }
}

extension Never: Gesture {
    public func _recognizer(in context: _GestureContext) -> any _GestureRecognizer<Never> {
        fatalError("no value of Never exists")
    }
}
