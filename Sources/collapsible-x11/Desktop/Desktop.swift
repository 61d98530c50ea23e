import CollapsibleCore
import Glibc

/// What the desktop says about how a program should look and move, from
/// where Linux desktops say it: the colour scheme in the settings portal,
/// else in the XSETTINGS theme name; the scale and the switch for
/// animations in XSETTINGS. Each is read at start and followed live.
final class Desktop {
    private let manager: XSettingsManager
    private let portal: SettingsPortal?
    private var xsettings = XSettings()
    private var xsettingsChanged = false

    /// The portal is asked only when the colour scheme is the desktop's
    /// to choose, and asked first, so that its answer travels while the
    /// rest of the start goes on.
    init(on display: Display, followsColorScheme: Bool) {
        portal = followsColorScheme ? SettingsPortal() : nil
        manager = XSettingsManager(on: display)
        readXSettings()
        xsettingsChanged = false
    }

    /// The portal's preference; without one, a theme whose name says dark,
    /// as Qt reads it; else light. C's strstr, as the standard library's
    /// search for a string in a string is in _StringProcessing, which the
    /// program leaves out (Package.swift).
    var colorScheme: ColorScheme {
        if let preference = portal?.preference { return preference }
        guard let name = xsettings.themeName?.lowercased() else { return .light }
        return strstr(name, "dark") != nil ? .dark : .light
    }

    /// Xft/DPI over the 96 dpi of scale 1; nil when XSETTINGS gives none.
    var scale: Double? { xsettings.dpi.map { $0 / 96 } }

    var animationsEnabled: Bool { xsettings.animationsEnabled ?? true }

    /// Lets the first frame wait for the portal's answer, up to 200 ms after
    /// the question: a portal that does not answer by then leaves it light.
    func waitForPortal() {
        guard let portal else { return }
        portal.waitForAnswer(until: portal.askedAt + Self.portalPatience)
    }

    static let portalPatience = 0.2

    /// The XSETTINGS manager said something changed.
    func heardXSettings() {
        readXSettings()
    }

    /// True once after any setting changed.
    func takeChange() -> Bool {
        let portalChanged = portal?.takeChange() ?? false
        defer { xsettingsChanged = false }
        return xsettingsChanged || portalChanged
    }

    /// The session bus's socket, for the program's poll(); nil without a bus.
    var pollDescriptor: pollfd? { portal?.pollDescriptor }

    /// When the bus needs handling even if its socket stays quiet.
    var deadline: Double? { portal?.deadline }

    /// Handles what came on the bus.
    func process() {
        portal?.process()
    }

    private func readXSettings() {
        let read: XSettings
        switch manager.read() {
        case .none:
            read = XSettings()
        case .bytes(let bytes):
            do {
                read = try XSettings(parsing: bytes)
            } catch {
                return ignore("\(error)")
            }
        case .malformed(let reason):
            return ignore(reason)
        }
        if read != xsettings {
            xsettings = read
            xsettingsChanged = true
        }
    }

    private func ignore(_ reason: String) {
        reportError("the XSETTINGS manager's settings are malformed (\(reason)); the look stays as it is")
    }
}
