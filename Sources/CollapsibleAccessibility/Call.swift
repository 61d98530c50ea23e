import CSystemd

/// A method call being answered.
struct Call {
    let message: OpaquePointer
    let interface: String
    let member: String

    var unknown: CallFailure { .unknownMethod(interface: interface, member: member) }

    /// Arguments that have the right signature but cannot be read.
    var malformed: CallFailure { .invalidArguments("\(member): the arguments cannot be read") }

    /// A reader of the arguments, once they are known to be `signature`.
    func arguments(_ signature: String) throws(CallFailure) -> MessageReader {
        let reader = MessageReader(message: message)
        guard reader.has(signature: signature) else {
            let sent = sd_bus_message_get_signature(message, 1).map { String(cString: $0) } ?? ""
            throw .invalidArguments("\(interface).\(member) takes arguments of D-Bus type '\(signature)', not '\(sent)'")
        }
        return reader
    }

    /// Sends the answer `body` writes; nothing for a call that wants none.
    func reply(_ body: (MessageWriter) throws(BusFailure) -> Void) throws(CallFailure) {
        guard sd_bus_message_get_expect_reply(message) > 0 else { return }
        var reply: OpaquePointer?
        do throws(BusFailure) {
            try BusFailure.check(sd_bus_message_new_method_return(message, &reply))
            defer { sd_bus_message_unref(reply) }
            try body(MessageWriter(message: reply!))
            try BusFailure.check(sd_bus_send(nil, reply, nil))
        } catch {
            throw .bus(error)
        }
    }
}
