import CX11
import CollapsibleDesktop

/// The desktop's XSETTINGS manager, as a client sees it: the owner of the
/// selection `_XSETTINGS_S<screen>`, which keeps the settings in the
/// property `_XSETTINGS_SETTINGS` of its window and announces itself with a
/// MANAGER message on the root window when it starts.
final class XSettingsManager {
    private let display: Display

    /// What reading the settings found.
    enum Reading {
        /// No manager runs, or it publishes nothing.
        case none
        case bytes([UInt8])
        /// The property is there but not XSETTINGS at all; why, for stderr.
        case malformed(String)
    }

    /// A property larger than this (in 32-bit units, 1 MiB) is not settings.
    private static let largestProperty = 1 << 18

    init(on display: Display) {
        self.display = display
        // A MANAGER message goes to the root window's StructureNotify listeners.
        XSelectInput(display.raw, display.root, StructureNotifyMask)
    }

    /// Finds the manager now running, listens for its changes and reads
    /// its settings: at start, and again at every change, since the
    /// manager may have been replaced.
    private func read() -> Reading {
        let raw = display.raw
        // Under a grab, as the specification asks: the owner cannot go
        // between the question and the request to hear from it.
        XGrabServer(raw)
        let owner = XGetSelectionOwner(raw, display.atoms.xsettingsSelection)
        if owner != 0 { XSelectInput(raw, owner, PropertyChangeMask) }
        XUngrabServer(raw)
        guard owner != 0 else { return .none }
        let settings = display.atoms.xsettingsSettings
        // A manager that quits between the grab and here leaves no window:
        // nothing to read, as if none ran.
        let found = try? display.attempt { () -> (type: Atom, format: Int32, bytes: [UInt8], more: Bool)? in
            var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            guard XGetWindowProperty(raw, owner, settings, 0, Self.largestProperty, False, Atom(AnyPropertyType),
                                     &type, &format, &count, &after, &data) == Success else { return nil }
            defer { if let data { XFree(data) } }
            let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: format == 8 ? Int(count) : 0)) } ?? []
            return (type, format, bytes, after > 0)
        }.get()
        guard let found = found ?? nil, found.type != 0 else { return .none }
        guard found.type == settings, found.format == 8 else {
            return .malformed("the property is not of type _XSETTINGS_SETTINGS in bytes")
        }
        guard !found.more else { return .malformed("the property is larger than 1 MiB") }
        return .bytes(found.bytes)
    }

    /// Hands the settings to the desktop's: at start, and again at every
    /// change, since the manager may have been replaced.
    func hand(to desktop: DesktopSettings) {
        switch read() {
        case .none: desktop.takeXSettings(nil)
        case .bytes(let bytes): desktop.takeXSettings(bytes)
        case .malformed(let reason): desktop.rejectXSettings(because: reason)
        }
    }
}
