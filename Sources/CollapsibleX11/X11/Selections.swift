import CX11
import Glibc
import Timekeeping

/// The X selections as GTK's entry uses them: CLIPBOARD, which Ctrl+C and
/// Ctrl+X fill and Ctrl+V pastes, and PRIMARY, which selecting fills and the
/// middle button pastes. The window owns a selection while it holds its
/// text and answers other clients' requests for it as UTF8_STRING (and
/// STRING and TEXT, and the TARGETS it offers); a paste asks the owner with
/// `XConvertSelection`, follows an INCR transfer for a large one, and gives
/// up after `patience` seconds so that an owner that never answers stops
/// nothing.
final class Selections {
    enum Name { case clipboard, primary }

    private let display: OpaquePointer
    let window: CX11.Window
    private let atoms: [String: Atom]
    /// What the window offers for each selection it owns.
    private var owned: [Atom: [UInt8]] = [:]
    /// The paste under way: where its bytes gather, and when it is given up.
    private var paste: (bytes: [UInt8], incremental: Bool, deadline: Double)?
    /// How long a paste waits for the owner, in seconds.
    static let patience = 2.0

    init(display: OpaquePointer, window: CX11.Window) {
        self.display = display
        self.window = window
        let words = ["CLIPBOARD", "UTF8_STRING", "TARGETS", "INCR", "TEXT", "COLLAPSIBLE_PASTE", "ATOM"]
        var names = words.map { strdup($0) }
        defer { names.forEach { free($0) } }
        var ids = [Atom](repeating: 0, count: names.count)
        XInternAtoms(display, &names, Int32(names.count), False, &ids)
        atoms = Dictionary(uniqueKeysWithValues: zip(words, ids))
    }

    private func atom(_ name: Name) -> Atom { name == .clipboard ? atoms["CLIPBOARD"]! : Atom(XA_PRIMARY) }

    /// Takes `name` with `text` at the server's `time`, the key's or the press's.
    func own(_ name: Name, _ text: String, time: UInt) {
        let selection = atom(name)
        owned[selection] = Array(text.utf8)
        XSetSelectionOwner(display, selection, window, time)
        if XGetSelectionOwner(display, selection) != window { owned[selection] = nil }
    }

    /// Asks the owner of `name` for its text; the answer comes as an event
    /// (`Event.pasted`), or nothing after `patience`.
    func requestPaste(_ name: Name, time: UInt) {
        XDeleteProperty(display, window, atoms["COLLAPSIBLE_PASTE"]!)
        XConvertSelection(display, atom(name), atoms["UTF8_STRING"]!, atoms["COLLAPSIBLE_PASTE"]!, window, time)
        paste = ([], false, MonotonicClock.seconds() + Self.patience)
    }

    /// When the paste under way is given up; nil while none waits.
    var deadline: Double? { paste?.deadline }

    /// Gives up a paste whose owner did not answer in time.
    func giveUpIfLate() {
        if let deadline, deadline <= MonotonicClock.seconds() { paste = nil }
    }

    /// Another client took a selection the window owned.
    func cleared(_ event: XSelectionClearEvent) {
        owned[event.selection] = nil
    }

    /// Answers another client's request for a selection the window owns.
    func answer(_ request: XSelectionRequestEvent) {
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.time = request.time
        // An old client names no property: the target's name is its property.
        let property = request.property == 0 ? request.target : request.property
        reply.xselection.property = 0
        if let bytes = owned[request.selection] {
            let textTargets = [atoms["UTF8_STRING"]!, atoms["TEXT"]!, Atom(XA_STRING)]
            if request.target == atoms["TARGETS"]! {
                // Format 32 is a C long each, as Xlib takes it.
                var offered = [atoms["TARGETS"]!] + textTargets
                let count = Int32(offered.count)
                offered.withUnsafeMutableBytes { raw in
                    XChangeProperty(display, request.requestor, property, Atom(XA_ATOM), 32, PropModeReplace,
                                    raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
                }
                reply.xselection.property = property
            } else if textTargets.contains(request.target) {
                var bytes = bytes
                XChangeProperty(display, request.requestor, property, atoms["UTF8_STRING"]!, 8, PropModeReplace,
                                &bytes, Int32(bytes.count))
                reply.xselection.property = property
            }
        }
        XSendEvent(display, request.requestor, False, 0, &reply)
    }

    /// The owner's answer to the paste asked for: the text, or nil while
    /// more is to come or nothing came.
    func converted(_ event: XSelectionEvent) -> String? {
        guard paste != nil, event.requestor == window else { return nil }
        guard event.property != 0 else {
            paste = nil
            return nil
        }
        return takeProperty()
    }

    /// A property of the window changed: the next part of an INCR paste.
    func propertyChanged(_ event: XPropertyEvent) -> String? {
        guard let paste, paste.incremental, event.atom == atoms["COLLAPSIBLE_PASTE"]!, event.state == PropertyNewValue else { return nil }
        return takeProperty()
    }

    /// Reads and deletes the paste's property: the whole text, the start of
    /// an INCR transfer, or one part of it (the last is empty).
    private func takeProperty() -> String? {
        guard paste != nil else { return nil }
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let property = atoms["COLLAPSIBLE_PASTE"]!
        // The whole property in one read, deleted with it: an INCR owner
        // sends the next part once it is gone.
        guard XGetWindowProperty(display, window, property, 0, 0x1FFF_FFFF, True, Atom(AnyPropertyType),
                                 &type, &format, &count, &after, &data) == Success else {
            paste = nil
            return nil
        }
        defer { if let data { XFree(data) } }
        if type == atoms["INCR"]! {
            paste?.incremental = true
            paste?.deadline = MonotonicClock.seconds() + Self.patience
            return nil
        }
        let length = Int(count) * (format == 32 ? MemoryLayout<Int>.size : Int(format) / 8)
        let part = data.map { UnsafeBufferPointer(start: $0, count: length) } ?? UnsafeBufferPointer(start: nil, count: 0)
        // Gathered in place: a part's copy of all before it would make a
        // large paste's time grow with the square of its length.
        paste?.bytes.append(contentsOf: part)
        if paste?.incremental == true && !part.isEmpty {
            paste?.deadline = MonotonicClock.seconds() + Self.patience
            return nil
        }
        let bytes = paste?.bytes ?? []
        paste = nil
        // Bytes that are no UTF-8 become U+FFFD, as GTK shows them.
        return String(decoding: bytes, as: UTF8.self)
    }
}
