import CSystemd
import Foundation

/// The desktop's settings portal, played by the tests on their own bus:
/// it owns the portal's name, answers `Settings.Read` for the colour
/// scheme and emits `SettingChanged`, on a thread of its own.
final class PortalService: @unchecked Sendable {
    enum Answer: Equatable {
        /// The colour scheme, 0 to 2, wrapped as the portal's Read wraps it.
        case scheme(UInt32)
        /// A string where the number belongs.
        case wrongType
        /// Owns the name and never reads a message, as a hung portal.
        case silent
    }

    private let bus: OpaquePointer
    private var object: OpaquePointer?
    private let lock = NSLock()
    private var answer: Answer
    private var signals: [Answer] = []
    private var running = true
    private let finished = DispatchSemaphore(value: 0)

    static let path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"

    init(on sessionBus: SessionBus, answer: Answer) throws {
        self.answer = answer
        bus = try sessionBus.connection(owning: "org.freedesktop.portal.Desktop")
        guard answer != .silent else { return }
        sd_bus_add_object(bus, &object, Self.path, { message, userdata, _ in
            Unmanaged<PortalService>.fromOpaque(userdata!).takeUnretainedValue().handle(message!)
        }, Unmanaged.passUnretained(self).toOpaque())
        Thread { [self] in serve() }.start()
    }

    /// Answers from now on with `answer`, and tells the bus it changed.
    func change(to answer: Answer) {
        lock.withLock {
            self.answer = answer
            signals.append(answer)
        }
    }

    func stop() {
        let wasRunning = lock.withLock {
            defer { running = false }
            return running && object != nil
        }
        if wasRunning { finished.wait() }
    }

    deinit {
        stop()
        sd_bus_slot_unref(object)
        sd_bus_close_unref(bus)
    }

    private func serve() {
        while lock.withLock({ running }) {
            while sd_bus_process(bus, nil) > 0 {}
            for signal in lock.withLock({ defer { signals = [] }; return signals }) {
                emit(signal)
            }
            sd_bus_flush(bus)
            sd_bus_wait(bus, 20_000)
        }
        finished.signal()
    }

    private func handle(_ call: OpaquePointer) -> Int32 {
        guard sd_bus_message_is_method_call(call, Self.interface, "Read") > 0 else { return 0 }
        var namespace: UnsafePointer<CChar>?, key: UnsafePointer<CChar>?
        sd_bus_message_read_basic(call, CChar(UInt8(ascii: "s")), &namespace)
        sd_bus_message_read_basic(call, CChar(UInt8(ascii: "s")), &key)
        guard let namespace, let key, String(cString: namespace) == "org.freedesktop.appearance",
              String(cString: key) == "color-scheme" else {
            var error = sd_bus_error(name: strdup("org.freedesktop.portal.Error.NotFound"), message: strdup("no such key"),
                                     _need_free: 1)
            defer { sd_bus_error_free(&error) }
            return sd_bus_reply_method_error(call, &error)
        }
        var reply: OpaquePointer?
        sd_bus_message_new_method_return(call, &reply)
        // Read wraps the value in a variant of its own.
        sd_bus_message_open_container(reply, CChar(UInt8(ascii: "v")), "v")
        append(lock.withLock { answer }, to: reply!)
        sd_bus_message_close_container(reply)
        defer { sd_bus_message_unref(reply) }
        return sd_bus_send(bus, reply, nil)
    }

    private func emit(_ value: Answer) {
        var signal: OpaquePointer?
        sd_bus_message_new_signal(bus, &signal, Self.path, Self.interface, "SettingChanged")
        defer { sd_bus_message_unref(signal) }
        for text in ["org.freedesktop.appearance", "color-scheme"] {
            _ = text.withCString { sd_bus_message_append_basic(signal, CChar(UInt8(ascii: "s")), $0) }
        }
        append(value, to: signal!)
        sd_bus_send(bus, signal, nil)
    }

    /// The value as a variant: a number, or a string for the wrong type.
    private func append(_ value: Answer, to message: OpaquePointer) {
        if case .scheme(var number) = value {
            sd_bus_message_open_container(message, CChar(UInt8(ascii: "v")), "u")
            sd_bus_message_append_basic(message, CChar(UInt8(ascii: "u")), &number)
        } else {
            sd_bus_message_open_container(message, CChar(UInt8(ascii: "v")), "s")
            _ = "dark".withCString { sd_bus_message_append_basic(message, CChar(UInt8(ascii: "s")), $0) }
        }
        sd_bus_message_close_container(message)
    }
}
