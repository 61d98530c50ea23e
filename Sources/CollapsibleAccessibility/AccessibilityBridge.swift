import CollapsibleCore
import Glibc

/// The program as assistive tools see it, over AT-SPI2 on the accessibility
/// bus, as Qt and WebKit speak it themselves rather than through ATK.
///
/// The host owns one, adds its descriptors to its poll(), calls `process()`
/// when they are ready or the deadline has come, hands it the view tree
/// whenever what it shows changed, and presses the views it returns. It
/// offers it every key before acting on it, and acts on a key held here
/// once `process()` says no screen reader took it. The
/// bridge joins the accessibility bus while the desktop's switch is on and
/// leaves it when it goes off. Nothing in it waits on another program, and
/// nothing another program does ends the host: the first problem is said
/// in one line to `diagnostics`, and the program goes on without it.
public final class AccessibilityBridge {
    private let application: AccessibleApplication
    private let diagnostics: Diagnostics
    private let screenOrigin: () -> (x: Int, y: Int)
    private let measure: any TextMeasuring
    private let switchboard: AccessibilitySwitch?
    /// `AT_SPI_BUS_ADDRESS`, which names the bus outright (as in a sandbox
    /// or a test) and turns accessibility on, as it does for GTK and Qt.
    private let fixedAddress: String?
    private var server: AtspiServer?
    /// The address the server was opened for: a new one means a new bus.
    private var serverAddress: String?
    /// A bus that failed or went away: not tried again, until the launcher
    /// gives another address.
    private var lostAddress: String?
    private var needsTree = false
    private var hasReported = false
    /// The answers about the keys a server held, taken as it closed.
    private var keyAnswers: [Bool] = []

    /// Follows the desktop's switch; nil when there is no session bus and no
    /// accessibility bus named in the environment, which is no cost at all.
    /// `screenOrigin` gives the window's top left on the screen, in device
    /// pixels, when a client asks for screen coordinates; `measure` is what
    /// set the texts of the views, and tells where their characters lie.
    public init?(application: AccessibleApplication, diagnostics: Diagnostics,
                 screenOrigin: @escaping () -> (x: Int, y: Int), measure: any TextMeasuring) {
        self.application = application
        self.diagnostics = diagnostics
        self.screenOrigin = screenOrigin
        self.measure = measure
        if let value = getenv("AT_SPI_BUS_ADDRESS"), value.pointee != 0 {
            fixedAddress = String(cString: value)
            switchboard = nil
        } else {
            guard let switchboard = AccessibilitySwitch() else { return nil }
            fixedAddress = nil
            self.switchboard = switchboard
        }
        follow()
    }

    /// Whether the program is on the accessibility bus: only then is a tree
    /// worth building.
    public var isServing: Bool { server != nil }

    /// True once the bridge joined the bus, until the host hands it the
    /// tree it shows.
    public var wantsTree: Bool { needsTree }

    /// What the program shows now: `tree` in `window`, which `moving` says
    /// is still on its way to the frames the tree gives. Clients hear what
    /// changed at once, and where things went once the motion is over.
    public func show(_ tree: AccessibilityElement, in window: AccessibleWindow, moving: Bool) {
        needsTree = false
        server?.show(tree, in: window, settled: !moving)
    }

    /// The sockets to wait on.
    public var pollDescriptors: [pollfd] {
        [switchboard?.pollDescriptor, server?.pollDescriptor].compactMap { $0 }
    }

    /// When `process()` is due even if no socket stirs: a call's timeout, or
    /// messages already read. Seconds on CLOCK_MONOTONIC.
    public var deadline: Double? {
        // Asked at every wake-up of the host: no array for two values.
        let switchDue = switchboard?.deadline, serverDue = server?.deadline
        guard let due = switchDue.map({ min($0, serverDue ?? $0) }) ?? serverDue else { return nil }
        return Double(due) / 1e6
    }

    /// Offers `key` to the screen reader's key listeners. False when there
    /// are none to ask, which costs nothing: the host acts on the key now.
    /// True when the key is held: `process()` says later, for each key
    /// held, in order, whether a listener took it, within a tenth of a
    /// second of its coming, which `deadline` keeps.
    public func offer(_ key: KeyStroke) -> Bool {
        server?.ask(about: key) ?? false
    }

    /// What `process()` found: the views clients pressed, for the host to
    /// press as a tap presses them; the values they set on sliders, in
    /// order, for the host to set as a drag sets them; and whether a screen
    /// reader took each key held, oldest first: the host acts on those it
    /// did not take.
    public struct Requests {
        public var presses: [ViewID]
        public var settings: [ValueSetting]
        /// The views clients asked to bring in sight.
        public var scrolls: [ViewID]
        /// The edits clients asked of text fields, in order.
        public var texts: [TextRequest]
        public var keysTaken: [Bool]
    }

    /// Handles what came on both buses, and joins or leaves the
    /// accessibility bus as the switch says.
    public func process() -> Requests {
        switchboard?.process()
        server?.process()
        let (presses, settings, scrolls) = (server?.presses ?? [], server?.settings ?? [], server?.scrolls ?? [])
        server?.presses = []
        server?.settings = []
        server?.scrolls = []
        let texts = server?.textRequests ?? []
        server?.textRequests = []
        follow()
        let keysTaken = keyAnswers + (server?.takeKeyAnswers() ?? [])
        keyAnswers = []
        return Requests(presses: presses, settings: settings, scrolls: scrolls, texts: texts, keysTaken: keysTaken)
    }

    private func follow() {
        if let problem = switchboard?.problem ?? server?.problem { say(problem) }
        // A launcher that went away was forgotten with its address; the one
        // after it may hand out the same one, for a bus that works.
        if let switchboard, switchboard.address == nil { lostAddress = nil }
        let address = fixedAddress ?? (switchboard?.isOn == true ? switchboard?.address : nil)
        if let server, !server.isConnected || address != serverAddress {
            // Gone, switched off, or a new bus: clients see the application
            // leave as the connection ends.
            if !server.isConnected { lostAddress = serverAddress }
            server.close()
            // The keys it held are acted on, after those answered before.
            keyAnswers += server.takeKeyAnswers()
            self.server = nil
            serverAddress = nil
        }
        guard server == nil, let address, address != lostAddress else { return }
        do {
            server = try AtspiServer(address: address, application: application, screenOrigin: screenOrigin, measure: measure)
            serverAddress = address
            needsTree = true
        } catch {
            lostAddress = address
            say(error)
        }
    }

    private func say(_ problem: AccessibilityProblem) {
        guard !hasReported else { return }
        hasReported = true
        diagnostics.report(problem.description)
    }
}
