import CSystemd
import CollapsibleCore
import Glibc
import Timekeeping

/// The program on the accessibility bus: its objects served to every
/// client, its place among the registry's applications, its events.
///
/// Nothing here waits on the bus. The connection is opened without
/// blocking; the application is embedded once the bus has greeted it; every
/// call out has a timeout of two seconds, and every answer is taken when it
/// comes, from the program's own poll().
final class AtspiServer {
    private(set) var bus: OpaquePointer?
    private var objects: OpaquePointer?
    private var cache: OpaquePointer?
    private var greeting: OpaquePointer?
    private var registryWatch: OpaquePointer?
    private var embedding: OpaquePointer?

    /// What clients are answered from, and what they were told of it.
    private var announced: AnnouncedTree
    var tree: AtspiTree { announced.tree }
    /// The registry's desktop, the application's parent; null until embedded.
    private(set) var desktop = AccessibleReference.null
    /// The registry's unique name, which answered the last `Embed`.
    private(set) var registry: String?
    /// The number the registry gives the application, which it reads back.
    var applicationID: Int32 = 0
    /// Views pressed by clients, for the host to press as a tap would.
    var presses: [ViewID] = []
    /// Values clients set on sliders, for the host to set as a drag would.
    var settings: [ValueSetting] = []
    /// Views clients asked to bring in sight, for the host to scroll to.
    var scrolls: [ViewID] = []
    /// Edits clients asked of text fields, for the host to make as typing would.
    var textRequests: [TextRequest] = []
    /// The first thing that went wrong, for the host to say.
    private(set) var problem: AccessibilityProblem?
    /// Until the bus greets the connection, when it is given up: sd-bus
    /// allows the handshake far longer than a call. Microseconds on
    /// CLOCK_MONOTONIC; nil once greeted.
    private var greetingDeadline: UInt64?
    /// The window's top left on the screen, asked only when a client wants
    /// screen coordinates: the host knows it, this module does not.
    let screenOrigin: () -> (x: Int, y: Int)
    /// What set the labels' texts, which tells where their characters lie.
    let measure: any TextMeasuring
    /// The text read last: a screen reader reads one character after another.
    var readText: AccessibleText?
    /// The keys the registry's listeners are asked about.
    var heldKeys = HeldKeys()

    static let registryName = "org.a11y.atspi.Registry"
    private let address: String

    /// Connects to the accessibility bus at `address`; the rest follows
    /// from `process()`.
    init(address: String, application: AccessibleApplication, screenOrigin: @escaping () -> (x: Int, y: Int),
         measure: any TextMeasuring) throws(AccessibilityProblem) {
        self.address = address
        announced = AnnouncedTree(application: application)
        self.screenOrigin = screenOrigin
        self.measure = measure
        var bus: OpaquePointer?
        guard sd_bus_new(&bus) >= 0, let bus else {
            throw .cannotConnect(address: address, reason: "out of memory")
        }
        self.bus = bus
        greetingDeadline = MonotonicClock.microseconds() + AccessibilityProblem.patience
        let me = Unmanaged.passUnretained(self).toOpaque()
        do throws(BusFailure) {
            try BusFailure.check(sd_bus_set_address(bus, address))
            try BusFailure.check(sd_bus_set_bus_client(bus, 1))
            // The greeting too: a bus that takes the connection and then
            // says nothing is given up after the same two seconds.
            try BusFailure.check(sd_bus_set_method_call_timeout(bus, AccessibilityProblem.patience))
            try BusFailure.check(sd_bus_set_connected_signal(bus, 1))
            try BusFailure.check(sd_bus_add_fallback(bus, &objects, AccessibleObject.prefix, { call, userdata, _ in
                AtspiServer.instance(userdata).answer(call!)
            }, me))
            try BusFailure.check(sd_bus_add_object(bus, &cache, "/org/a11y/atspi/cache", { call, userdata, _ in
                AtspiServer.instance(userdata).answerCache(call!)
            }, me))
            // Only the socket is opened here; the greeting goes out queued.
            try BusFailure.check(sd_bus_start(bus))
            // Before the greeting is answered, asking for the unique name
            // would wait for it.
            try BusFailure.check(sd_bus_match_signal_async(
                bus, &greeting, nil, "/org/freedesktop/DBus/Local", "org.freedesktop.DBus.Local", "Connected",
                { _, userdata, _ in
                    let me = AtspiServer.instance(userdata)
                    me.greetingDeadline = nil
                    me.embed()
                    return 0
                }, nil, me))
            try BusFailure.check(sd_bus_add_match_async(
                bus, &registryWatch,
                "type='signal',sender='org.freedesktop.DBus',path='/org/freedesktop/DBus',"
                    + "interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(Self.registryName)'",
                { message, userdata, _ in
                    AtspiServer.instance(userdata).registryChanged(message!)
                    return 0
                }, nil, me))
        } catch {
            close()
            throw .cannotConnect(address: address, reason: error.description)
        }
    }

    deinit { close() }

    static func instance(_ userdata: UnsafeMutableRawPointer?) -> AtspiServer {
        Unmanaged<AtspiServer>.fromOpaque(userdata!).takeUnretainedValue()
    }

    var isConnected: Bool { bus != nil }

    // MARK: Joining the registry

    /// Asks the registry to take the application in: `Socket.Embed` with a
    /// reference to the root, answered with the desktop it now sits on.
    private func embed() {
        guard let bus, embedding == nil else { return }
        var unique: UnsafePointer<CChar>?
        guard sd_bus_get_unique_name(bus, &unique) >= 0, let unique else { return }
        let plug = AccessibleReference(name: String(cString: unique), path: AccessibleObject.application.path)
        var message: OpaquePointer?
        guard sd_bus_message_new_method_call(bus, &message, Self.registryName, AccessibleObject.application.path,
                                             "org.a11y.atspi.Socket", "Embed") >= 0, let message else { return }
        defer { sd_bus_message_unref(message) }
        guard (try? MessageWriter(message: message).reference(plug)) != nil else { return }
        _ = sd_bus_call_async(bus, &embedding, message, { reply, userdata, _ in
            AtspiServer.instance(userdata).embedded(reply!)
            return 0
        }, Unmanaged.passUnretained(self).toOpaque(), AccessibilityProblem.patience)
    }

    private func embedded(_ reply: OpaquePointer) {
        // sd-bus holds its own reference to the slot while this runs.
        embedding = sd_bus_slot_unref(embedding)
        if let error = sd_bus_message_get_error(reply) {
            let name = error.pointee.name.map { String(cString: $0) } ?? ""
            if name == "org.freedesktop.DBus.Error.NoReply" {
                complain(.registrySilent)
            } else {
                complain(.registryRefused(error.pointee.message.map { String(cString: $0) } ?? name))
            }
            return
        }
        guard MessageReader(message: reply).has(signature: "(so)"),
              let desktop = MessageReader(message: reply).reference() else {
            let signature = sd_bus_message_get_signature(reply, 1).map { String(cString: $0) } ?? ""
            return complain(.registryRefused("its answer has the D-Bus type '\(signature)', not a reference"))
        }
        let arriving = self.desktop == .null
        self.desktop = desktop
        registry = sd_bus_message_get_sender(reply).map { String(cString: $0) }
        if arriving {
            for event in AccessibleEvent.arrival(of: tree) { emit(event, origin: (0, 0)) }
        }
    }

    /// A registry that starts after the application was embedded, or again
    /// after it stopped, knows nothing of it: it is told again.
    private func registryChanged(_ message: OpaquePointer) {
        let reader = MessageReader(message: message)
        guard reader.has(signature: "sss"), reader.string() == Self.registryName, reader.string() != nil,
              let owner = reader.string() else { return }
        if owner.isEmpty {
            registry = nil
        } else if owner != registry {
            // While an Embed is on its way, its answer comes from this owner.
            embed()
        }
    }

    private func complain(_ problem: AccessibilityProblem) {
        if self.problem == nil { self.problem = problem }
    }

    // MARK: What the program shows

    /// Takes the tree the host shows now, `root` in `window`, and tells
    /// clients what changed. The extents are announced once `settled`:
    /// while the row moves they already say where it ends.
    func show(_ root: AccessibilityElement, in window: AccessibleWindow, settled: Bool) {
        let events = announced.show(root, in: window, settled: settled)
        // Before the registry has the application, no client can know it.
        guard desktop != .null else { return }
        // Bounds go in screen coordinates, as GTK's bridge sends them: one
        // question to the host for all of them.
        let moved = events.contains { if case .boundsChanged = $0 { true } else { false } }
        let origin = moved ? screenOrigin() : (0, 0)
        for event in events {
            emit(event, origin: origin)
        }
    }

    /// Sends one event from its object's path. An event that cannot be sent
    /// is dropped: the bus is failing, and `process()` will say so.
    private func emit(_ event: AccessibleEvent, origin: (x: Int, y: Int)) {
        guard let bus else { return }
        let (object, interface, member) = Self.signal(of: event)
        var message: OpaquePointer?
        guard sd_bus_message_new_signal(bus, &message, object.path, interface, member) >= 0, let message else { return }
        defer { sd_bus_message_unref(message) }
        let writer = MessageWriter(message: message)
        do throws(BusFailure) {
            try writeBody(of: event, origin: origin, with: writer)
            try writer.emptyProperties()
        } catch {
            return
        }
        _ = sd_bus_send(bus, message, nil)
    }

    private static func signal(of event: AccessibleEvent) -> (AccessibleObject, interface: String, member: String) {
        let object = "org.a11y.atspi.Event.Object", window = "org.a11y.atspi.Event.Window"
        return switch event {
        case .stateChanged(let source, _, _): (source, object, "StateChanged")
        case .nameChanged(let source, _), .valueChanged(let source, _): (source, object, "PropertyChange")
        case .boundsChanged(let source, _): (source, object, "BoundsChanged")
        case .textChanged(let source, _, _, _): (source, object, "TextChanged")
        case .caretMoved(let source, _): (source, object, "TextCaretMoved")
        case .textSelectionChanged(let source): (source, object, "TextSelectionChanged")
        case .childAdded(let parent, _, _), .childRemoved(let parent, _, _): (parent, object, "ChildrenChanged")
        case .windowActivated: (.window, window, "Activate")
        case .windowDeactivated: (.window, window, "Deactivate")
        }
    }

    /// The `s i i v` every event starts with.
    private func writeBody(of event: AccessibleEvent, origin: (x: Int, y: Int), with writer: MessageWriter) throws(BusFailure) {
        switch event {
        case .stateChanged(_, let state, let on):
            try writer.string(state)
            try writer.int32(on ? 1 : 0)
            try writer.int32(0)
            try writer.container("v", "i") { () throws(BusFailure) in try writer.int32(0) }
        case .nameChanged(_, let text):
            try writer.string("accessible-name")
            try writer.int32(0)
            try writer.int32(0)
            try writer.container("v", "s") { () throws(BusFailure) in try writer.string(text) }
        case .valueChanged(_, let value):
            try writer.string("accessible-value")
            try writer.int32(0)
            try writer.int32(0)
            try writer.container("v", "d") { () throws(BusFailure) in try writer.double(value) }
        case .textChanged(_, let inserted, let place, let text):
            try writer.string(inserted ? "insert" : "delete")
            try writer.int(place)
            try writer.int(text.unicodeScalars.count)
            try writer.container("v", "s") { () throws(BusFailure) in try writer.string(text) }
        case .caretMoved(_, let place):
            try writer.string("")
            try writer.int(place)
            try writer.int32(0)
            try writer.container("v", "s") { () throws(BusFailure) in try writer.string("") }
        case .textSelectionChanged:
            try writer.string("")
            try writer.int32(0)
            try writer.int32(0)
            try writer.container("v", "s") { () throws(BusFailure) in try writer.string("") }
        case .boundsChanged(_, var frame):
            frame.x += origin.x
            frame.y += origin.y
            try writer.string("")
            try writer.int32(0)
            try writer.int32(0)
            try writer.container("v", "(iiii)") { () throws(BusFailure) in
                try writer.container("r", "iiii") { () throws(BusFailure) in
                    for value in [frame.x, frame.y, frame.width, frame.height] { try writer.int(value) }
                }
            }
        case .childAdded(_, let index, let child), .childRemoved(_, let index, let child):
            if case .childAdded = event { try writer.string("add") } else { try writer.string("remove") }
            try writer.int(index)
            try writer.int32(0)
            try writer.container("v", "(so)") { () throws(BusFailure) in try writer.reference(reference(to: child)) }
        case .windowActivated(let title), .windowDeactivated(let title):
            try writer.string("")
            try writer.int32(0)
            try writer.int32(0)
            try writer.container("v", "s") { () throws(BusFailure) in try writer.string(title) }
        }
    }

    /// A reference to one of the program's own objects.
    func reference(to object: AccessibleObject) -> AccessibleReference {
        var unique: UnsafePointer<CChar>?
        guard let bus, sd_bus_get_unique_name(bus, &unique) >= 0, let unique else { return .null }
        return AccessibleReference(name: String(cString: unique), path: object.path)
    }

    // MARK: The connection in the program's loop

    /// What poll() should wait for; nil once the bus is gone.
    var pollDescriptor: pollfd? { bus.flatMap(CollapsibleAccessibility.pollDescriptor(of:)) }

    /// Microseconds on CLOCK_MONOTONIC.
    var deadline: UInt64? {
        guard let bus else { return nil }
        // Asked at every wake-up of the host: no array for three values.
        var due = CollapsibleAccessibility.deadline(of: bus)
        if let greetingDeadline { due = min(due ?? greetingDeadline, greetingDeadline) }
        if let keyDeadline = heldKeys.deadline { due = min(due ?? keyDeadline, keyDeadline) }
        return due
    }

    /// Handles what the bus has: calls, answers and signals. A bus that
    /// fails is closed: the program goes on without it.
    func process() {
        if let greetingDeadline, MonotonicClock.microseconds() >= greetingDeadline {
            complain(.busSilent)
            return close()
        }
        while let bus {
            let result = sd_bus_process(bus, nil)
            if result < 0 {
                // Before the greeting, the bus refused the connection.
                if greetingDeadline != nil {
                    complain(.cannotConnect(address: address, reason: BusFailure(code: -result).description))
                }
                close()
            }
            if result <= 0 { break }
        }
        // Only now that every answer on the socket is read: an answer that
        // came within a key's budget takes it, however late the loop looked.
        heldKeys.expire(at: MonotonicClock.microseconds())
    }

    func close() {
        // The bus frees the calls' slots without answering them.
        heldKeys.giveUp()
        embedding = sd_bus_slot_unref(embedding)
        registryWatch = sd_bus_slot_unref(registryWatch)
        greeting = sd_bus_slot_unref(greeting)
        cache = sd_bus_slot_unref(cache)
        objects = sd_bus_slot_unref(objects)
        // Not flushed: that would wait for a bus that may never read. The
        // registry hears the connection end and drops the application.
        bus = sd_bus_close_unref(bus)
    }
}
