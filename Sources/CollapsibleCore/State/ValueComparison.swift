// The standard library's reflection of a type's stored fields with their
// offsets: what lets the framework compare the parts of a view's value
// that are its inputs, as SwiftUI compares a view's fields.
@_spi(Reflection) import Swift

/// How two values of one view or modifier type are compared, to know
/// whether the body made from the one is the body of the other: with `==`
/// where the type is `Equatable`, else field by field, leaving out the
/// dynamic properties (a `@State` placed anew holds another box, and is the
/// same state) but for an `@ObservedObject`, the same for the same object:
/// an `Equatable` field with `==`, one with no reference in it
/// by its bytes, the padding between fields left out. A field that is a
/// closure, a class reference or anything else that may hold one makes the
/// values differ, as in SwiftUI: a `Binding`, whose closures read a state,
/// is another each time its view is made. Found once per type.
struct ValueComparison {
    private enum Part {
        case bytes(Range<Int>)
        case equatable(offset: Int, (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    }

    /// Nil where values of the type always differ.
    private let parts: [Part]?

    init<Value>(of type: Value.Type) {
        if let equatable = type as? any Equatable.Type {
            parts = [.equatable(offset: 0, Self.equality(of: equatable))]
            return
        }
        var parts: [Part]? = []
        // Wrapped, the value is a field of a struct, whose kind reflection tells.
        Self.collect(Wrapper<Value>.self, at: 0, into: &parts)
        self.parts = parts
    }

    /// Whether `a` and `b` are the same input.
    func same<Value>(_ a: Value, _ b: Value) -> Bool {
        guard let parts else { return false }
        return withUnsafePointer(to: a) { a in
            withUnsafePointer(to: b) { b in Self.same(UnsafeRawPointer(a), UnsafeRawPointer(b), in: parts) }
        }
    }

    /// Whether two values of any type are the same, as an environment's
    /// are compared: with `==` where they can be, else by their bytes where
    /// they hold no reference.
    static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        return sameBytes(a, b)
    }

    /// `a`'s own type opened from the existential.
    private static func sameBytes<Value>(_ a: Value, _ b: Any) -> Bool {
        guard _isPOD(Value.self), let b = b as? Value else { return false }
        return withUnsafeBytes(of: a) { a in withUnsafeBytes(of: b) { b in a.elementsEqual(b) } }
    }

    private static func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, in parts: [Part]) -> Bool {
        for part in parts {
            switch part {
            case .bytes(let range):
                if !equalBytes(a, b, in: range) { return false }
            case .equatable(let offset, let equals):
                if !equals(a + offset, b + offset) { return false }
            }
        }
        return true
    }

    private static func equalBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, in range: Range<Int>) -> Bool {
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            guard a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        while offset < range.upperBound {
            guard a.load(fromByteOffset: offset, as: UInt8.self) == b.load(fromByteOffset: offset, as: UInt8.self) else { return false }
            offset += 1
        }
        return true
    }

    private struct Wrapper<Value> {
        var value: Value
    }

    /// `==` of `type`, on two values where they lie.
    static func equality(of type: any Equatable.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        equality(opening: type)
    }

    private static func equality<E: Equatable>(opening _: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { $0.assumingMemoryBound(to: E.self).pointee == $1.assumingMemoryBound(to: E.self).pointee }
    }

    private static func sameness<Input: SameInput>(of _: Input.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { Input.same($0.assumingMemoryBound(to: Input.self).pointee, $1.assumingMemoryBound(to: Input.self).pointee) }
    }

    /// The parts of the fields of the struct or tuple `type`, at `base`;
    /// nil where a field makes the values always differ.
    private static func collect(_ type: Any.Type, at base: Int, into parts: inout [Part]?) {
        _ = _forEachField(of: type, options: []) { _, offset, field, kind in
            let start = base + offset
            if let input = field as? any SameInput.Type {
                parts?.append(.equatable(offset: start, sameness(of: input)))
                return true
            }
            if field is any DynamicProperty.Type { return true }
            if let equatable = field as? any Equatable.Type {
                parts?.append(.equatable(offset: start, equality(of: equatable)))
            } else if kind == .struct || kind == .tuple {
                collect(field, at: start, into: &parts)
            } else if isPlain(field) {
                let range = start..<start + size(of: field)
                if case .bytes(let last) = parts?.last, let index = parts?.indices.last, last.upperBound == range.lowerBound {
                    parts?[index] = .bytes(last.lowerBound..<range.upperBound)
                } else if !range.isEmpty {
                    parts?.append(.bytes(range))
                }
            } else {
                parts = nil
            }
            return parts != nil
        }
    }

    /// Whether the type holds no reference: its bytes are its value.
    private static func isPlain(_ type: Any.Type) -> Bool {
        func isPlain<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: isPlain)
    }

    private static func size(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }
}

/// A dynamic property that is an input of its view all the same, which
/// says when two of its values are the same input.
protocol SameInput: DynamicProperty {
    static func same(_ a: Self, _ b: Self) -> Bool
}

extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
