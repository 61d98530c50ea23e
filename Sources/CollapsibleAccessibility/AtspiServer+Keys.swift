import CSystemd
import Timekeeping

/// Keys on their way to a screen reader: each asked about through the
/// registry before the program acts on it.
extension AtspiServer {
    /// How long a key waits for the registry's listeners, in microseconds:
    /// as long as Qt's bridge waits. A registry slower than that lets the
    /// key through rather than keep the user waiting. The program keeps
    /// this budget itself: sd-bus gives up on a call before it reads the
    /// answers that came, so its timeout would turn away an answer that
    /// came in time whenever the loop was late to look.
    static let keyPatience: UInt64 = 100_000

    /// Asks the registry whether a listener takes `key`, as a screen reader
    /// takes its own commands, before the program acts on it: the call GTK
    /// and Qt make for every key, `DeviceEventController.NotifyListenersSync`,
    /// sent without waiting for the answer. False when it cannot be asked
    /// and no key before it is waiting: the program acts on it at once.
    /// True when the answer, in order, comes from `takeKeyAnswers()`; a key
    /// that cannot be asked waits for those before it, whose budgets wake
    /// the loop.
    func ask(about key: KeyStroke) -> Bool {
        if registry != nil, let call = notifyListeners(of: key) {
            heldKeys.ask(call, due: MonotonicClock.microseconds() + Self.keyPatience)
            return true
        }
        guard !heldKeys.isEmpty else { return false }
        heldKeys.pass()
        return true
    }

    /// The call's cookie, nil where it could not be sent.
    private func notifyListeners(of key: KeyStroke) -> UInt64? {
        guard let bus else { return nil }
        var message: OpaquePointer?
        guard sd_bus_message_new_method_call(bus, &message, Self.registryName, "/org/a11y/atspi/registry/deviceeventcontroller",
                                             "org.a11y.atspi.DeviceEventController", "NotifyListenersSync") >= 0,
              let message else { return nil }
        defer { sd_bus_message_unref(message) }
        sd_bus_message_set_auto_start(message, 0)
        let writer = MessageWriter(message: message)
        do throws(BusFailure) {
            // AT-SPI's device event, `(uinnisb)`: its 16-bit fields carry
            // what X gives in those 16 bits.
            try writer.container("r", "uinnisb") { () throws(BusFailure) in
                try writer.uint32(key.kind.rawValue)
                try writer.int32(Int32(bitPattern: key.symbol))
                try writer.int16(Int16(truncatingIfNeeded: key.code))
                try writer.int16(Int16(truncatingIfNeeded: key.modifiers))
                try writer.int32(Int32(bitPattern: key.time))
                try writer.string(key.text)
                try writer.bool(key.isText)
            }
        } catch {
            return nil
        }
        // A floating slot: the bus owns it, and frees it after the answer.
        guard sd_bus_call_async(bus, nil, message, { reply, userdata, _ in
            AtspiServer.instance(userdata).heardListeners(reply!)
            return 0
        }, Unmanaged.passUnretained(self).toOpaque(), AccessibilityProblem.patience) >= 0 else { return nil }
        var cookie: UInt64 = 0
        guard sd_bus_message_get_cookie(message, &cookie) >= 0 else { return nil }
        return cookie
    }

    /// The answer, or an error: only a `true` from the registry keeps the
    /// key from the program, and only while its budget lasts.
    fileprivate func heardListeners(_ reply: OpaquePointer) {
        var cookie: UInt64 = 0
        guard sd_bus_message_get_reply_cookie(reply, &cookie) >= 0 else { return }
        let reader = MessageReader(message: reply)
        let consumed = sd_bus_message_get_error(reply) == nil && reader.has(signature: "b") && reader.bool() == true
        heldKeys.answer(cookie, consumed: consumed)
    }

    /// Whether a listener took each key asked about, oldest first, as far
    /// as the answers have come in order.
    func takeKeyAnswers() -> [Bool] {
        heldKeys.takeAnswered()
    }
}
