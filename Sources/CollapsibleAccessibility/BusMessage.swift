import CSystemd
import Glibc

// sd-bus's variadic calls (sd_bus_message_append, sd_bus_reply_method_errorf)
// do not import into Swift: messages are written and read one value at a
// time, through these two, which turn a negative errno into a thrown error.

/// A call into sd-bus that failed, with the errno it returned.
struct BusFailure: Error, CustomStringConvertible {
    let code: Int32

    var description: String { String(cString: strerror(code)) }

    /// Passes a non-negative result through, and throws a negative one.
    @discardableResult
    static func check(_ result: Int32) throws(BusFailure) -> Int32 {
        guard result >= 0 else { throw BusFailure(code: -result) }
        return result
    }
}

/// Appends values to a message being built.
struct MessageWriter {
    let message: OpaquePointer

    private static func code(_ type: String) -> CChar { CChar(bitPattern: type.utf8.first!) }

    func string(_ value: String) throws(BusFailure) {
        try BusFailure.check(value.withCString { sd_bus_message_append_basic(message, Self.code("s"), $0) })
    }

    func path(_ value: String) throws(BusFailure) {
        try BusFailure.check(value.withCString { sd_bus_message_append_basic(message, Self.code("o"), $0) })
    }

    func int32(_ value: Int32) throws(BusFailure) {
        var value = value
        try BusFailure.check(sd_bus_message_append_basic(message, Self.code("i"), &value))
    }

    func int16(_ value: Int16) throws(BusFailure) {
        var value = value
        try BusFailure.check(sd_bus_message_append_basic(message, Self.code("n"), &value))
    }

    func uint32(_ value: UInt32) throws(BusFailure) {
        var value = value
        try BusFailure.check(sd_bus_message_append_basic(message, Self.code("u"), &value))
    }

    /// D-Bus booleans travel as 32-bit integers.
    func bool(_ value: Bool) throws(BusFailure) {
        var value: Int32 = value ? 1 : 0
        try BusFailure.check(sd_bus_message_append_basic(message, Self.code("b"), &value))
    }

    func double(_ value: Double) throws(BusFailure) {
        var value = value
        try BusFailure.check(sd_bus_message_append_basic(message, Self.code("d"), &value))
    }

    /// `type` is "a", "r" (a struct), "e" (a dict entry) or "v"; `contents`
    /// the signature inside it.
    func container(_ type: String, _ contents: String, _ body: () throws(BusFailure) -> Void) throws(BusFailure) {
        try BusFailure.check(sd_bus_message_open_container(message, Self.code(type), contents))
        try body()
        try BusFailure.check(sd_bus_message_close_container(message))
    }

    /// An object reference, `(so)`.
    func reference(_ reference: AccessibleReference) throws(BusFailure) {
        try container("r", "so") { () throws(BusFailure) in
            try string(reference.name)
            try path(reference.path)
        }
    }

    /// An empty `a{sv}`, which every AT-SPI event ends with.
    func emptyProperties() throws(BusFailure) {
        try container("a", "{sv}") {}
    }

    /// An `i` whose value must fit: counts and indices from the tree, and
    /// pixels already clamped to Int32 where they were made.
    func int(_ value: Int) throws(BusFailure) {
        try int32(Int32(clamping: value))
    }
}

/// Reads values from a received message, in order. A value of another type
/// than asked, or none left, is nil: data from another program is never
/// trusted to be what it should be.
struct MessageReader {
    let message: OpaquePointer

    private static func code(_ type: String) -> CChar { CChar(bitPattern: type.utf8.first!) }

    func string() -> String? {
        var text: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(message, Self.code("s"), &text) > 0, let text else { return nil }
        return String(cString: text)
    }

    func int32() -> Int32? {
        var value: Int32 = 0
        return sd_bus_message_read_basic(message, Self.code("i"), &value) > 0 ? value : nil
    }

    func uint32() -> UInt32? {
        var value: UInt32 = 0
        return sd_bus_message_read_basic(message, Self.code("u"), &value) > 0 ? value : nil
    }

    func double() -> Double? {
        var value: Double = 0
        return sd_bus_message_read_basic(message, Self.code("d"), &value) > 0 ? value : nil
    }

    func bool() -> Bool? {
        var value: Int32 = 0
        return sd_bus_message_read_basic(message, Self.code("b"), &value) > 0 ? value != 0 : nil
    }

    /// An object reference, `(so)`.
    func reference() -> AccessibleReference? {
        guard sd_bus_message_enter_container(message, Self.code("r"), "so") > 0 else { return nil }
        var name: UnsafePointer<CChar>?, path: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(message, Self.code("s"), &name) > 0, let name,
              sd_bus_message_read_basic(message, Self.code("o"), &path) > 0, let path,
              sd_bus_message_exit_container(message) >= 0 else { return nil }
        return AccessibleReference(name: String(cString: name), path: String(cString: path))
    }

    /// Enters a variant holding exactly `contents`; false if it holds another type.
    func enterVariant(_ contents: String) -> Bool {
        sd_bus_message_enter_container(message, Self.code("v"), contents) > 0
    }

    func enter(_ type: String, _ contents: String) -> Bool {
        sd_bus_message_enter_container(message, Self.code(type), contents) > 0
    }

    func exit() -> Bool { sd_bus_message_exit_container(message) >= 0 }

    func skip(_ types: String) -> Bool { sd_bus_message_skip(message, types) >= 0 }

    /// The message's whole signature is `signature`: checked before reading
    /// the arguments of a call.
    func has(signature: String) -> Bool { sd_bus_message_has_signature(message, signature) > 0 }
}
