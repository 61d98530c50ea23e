import CollapsibleCore

/// The settings an XSETTINGS manager publishes, read from the bytes of its
/// `_XSETTINGS_SETTINGS` property (freedesktop XSETTINGS specification 0.5).
/// Xlib hands over the property and nothing more, so the format is read by
/// hand; the bytes come from another program and are checked at each step.
struct XSettings: Equatable {
    private(set) var values: [String: Value] = [:]

    enum Value: Equatable {
        case integer(Int32)
        case string(String)
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    /// Why a property is not XSETTINGS, as the end of one line for stderr.
    struct Malformed: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// GTK's theme; Qt takes a name with "dark" in it for a dark desktop.
    var themeName: String? {
        if case .string(let name)? = values["Net/ThemeName"] { return name }
        return nil
    }

    /// The desktop's icon theme, as GTK reads it.
    var iconThemeName: String? {
        if case .string(let name)? = values["Net/IconThemeName"], !name.isEmpty { return name }
        return nil
    }

    /// The font resolution in dots per inch; published in 1024ths, and
    /// -1 for the default.
    var dpi: Double? {
        guard case .integer(let value)? = values["Xft/DPI"], value > 0 else { return nil }
        return Double(value) / 1024
    }

    /// GNOME's "Animations" switch, as GTK reads it.
    var animationsEnabled: Bool? {
        guard case .integer(let value)? = values["Gtk/EnableAnimations"] else { return nil }
        return value != 0
    }

    /// How a caret blinks, as GTK reads it: `Net/CursorBlink`,
    /// `Net/CursorBlinkTime` in milliseconds and `Gtk/CursorBlinkTimeout`
    /// in seconds, each GTK's default where unset or out of range.
    var caretBlink: CaretBlinkSettings {
        func integer(_ name: String) -> Int32? {
            if case .integer(let value)? = values[name] { value } else { nil }
        }
        let period = integer("Net/CursorBlinkTime").flatMap { $0 >= 100 ? Double($0) / 1000 : nil }
        let timeout = integer("Gtk/CursorBlinkTimeout").flatMap { $0 > 0 ? Double($0) : nil }
        return CaretBlinkSettings(blinks: integer("Net/CursorBlink").map { $0 != 0 } ?? true,
                                  period: period ?? 1.2, timeout: timeout ?? 10)
    }

    init(values: [String: Value] = [:]) {
        self.values = values
    }

    init(parsing bytes: [UInt8]) throws(Malformed) {
        var reader = Reader(bytes: bytes)
        let order = try reader.byte("the byte order")
        switch order {
        case 0: reader.bigEndian = false
        case 1: reader.bigEndian = true
        default: throw Malformed(description: "byte order \(order), neither 0 (LSBFirst) nor 1 (MSBFirst)")
        }
        try reader.skip(3, "the header")
        _ = try reader.card32("the serial")
        let count = try reader.card32("the number of settings")
        // The smallest setting is 12 bytes (an empty name and an integer), so
        // a count that the rest cannot hold is refused before any is read.
        guard count <= reader.remaining / 12 else {
            throw Malformed(description: "\(count) settings announced in \(bytes.count) bytes")
        }
        for index in 0..<Int(count) {
            let type = try reader.byte("the type of setting \(index)")
            try reader.skip(1, "setting \(index)")
            let length = Int(try reader.card16("the name length of setting \(index)"))
            let nameBytes = try reader.bytes(length, padded: true, "the name of setting \(index)")
            // The specification allows letters, digits, '_' and '/'; GTK also
            // publishes names with '-'.
            guard !nameBytes.isEmpty, nameBytes.allSatisfy({ Self.nameCharacters.contains($0) }) else {
                throw Malformed(description: "setting \(index) has no valid name")
            }
            let name = String(decoding: nameBytes, as: UTF8.self)
            _ = try reader.card32("the serial of \(name)")
            switch type {
            case 0:
                values[name] = .integer(Int32(bitPattern: try reader.card32("the value of \(name)")))
            case 1:
                let size = try reader.card32("the length of \(name)")
                guard size <= reader.remaining else {
                    throw Malformed(description: "\(name) is \(size) bytes long, and only \(reader.remaining) follow")
                }
                values[name] = .string(String(decoding: try reader.bytes(Int(size), padded: true, "the value of \(name)"),
                                              as: UTF8.self))
            case 2:
                let what = "the colour of \(name)"
                values[name] = .color(red: try reader.card16(what), green: try reader.card16(what),
                                      blue: try reader.card16(what), alpha: try reader.card16(what))
            default:
                throw Malformed(description: "\(name) has type \(type), not 0, 1 or 2")
            }
        }
    }

    private static let nameCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_/-".utf8)

    /// Reads the property front to back, in the byte order it announces.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        var remaining: Int { bytes.count - offset }

        mutating func bytes(_ count: Int, padded: Bool, _ what: String) throws(Malformed) -> ArraySlice<UInt8> {
            let taken = padded ? (count + 3) / 4 * 4 : count
            guard taken <= remaining else {
                throw Malformed(description: "it ends inside \(what) (\(bytes.count) bytes)")
            }
            defer { offset += taken }
            return bytes[offset..<offset + count]
        }

        mutating func skip(_ count: Int, _ what: String) throws(Malformed) {
            _ = try bytes(count, padded: false, what)
        }

        mutating func byte(_ what: String) throws(Malformed) -> UInt8 {
            try bytes(1, padded: false, what).first!
        }

        mutating func card16(_ what: String) throws(Malformed) -> UInt16 {
            UInt16(try number(2, what))
        }

        mutating func card32(_ what: String) throws(Malformed) -> UInt32 {
            UInt32(try number(4, what))
        }

        private mutating func number(_ size: Int, _ what: String) throws(Malformed) -> UInt64 {
            let slice = try bytes(size, padded: false, what)
            let ordered = bigEndian ? Array(slice) : slice.reversed()
            return ordered.reduce(0) { $0 << 8 | UInt64($1) }
        }
    }
}
