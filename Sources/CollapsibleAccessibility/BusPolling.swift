import CSystemd
import Glibc

// An sd-bus connection in the host's poll(): its socket, and the moment it
// has work that no byte on the socket announces.

/// What poll() should wait for on `bus`.
func pollDescriptor(of bus: OpaquePointer) -> pollfd? {
    let events = sd_bus_get_events(bus), descriptor = sd_bus_get_fd(bus)
    guard events >= 0, descriptor >= 0 else { return nil }
    return pollfd(fd: descriptor, events: Int16(events), revents: 0)
}

/// A call's timeout, or now for messages already read; microseconds on
/// CLOCK_MONOTONIC, nil for no such moment.
func deadline(of bus: OpaquePointer) -> UInt64? {
    var microseconds: UInt64 = 0
    guard sd_bus_get_timeout(bus, &microseconds) >= 0, microseconds != UInt64.max else { return nil }
    return microseconds
}
