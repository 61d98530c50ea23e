import CSystemd
import CollapsibleCore
import Glibc

/// The freedesktop settings portal on the session bus: asked once for the
/// colour scheme the user prefers, then heard whenever that changes. Modern
/// GNOME says "dark" only here.
///
/// Nothing here ever waits on the bus: the question goes out at once, the
/// bus's socket joins the program's poll(), and the answer is taken when it
/// comes. Without a session bus there is no portal, at no cost; a bus that
/// goes away later leaves the preference as it was.
final class SettingsPortal {
    /// The connection; nil once it failed.
    private var bus: OpaquePointer?
    private var question: OpaquePointer?
    private var subscription: OpaquePointer?

    /// The user's choice, nil for no preference (or none known).
    private(set) var preference: ColorScheme?
    /// Until the first answer, or until the bus fails.
    private(set) var isAsking = true
    /// Whether the preference changed since `takeChange()` last said so.
    private var changed = false
    private let diagnostics: Diagnostics

    private static let service = "org.freedesktop.portal.Desktop"
    private static let path = "/org/freedesktop/portal/desktop"
    private static let interface = "org.freedesktop.portal.Settings"
    private static let namespace = "org.freedesktop.appearance"
    private static let key = "color-scheme"

    /// Opens the session bus and asks; nil when there is no session bus.
    init?(diagnostics: Diagnostics) {
        self.diagnostics = diagnostics
        var bus: OpaquePointer?
        // The connection is made without blocking: a bus that exists but is
        // slow to answer costs nothing here.
        guard sd_bus_open_user(&bus) >= 0, let bus else { return nil }
        self.bus = bus
        let me = Unmanaged.passUnretained(self).toOpaque()
        guard ask(on: bus, userdata: me) else {
            close()
            return nil
        }
        // SettingChanged comes from the portal's own name: the bus checks the
        // sender, so another client cannot speak for the portal.
        if sd_bus_match_signal_async(bus, &subscription, Self.service, Self.path, Self.interface, "SettingChanged",
                                     { message, userdata, _ in
                                         SettingsPortal.instance(userdata).heardChange(message)
                                         return 0
                                     }, nil, me) < 0 {
            subscription = nil
        }
    }

    deinit { close() }

    private static func instance(_ userdata: UnsafeMutableRawPointer?) -> SettingsPortal {
        Unmanaged<SettingsPortal>.fromOpaque(userdata!).takeUnretainedValue()
    }

    /// Sends `Read(namespace, key)`. The newer `ReadOne` would save a
    /// variant, but portals before version 2 lack it, and `Read` is in all.
    private func ask(on bus: OpaquePointer, userdata: UnsafeMutableRawPointer) -> Bool {
        var message: OpaquePointer?
        guard sd_bus_message_new_method_call(bus, &message, Self.service, Self.path, Self.interface, "Read") >= 0,
              let message else { return false }
        defer { sd_bus_message_unref(message) }
        guard Self.namespace.withCString({ sd_bus_message_append_basic(message, CChar(UInt8(ascii: "s")), $0) }) >= 0,
              Self.key.withCString({ sd_bus_message_append_basic(message, CChar(UInt8(ascii: "s")), $0) }) >= 0
        else { return false }
        // An answer that comes after the first frame still counts; sd-bus's
        // own timeout (25 s) ends a call that never gets one.
        return sd_bus_call_async(bus, &question, message, { message, userdata, _ in
            SettingsPortal.instance(userdata).heardAnswer(message)
            return 0
        }, userdata, 0) >= 0
    }

    private func heardAnswer(_ message: OpaquePointer?) {
        isAsking = false
        guard let message else { return }
        // No portal on the bus, a portal without settings or without this
        // key: the user states no preference there.
        if sd_bus_message_is_method_error(message, nil) != 0 { return }
        take(message)
    }

    private func heardChange(_ message: OpaquePointer?) {
        guard let message,
              let namespace = Self.readString(message), namespace == Self.namespace,
              let key = Self.readString(message), key == Self.key else { return }
        take(message)
    }

    /// Takes the colour scheme at the message's read position: a number,
    /// inside as many variants as the portal wraps it in.
    private func take(_ message: OpaquePointer) {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        while sd_bus_message_peek_type(message, &type, &contents) > 0, type == CChar(UInt8(ascii: "v")) {
            guard sd_bus_message_enter_container(message, type, contents) > 0 else { break }
        }
        var value: UInt32 = 0
        guard type == CChar(UInt8(ascii: "u")), sd_bus_message_read_basic(message, type, &value) > 0 else {
            let found = type == 0 ? "nothing" : "a value of D-Bus type '\(Character(UnicodeScalar(UInt8(bitPattern: type))))'"
            diagnostics.report("the settings portal gave \(found) for \(Self.namespace) \(Self.key), not a number; the colours stay as they are")
            return
        }
        // 0 is no preference; values the portal does not define count as none too.
        let scheme: ColorScheme? = switch value {
        case 1: .dark
        case 2: .light
        default: nil
        }
        if scheme != preference {
            preference = scheme
            changed = true
        }
    }

    private static func readString(_ message: OpaquePointer) -> String? {
        var text: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(message, CChar(UInt8(ascii: "s")), &text) > 0, let text else { return nil }
        return String(cString: text)
    }

    /// True once after each change of the preference.
    func takeChange() -> Bool {
        defer { changed = false }
        return changed
    }

    /// What poll() should wait for on the bus; nil without one.
    var pollDescriptor: pollfd? {
        guard let bus else { return nil }
        let events = sd_bus_get_events(bus)
        let descriptor = sd_bus_get_fd(bus)
        guard events >= 0, descriptor >= 0 else { return nil }
        return pollfd(fd: descriptor, events: Int16(events), revents: 0)
    }

    /// When sd-bus next has something to do without the socket: a call's
    /// timeout, or messages already read. Seconds on the monotonic clock.
    var deadline: Double? {
        guard let bus else { return nil }
        var microseconds: UInt64 = 0
        guard sd_bus_get_timeout(bus, &microseconds) >= 0, microseconds != UInt64.max else { return nil }
        return Double(microseconds) / 1e6
    }

    /// Handles whatever the bus has: sends, reads, answers and signals.
    func process() {
        while let bus {
            let result = sd_bus_process(bus, nil)
            if result < 0 {
                // The bus went away: the preference stays as it was.
                close()
            }
            if result <= 0 { return }
        }
    }

    private func close() {
        isAsking = false
        question = sd_bus_slot_unref(question)
        subscription = sd_bus_slot_unref(subscription)
        // Not flushed first: that would wait for a bus that may never answer.
        bus = sd_bus_close_unref(bus)
    }
}
