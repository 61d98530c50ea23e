import CX11
import CX11Extensions

// libXpresent rather than libxcb-present with libX11-xcb: its events come
// through Xlib's own queue as generic event cookies, beside every other
// event, so the loop's one poll() and its XPending see them. Through xcb
// they would need a special event queue of their own, and a second wait.

/// The vertical blanks of the monitor that shows the window, from the
/// Present extension: each one asked for comes back as a `.vblank` event
/// with its count (MSC) and its time (UST).
final class VblankNotifier: VblankRequests {
    private let display: Display
    /// Held so that the window outlives the selection made on it.
    private let window: Window
    private let selection: XID
    private(set) var serial: UInt32 = 0

    /// Nil when the server has no Present, or no generic events to carry it.
    init?(for window: Window, on display: Display) {
        let raw = display.raw
        var opcode: Int32 = 0, eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XQueryExtension(raw, "Generic Event Extension", &opcode, &eventBase, &errorBase) != 0,
              XPresentQueryExtension(raw, &opcode, &eventBase, &errorBase) != 0 else { return nil }
        self.display = display
        self.window = window
        selection = XPresentSelectInput(raw, window.id, UInt32(PresentCompleteNotifyMask))
    }

    deinit {
        if display.isConnected { XPresentFreeInput(display.raw, window.id, selection) }
    }

    func askNext() {
        serial &+= 1
        XPresentNotifyMSC(display.raw, window.id, serial, 0, 1, 0)
    }

    func ask(count: UInt64) {
        serial &+= 1
        XPresentNotifyMSC(display.raw, window.id, serial, count, 0, 0)
    }
}
