import CSystemd
import Glibc

extension SessionBus {
    /// A connection of a service the test plays, holding `name` on this bus;
    /// the caller owns it and closes it.
    func connection(owning name: String) throws -> OpaquePointer {
        var bus: OpaquePointer?
        guard sd_bus_new(&bus) >= 0, let bus else { throw StartFailure(description: "sd_bus_new failed") }
        sd_bus_set_address(bus, address)
        sd_bus_set_bus_client(bus, 1)
        let started = sd_bus_start(bus)
        let named = started >= 0 ? sd_bus_request_name(bus, name, 0) : started
        guard named >= 0 else {
            sd_bus_close_unref(bus)
            throw StartFailure(description: "cannot take \(name) on \(address): \(String(cString: strerror(-named)))")
        }
        return bus
    }
}
