/// XSETTINGS properties written the way a manager writes them, for tests
/// that publish settings of their own, good and bad.
public enum XSettingsBlob {
    public enum Value {
        case integer(Int32)
        case string(String)
        case color(UInt16, UInt16, UInt16, UInt16)
    }

    public static func encode(_ settings: [(name: String, value: Value)], bigEndian: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0]
        func number(_ value: UInt64, _ size: Int) {
            let little = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
            bytes += bigEndian ? little.reversed() : little
        }
        func padded(_ text: [UInt8]) {
            bytes += text + Array(repeating: 0, count: (4 - text.count % 4) % 4)
        }
        number(7, 4)
        number(UInt64(settings.count), 4)
        for (name, value) in settings {
            let type: UInt8 = switch value {
            case .integer: 0
            case .string: 1
            case .color: 2
            }
            bytes += [type, 0]
            number(UInt64(name.utf8.count), 2)
            padded(Array(name.utf8))
            number(3, 4)
            switch value {
            case .integer(let value):
                number(UInt64(UInt32(bitPattern: value)), 4)
            case .string(let text):
                number(UInt64(text.utf8.count), 4)
                padded(Array(text.utf8))
            case .color(let r, let g, let b, let a):
                for channel in [r, g, b, a] { number(UInt64(channel), 2) }
            }
        }
        return bytes
    }

    /// What a GNOME desktop in dark mode at scale 1 publishes, in short.
    public static let dark = encode([("Net/ThemeName", .string("Adwaita-dark")), ("Xft/DPI", .integer(96 * 1024))])
    public static let light = encode([("Net/ThemeName", .string("Adwaita")), ("Xft/DPI", .integer(96 * 1024))])
}
