import CSystemd
import Glibc

/// The desktop's switch for accessibility, on the session bus: the bus
/// launcher's `org.a11y.Status` says whether assistive tools are in use, and
/// its `org.a11y.Bus.GetAddress` where their bus is. Read once at start and
/// followed live, as Qt and AccessKit follow it: a screen reader that starts
/// turns `ScreenReaderEnabled` on, and one that ends may turn it off.
///
/// With both off, this is all the program does about accessibility: a
/// connection to the session bus, one question and two match rules, and no
/// connection to the accessibility bus. No call here starts a launcher that
/// is not running.
final class AccessibilitySwitch {
    private var bus: OpaquePointer?
    private var question: OpaquePointer?
    private var statusWatch: OpaquePointer?
    private var ownerWatch: OpaquePointer?

    /// Either of the launcher's two properties, as last heard.
    private var isEnabled = false
    private var screenReaderEnabled = false
    /// The accessibility bus's address, once asked for while the switch is on.
    private(set) var address: String?
    /// The first thing that went wrong, for the host to say.
    private(set) var problem: AccessibilityProblem?

    static let launcher = "org.a11y.Bus"
    static let path = "/org/a11y/bus"

    /// Whether the program should be on the accessibility bus now.
    var isOn: Bool { (isEnabled || screenReaderEnabled) && address != nil }

    /// Opens the session bus and asks; nil without one.
    init?() {
        var bus: OpaquePointer?
        guard sd_bus_open_user(&bus) >= 0, let bus else { return nil }
        self.bus = bus
        let me = Unmanaged.passUnretained(self).toOpaque()
        // A launcher's properties come from its own name, which the bus checks.
        let watching = sd_bus_match_signal_async(
            bus, &statusWatch, Self.launcher, Self.path, "org.freedesktop.DBus.Properties", "PropertiesChanged",
            { message, userdata, _ in
                AccessibilitySwitch.instance(userdata).heardStatus(message!, changed: true)
                return 0
            }, nil, me) >= 0
            && sd_bus_add_match_async(
                bus, &ownerWatch,
                "type='signal',sender='org.freedesktop.DBus',path='/org/freedesktop/DBus',"
                    + "interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(Self.launcher)'",
                { message, userdata, _ in
                    AccessibilitySwitch.instance(userdata).launcherChanged(message!)
                    return 0
                }, nil, me) >= 0
        guard watching, askStatus() else {
            close()
            return nil
        }
    }

    deinit { close() }

    private static func instance(_ userdata: UnsafeMutableRawPointer?) -> AccessibilitySwitch {
        Unmanaged<AccessibilitySwitch>.fromOpaque(userdata!).takeUnretainedValue()
    }

    /// One call to the launcher, answered into `handler`. Without a launcher
    /// the bus says so at once; none is started for the question.
    private func call(_ interface: String, _ member: String, arguments: [String] = [],
                      handler: sd_bus_message_handler_t) -> Bool {
        guard let bus, question == nil else { return false }
        var message: OpaquePointer?
        guard sd_bus_message_new_method_call(bus, &message, Self.launcher, Self.path, interface, member) >= 0,
              let message else { return false }
        defer { sd_bus_message_unref(message) }
        sd_bus_message_set_auto_start(message, 0)
        let writer = MessageWriter(message: message)
        for argument in arguments {
            guard (try? writer.string(argument)) != nil else { return false }
        }
        return sd_bus_call_async(bus, &question, message, handler, Unmanaged.passUnretained(self).toOpaque(),
                                 AccessibilityProblem.patience) >= 0
    }

    private func askStatus() -> Bool {
        call("org.freedesktop.DBus.Properties", "GetAll", arguments: ["org.a11y.Status"]) { message, userdata, _ in
            let me = AccessibilitySwitch.instance(userdata)
            me.question = sd_bus_slot_unref(me.question)
            me.heardStatus(message!, changed: false)
            return 0
        }
    }

    private func askAddress() {
        _ = call("org.a11y.Bus", "GetAddress") { message, userdata, _ in
            let me = AccessibilitySwitch.instance(userdata)
            me.question = sd_bus_slot_unref(me.question)
            me.heardAddress(message!)
            return 0
        }
    }

    /// The answer to `GetAll`, or a `PropertiesChanged` signal: an `a{sv}`
    /// after the interface's name in the signal. Either property may be left
    /// out of a change, and keeps its value then.
    private func heardStatus(_ message: OpaquePointer, changed: Bool) {
        if let error = sd_bus_message_get_error(message) {
            // No launcher on this bus: accessibility is off, quietly. One
            // that does not answer is worth a line.
            if error.pointee.name.map({ String(cString: $0) }) == "org.freedesktop.DBus.Error.NoReply" {
                complain(.launcherSilent)
            }
            return
        }
        let reader = MessageReader(message: message)
        if changed {
            guard reader.has(signature: "sa{sv}as"), reader.string() == "org.a11y.Status" else { return }
        } else if !reader.has(signature: "a{sv}") {
            let signature = sd_bus_message_get_signature(message, 1).map { String(cString: $0) } ?? ""
            return complain(.launcherAnswered("its status with the D-Bus type '\(signature)'"))
        }
        guard reader.enter("a", "{sv}") else { return }
        while reader.enter("e", "sv") {
            guard let name = reader.string() else { return }
            if name == "IsEnabled" || name == "ScreenReaderEnabled" {
                guard reader.enterVariant("b"), let value = reader.bool(), reader.exit() else {
                    return complain(.launcherAnswered("\(name) that is not true or false"))
                }
                if name == "IsEnabled" { isEnabled = value } else { screenReaderEnabled = value }
            } else if !reader.skip("v") {
                return
            }
            guard reader.exit() else { return }
        }
        if isEnabled || screenReaderEnabled, address == nil { askAddress() }
    }

    private func heardAddress(_ message: OpaquePointer) {
        if let error = sd_bus_message_get_error(message) {
            let name = error.pointee.name.map { String(cString: $0) } ?? ""
            return complain(name == "org.freedesktop.DBus.Error.NoReply"
                ? .launcherSilent : .launcherAnswered("no address (\(name))"))
        }
        let reader = MessageReader(message: message)
        guard reader.has(signature: "s"), let address = reader.string(), !address.isEmpty else {
            return complain(.launcherAnswered("an address that is not a D-Bus address"))
        }
        self.address = address
    }

    /// A launcher that ends takes its bus with it; a new one may run
    /// another, asked for afresh.
    private func launcherChanged(_ message: OpaquePointer) {
        let reader = MessageReader(message: message)
        guard reader.has(signature: "sss"), reader.string() == Self.launcher, reader.string() != nil,
              let owner = reader.string() else { return }
        (isEnabled, screenReaderEnabled, address) = (false, false, nil)
        question = sd_bus_slot_unref(question)
        if !owner.isEmpty { _ = askStatus() }
    }

    private func complain(_ problem: AccessibilityProblem) {
        if self.problem == nil { self.problem = problem }
    }

    // MARK: The connection in the program's loop

    var pollDescriptor: pollfd? { bus.flatMap(CollapsibleAccessibility.pollDescriptor(of:)) }

    /// Microseconds on CLOCK_MONOTONIC.
    var deadline: UInt64? { bus.flatMap(CollapsibleAccessibility.deadline(of:)) }

    /// Handles what came; a session bus that fails leaves the switch off.
    func process() {
        while let bus {
            let result = sd_bus_process(bus, nil)
            if result < 0 {
                close()
                (isEnabled, screenReaderEnabled, address) = (false, false, nil)
            }
            if result <= 0 { return }
        }
    }

    private func close() {
        question = sd_bus_slot_unref(question)
        ownerWatch = sd_bus_slot_unref(ownerWatch)
        statusWatch = sd_bus_slot_unref(statusWatch)
        bus = sd_bus_close_unref(bus)
    }
}
