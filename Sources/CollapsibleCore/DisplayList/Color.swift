/// An sRGB colour with straight (not premultiplied) alpha, each channel 0...1.
///
/// As in SwiftUI, a system colour (`.red`, `.primary`) is one colour in the
/// light scheme and another in the dark one; a colour made from components
/// (`#RRGGBB`, `Color.black`) is itself in both. A `DisplayList` holds colours
/// resolved for one scheme, and the components are then what is drawn.
public struct Color: Equatable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
    /// A system colour's components in the dark scheme; nil for a colour
    /// that is the same in both.
    private var dark: Components?

    private struct Components: Equatable, Sendable {
        var red: Double
        var green: Double
        var blue: Double
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
    }

    /// 8-bit sRGB components, the way the palette below is published.
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
    }

    /// A system colour: `light` in the light scheme, `dark` in the dark one.
    private init(light: (UInt8, UInt8, UInt8), dark: (UInt8, UInt8, UInt8)) {
        self.init(light.0, light.1, light.2)
        let resolved = Color(dark.0, dark.1, dark.2)
        self.dark = Components(red: resolved.red, green: resolved.green, blue: resolved.blue)
    }

    public func opacity(_ value: Double) -> Color {
        var copy = self
        copy.opacity = value
        return copy
    }

    /// The colour as `scheme` shows it, the same in both schemes from then on.
    public func resolved(in scheme: ColorScheme) -> Color {
        guard scheme == .dark, let dark else { return Color(red: red, green: green, blue: blue, opacity: opacity) }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: opacity)
    }
}

extension Color {
    // SwiftUI's system colours of iOS 13 to 18 (UIKit's systemRed and
    // friends), light as the original shows them and dark as iOS's dark mode
    // does; gray is the same in both.
    public static let red = Color(light: (255, 59, 48), dark: (255, 69, 58))
    public static let orange = Color(light: (255, 149, 0), dark: (255, 159, 10))
    public static let yellow = Color(light: (255, 204, 0), dark: (255, 214, 10))
    public static let green = Color(light: (52, 199, 89), dark: (48, 209, 88))
    public static let mint = Color(light: (0, 199, 190), dark: (99, 230, 226))
    public static let teal = Color(light: (48, 176, 199), dark: (64, 200, 224))
    public static let cyan = Color(light: (50, 173, 230), dark: (100, 210, 255))
    public static let blue = Color(light: (0, 122, 255), dark: (10, 132, 255))
    public static let indigo = Color(light: (88, 86, 214), dark: (94, 92, 230))
    public static let purple = Color(light: (175, 82, 222), dark: (191, 90, 242))
    public static let pink = Color(light: (255, 45, 85), dark: (255, 55, 95))
    public static let brown = Color(light: (162, 132, 94), dark: (172, 142, 104))
    public static let gray = Color(142, 142, 147)
    // Named explicitly, these two never change.
    public static let black = Color(0, 0, 0)
    public static let white = Color(255, 255, 255)

    /// The window's own background, UIKit's systemBackground.
    public static let systemBackground = Color(light: (255, 255, 255), dark: (0, 0, 0))
    /// The colour of text that names none, as `Text` draws by default.
    public static let primary = Color(light: (0, 0, 0), dark: (255, 255, 255))

    public static let named: [(name: String, color: Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green),
        ("mint", .mint), ("teal", .teal), ("cyan", .cyan), ("blue", .blue),
        ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown),
        ("gray", .gray), ("black", .black), ("white", .white),
    ]

    /// A SwiftUI colour name (`red`, `Purple`) or `#RRGGBB`; nil for anything else.
    public init?(parsing text: String) {
        if text.hasPrefix("#") {
            let digits = text.dropFirst()
            guard digits.count == 6, digits.allSatisfy(\.isHexDigit),
                  let value = UInt32(digits, radix: 16) else { return nil }
            self.init(UInt8(value >> 16), UInt8((value >> 8) & 0xff), UInt8(value & 0xff))
            return
        }
        let wanted = text.lowercased()
        guard let match = Color.named.first(where: { $0.name == wanted }) else { return nil }
        self = match.color
    }
}
