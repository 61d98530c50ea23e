// The standard library's reflection of a type's stored fields with their
// offsets, which says whether two types lay their values out alike.
@_spi(Reflection) import Swift

/// Types of two loads of the same code: each load of a library brings its
/// own metadata, so a type of the new code is not the type of the old one
/// even where its source did not change. A value of the old type is read as
/// the new one only where both have the same name and lay their values out
/// alike, field by field, each field's type again alike, down to the types
/// both loads share (the standard library's, the framework's), which are
/// the same types.
enum LoadedTypes {
    /// Whether a value of `old` may be read as `new`.
    static func sameLayout(_ old: Any.Type, _ new: Any.Type) -> Bool {
        var compared: [Pair] = []
        return sameLayout(old, new, assuming: &compared)
    }

    /// A value of `old`'s type read as `New`, which has its layout: a typed
    /// load, which retains what the value holds. An instance of a class
    /// becomes one of the new class, the same object.
    static func reading<Old, New>(_ old: Old, as _: New.Type) -> New {
        if Old.self is AnyClass, let newClass = New.self as? AnyClass {
            // The object's first word is its class's metadata.
            UnsafeMutableRawPointer(Unmanaged.passUnretained(old as AnyObject).toOpaque())
                .storeBytes(of: unsafeBitCast(newClass, to: UnsafeRawPointer.self), as: UnsafeRawPointer.self)
        }
        return withUnsafePointer(to: old) { UnsafeRawPointer($0).load(as: New.self) }
    }

    private struct Pair: Equatable {
        var old: ObjectIdentifier
        var new: ObjectIdentifier
    }

    /// Two types compared while their fields are: a type that holds itself
    /// through a reference is alike where nothing else differs.
    private static func sameLayout(_ old: Any.Type, _ new: Any.Type, assuming compared: inout [Pair]) -> Bool {
        if old == new { return true }
        let pair = Pair(old: ObjectIdentifier(old), new: ObjectIdentifier(new))
        if compared.contains(pair) { return true }
        let name = _typeName(old, qualified: true)
        guard name == _typeName(new, qualified: true), Shape(old) == Shape(new) else { return false }
        compared.append(pair)
        if let old = old as? any WrappingType.Type, let new = new as? any WrappingType.Type {
            return sameLayout(old.wrapped, new.wrapped, assuming: &compared)
        }
        // A generic type's fields need not name its arguments (an array's
        // storage does not): apart from those above, only a type with none,
        // which the loaded code declares, is compared by its fields.
        let isClass = old is AnyClass
        guard !name.contains("<"), isClass == (new is AnyClass),
              let oldFields = fields(of: old, isClass: isClass), let newFields = fields(of: new, isClass: isClass),
              oldFields.count == newFields.count else { return false }
        for (a, b) in zip(oldFields, newFields) {
            guard a.name == b.name, a.offset == b.offset, sameLayout(a.type, b.type, assuming: &compared) else { return false }
        }
        return true
    }

    /// Size, stride and alignment.
    private struct Shape: Equatable {
        var size: Int
        var stride: Int
        var alignment: Int

        init(_ type: Any.Type) {
            func shape<T>(_: T.Type) -> (Int, Int, Int) {
                (MemoryLayout<T>.size, MemoryLayout<T>.stride, MemoryLayout<T>.alignment)
            }
            (size, stride, alignment) = _openExistential(type, do: shape)
        }
    }

    private struct Field {
        var name: String
        var offset: Int
        var type: Any.Type
    }

    /// The stored fields of a struct, a tuple or a class; nil for an enum,
    /// whose cases reflection does not list, so that an enum of the new code
    /// is never taken for the old one's.
    private static func fields(of type: Any.Type, isClass: Bool) -> [Field]? {
        var fields: [Field] = []
        // `.classType`, which Swift 6 refuses to read as a shared static.
        let options = _EachFieldOptions(rawValue: isClass ? 1 : 0)
        let listed = _forEachField(of: type, options: options) { name, offset, fieldType, _ in
            fields.append(Field(name: String(cString: name), offset: offset, type: fieldType))
            return true
        }
        return listed ? fields : nil
    }
}

/// The standard library's generic types a state most often holds a type of
/// the loaded code in, compared by the type they hold.
private protocol WrappingType {
    static var wrapped: Any.Type { get }
}

extension Optional: WrappingType {
    static var wrapped: Any.Type { Wrapped.self }
}

extension Array: WrappingType {
    static var wrapped: Any.Type { Element.self }
}
