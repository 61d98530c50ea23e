// The standard library's reflection of a type's stored fields with their
// offsets: what lets the framework write into a view's own properties, as
// SwiftUI does, where `Mirror` hands out copies only.
@_spi(Reflection) import Swift

/// Where the dynamic properties lie in a view or modifier type: a view
/// value placed twice is linked in two copies, each to its own place, so
/// that the closures made by each placement's body read and write that
/// placement's state. Found once per type.
struct DynamicPropertyFields {
    struct Field {
        var name: String
        var offset: Int
        var type: any DynamicProperty.Type
    }

    let fields: [Field]

    init(of type: Any.Type) {
        var fields: [Field] = []
        // A class or an enum has no fields to write in place; nor does a
        // view value of one, which is shared by every placement as it is.
        _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            if let property = fieldType as? any DynamicProperty.Type {
                fields.append(Field(name: String(cString: name), offset: offset, type: property))
            }
            return true
        }
        self.fields = fields
    }

    /// Links each dynamic property of `value` in place, telling `found` of
    /// each state by its name and the value it holds.
    func link<Value>(_ value: inout Value, _ links: inout _PropertyLinks, found: (_ name: String, _ value: Any) -> Void) {
        guard !fields.isEmpty else { return }
        withUnsafeMutableBytes(of: &value) { bytes in
            guard let base = bytes.baseAddress else { return }
            for field in fields {
                if let state = Self.link(field.type, at: base + field.offset, &links) { found(field.name, state) }
            }
        }
    }

    private static func link<Property: DynamicProperty>(_: Property.Type, at address: UnsafeMutableRawPointer,
                                                        _ links: inout _PropertyLinks) -> Any? {
        address.assumingMemoryBound(to: Property.self).pointee._link(&links)
    }
}
