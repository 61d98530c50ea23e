import CX11
import CollapsibleCore
import Glibc

/// What the input method composes, followed through XIM's on-the-spot
/// callbacks (start, draw, caret, done), which Xlib calls from inside
/// `XFilterEvent` as the method's messages come. A class, for the callbacks
/// are C functions that reach it through their client data.
final class Composition {
    private(set) var preedit = PreeditText()
    /// Whether a callback changed it since the loop last took it.
    private var changed = false

    /// The callbacks' structures, which the input context keeps pointers
    /// to for as long as it lives.
    let start = UnsafeMutablePointer<XICCallback>.allocate(capacity: 1)
    let done = UnsafeMutablePointer<XIMCallback>.allocate(capacity: 1)
    let draw = UnsafeMutablePointer<XIMCallback>.allocate(capacity: 1)
    let caret = UnsafeMutablePointer<XIMCallback>.allocate(capacity: 1)

    init() {
        let client = Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self)
        // No limit to what is composed.
        start.initialize(to: XICCallback(client_data: client) { _, _, _ in -1 })
        done.initialize(to: XIMCallback(client_data: client) { _, client, _ in
            Composition.of(client)?.set(PreeditText())
        })
        draw.initialize(to: XIMCallback(client_data: client) { _, client, data in
            guard let composition = Composition.of(client), let data else { return }
            let call = UnsafeRawPointer(data).load(as: XIMPreeditDrawCallbackStruct.self)
            composition.drawn(call)
        })
        caret.initialize(to: XIMCallback(client_data: client) { _, client, data in
            guard let composition = Composition.of(client), let data else { return }
            let call = UnsafeRawPointer(data).load(as: XIMPreeditCaretCallbackStruct.self)
            // Only a place is followed, as GTK follows it.
            guard call.direction == XIMAbsolutePosition else { return }
            var preedit = composition.preedit
            preedit.moveCaret(to: Int(call.position))
            composition.set(preedit)
        })
    }

    deinit {
        start.deallocate()
        done.deallocate()
        draw.deallocate()
        caret.deallocate()
    }

    private static func of(_ client: XPointer?) -> Composition? {
        client.map { Unmanaged<Composition>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
    }

    private func set(_ preedit: PreeditText) {
        guard preedit != self.preedit else { return }
        self.preedit = preedit
        changed = true
    }

    /// XIM's draw: the changed characters replaced by the text it brings,
    /// or, where it brings looks and no string, the same characters in new
    /// looks. Bytes that are no UTF-8 become U+FFFD.
    private func drawn(_ call: XIMPreeditDrawCallbackStruct) {
        var inserted = "", looks: [PreeditText.Look] = []
        if let text = call.text?.pointee {
            let count = Int(text.length)
            if text.encoding_is_wchar != 0 {
                let wide = text.string.wide_char.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
                inserted = String(String.UnicodeScalarView(wide.map { Unicode.Scalar(UInt32(bitPattern: $0)) ?? "\u{FFFD}" }))
            } else if let bytes = text.string.multi_byte {
                inserted = String(decoding: UnsafeRawBufferPointer(start: bytes, count: strlen(bytes)), as: UTF8.self)
            } else {
                let scalars = Array(preedit.text.unicodeScalars)
                let from = min(max(Int(call.chg_first), 0), scalars.count)
                inserted = String(String.UnicodeScalarView(scalars[from..<min(from + count, scalars.count)]))
            }
            looks = (0..<count).map { place in
                let feedback = text.feedback?[place] ?? 0
                return feedback & UInt(XIMReverse | XIMHighlight) != 0 ? .highlighted : .plain
            }
        }
        var preedit = self.preedit
        let first = Int(call.chg_first)
        preedit.replace(first..<first + max(Int(call.chg_length), 0), with: inserted, looks: looks, caret: Int(call.caret))
        set(preedit)
    }

    /// What was composed since the last call, once; nil where nothing changed.
    func take() -> PreeditText? {
        guard changed else { return nil }
        changed = false
        return preedit
    }

    /// Forgets what was composed, as a reset of the input context drops it.
    func clear() {
        preedit = PreeditText()
        changed = false
    }
}
