import CollapsibleCore
import Glibc

/// What the desktop says about how a program should look and move, from
/// where Linux desktops say it: the colour scheme in the settings portal,
/// else in the XSETTINGS theme name; the scale and the switch for
/// animations in XSETTINGS. Each is read at start and followed live.
///
/// It speaks to the session bus itself, but not to the X server: the
/// program reads the XSETTINGS manager's property and hands its bytes over
/// whenever the manager says they changed.
public final class DesktopSettings {
    private let portal: SettingsPortal?
    private let diagnostics: Diagnostics
    private var xsettings = XSettings()
    private var xsettingsChanged = false

    /// The portal is asked only when the colour scheme is the desktop's
    /// to choose, and asked first, so that its answer travels while the
    /// rest of the start goes on.
    public init(followsColorScheme: Bool, diagnostics: Diagnostics) {
        self.diagnostics = diagnostics
        portal = followsColorScheme ? SettingsPortal(diagnostics: diagnostics) : nil
    }

    /// The portal's preference; without one, a theme whose name says dark,
    /// as Qt reads it; else light. C's strstr, as the standard library's
    /// search for a string in a string is in _StringProcessing, which the
    /// program leaves out (Package.swift).
    public var colorScheme: ColorScheme {
        if let preference = portal?.preference { return preference }
        guard let name = xsettings.themeName?.lowercased() else { return .light }
        return strstr(name, "dark") != nil ? .dark : .light
    }

    /// The icon theme the desktop's programs draw their icons from; nil
    /// when XSETTINGS names none.
    public var iconThemeName: String? { xsettings.iconThemeName }

    /// Xft/DPI over the 96 dpi of scale 1; nil when XSETTINGS gives none.
    public var scale: Double? { xsettings.dpi.map { $0 / 96 } }

    public var animationsEnabled: Bool { xsettings.animationsEnabled ?? true }
    /// How a text field's caret blinks.
    public var caretBlink: CaretBlinkSettings { xsettings.caretBlink }

    /// Whether the portal's first answer is still awaited.
    public var isAskingPortal: Bool { portal?.isAsking ?? false }

    /// The XSETTINGS manager's property as it now stands: nil when no
    /// manager runs or it publishes nothing.
    public func takeXSettings(_ bytes: [UInt8]?) {
        let read: XSettings
        do {
            read = try bytes.map { bytes throws(XSettings.Malformed) in try XSettings(parsing: bytes) } ?? XSettings()
        } catch {
            return rejectXSettings(because: error.description)
        }
        if read != xsettings {
            xsettings = read
            xsettingsChanged = true
        }
    }

    /// The manager's property is there but holds no settings at all.
    public func rejectXSettings(because reason: String) {
        diagnostics.report("the XSETTINGS manager's settings are malformed (\(reason)); the look stays as it is")
    }

    /// True once after any setting changed.
    public func takeChange() -> Bool {
        let portalChanged = portal?.takeChange() ?? false
        defer { xsettingsChanged = false }
        return xsettingsChanged || portalChanged
    }

    /// The session bus's socket, for the program's poll(); nil without a bus.
    public var pollDescriptor: pollfd? { portal?.pollDescriptor }

    /// When the bus needs handling even if its socket stays quiet, in
    /// seconds on CLOCK_MONOTONIC.
    public var deadline: Double? { portal?.deadline }

    /// Handles what came on the bus.
    public func process() {
        portal?.process()
    }
}
