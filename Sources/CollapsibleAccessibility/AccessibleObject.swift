import CollapsibleCore

/// An object the program serves on the accessibility bus, and its path.
/// The application must sit at `/org/a11y/atspi/accessible/root`, which is
/// where the registry and libatspi look for it; each view is under the same
/// prefix by its `ViewID`, so that a client holding a reference to a view
/// reaches the same view after the tree is built again.
public enum AccessibleObject: Hashable {
    case application
    /// The window: the frame a screen reader names by its title.
    case window
    case view(ViewID)

    static let prefix = "/org/a11y/atspi/accessible"

    var path: String {
        switch self {
        case .application: Self.prefix + "/root"
        case .window: Self.prefix + "/window"
        case .view(let id): Self.prefix + "/" + Self.hex(id.raw)
        }
    }

    /// The object at `path`, nil for a path this program never gives out.
    init?(path: String) {
        guard path.hasPrefix(Self.prefix + "/") else { return nil }
        let name = String(path.dropFirst(Self.prefix.count + 1))
        switch name {
        case "root": self = .application
        case "window": self = .window
        default:
            // Exactly the sixteen digits `path` writes: another spelling of
            // the same number would be a second path for one object.
            guard name.utf8.count == 16, name.utf8.allSatisfy(Self.isLowerHexDigit),
                  let raw = UInt64(name, radix: 16) else { return nil }
            self = .view(ViewID(raw: raw))
        }
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func isLowerHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}

/// An object on the bus, this program's or another's: a bus name and a path,
/// D-Bus type `(so)`.
struct AccessibleReference: Equatable {
    var name: String
    var path: String

    /// What AT-SPI sends for no object at all.
    static let null = AccessibleReference(name: "", path: "/org/a11y/atspi/null")
}
