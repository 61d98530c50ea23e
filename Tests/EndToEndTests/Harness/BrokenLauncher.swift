import CSystemd
import Foundation

/// An accessibility bus launcher that answers wrong, played by the tests
/// on their own session bus: it owns `org.a11y.Bus` and answers the status
/// and the address as told, on a thread of its own.
final class BrokenLauncher: @unchecked Sendable {
    enum Answer {
        /// `IsEnabled` as a string where a boolean belongs.
        case enabledAsText
        /// A status that is no dictionary at all.
        case statusAsText
        /// On, with this for the accessibility bus's address.
        case address(String)
    }

    private let bus: OpaquePointer
    private var object: OpaquePointer?
    private let answer: Answer
    private let lock = NSLock()
    private var running = true
    private let finished = DispatchSemaphore(value: 0)

    init(on sessionBus: SessionBus, answer: Answer) throws {
        self.answer = answer
        bus = try sessionBus.connection(owning: "org.a11y.Bus")
        sd_bus_add_object(bus, &object, "/org/a11y/bus", { message, userdata, _ in
            Unmanaged<BrokenLauncher>.fromOpaque(userdata!).takeUnretainedValue().handle(message!)
        }, Unmanaged.passUnretained(self).toOpaque())
        Thread { [self] in serve() }.start()
    }

    func stop() {
        let wasRunning = lock.withLock {
            defer { running = false }
            return running
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
            sd_bus_flush(bus)
            sd_bus_wait(bus, 20_000)
        }
        finished.signal()
    }

    private func handle(_ call: OpaquePointer) -> Int32 {
        let getAll = sd_bus_message_is_method_call(call, "org.freedesktop.DBus.Properties", "GetAll") > 0
        let getAddress = sd_bus_message_is_method_call(call, "org.a11y.Bus", "GetAddress") > 0
        guard getAll || getAddress else { return 0 }
        var reply: OpaquePointer?
        sd_bus_message_new_method_return(call, &reply)
        defer { sd_bus_message_unref(reply) }
        let s = CChar(UInt8(ascii: "s"))
        switch (getAll, answer) {
        case (true, .statusAsText):
            _ = "enabled".withCString { sd_bus_message_append_basic(reply, s, $0) }
        case (true, _):
            sd_bus_message_open_container(reply, CChar(UInt8(ascii: "a")), "{sv}")
            sd_bus_message_open_container(reply, CChar(UInt8(ascii: "e")), "sv")
            _ = "IsEnabled".withCString { sd_bus_message_append_basic(reply, s, $0) }
            if case .enabledAsText = answer {
                sd_bus_message_open_container(reply, CChar(UInt8(ascii: "v")), "s")
                _ = "yes".withCString { sd_bus_message_append_basic(reply, s, $0) }
            } else {
                var on: Int32 = 1
                sd_bus_message_open_container(reply, CChar(UInt8(ascii: "v")), "b")
                sd_bus_message_append_basic(reply, CChar(UInt8(ascii: "b")), &on)
            }
            sd_bus_message_close_container(reply)
            sd_bus_message_close_container(reply)
            sd_bus_message_close_container(reply)
        case (false, .address(let address)):
            _ = address.withCString { sd_bus_message_append_basic(reply, s, $0) }
        case (false, _):
            _ = "".withCString { sd_bus_message_append_basic(reply, s, $0) }
        }
        return sd_bus_send(bus, reply, nil)
    }
}
