/// An sRGB colour with straight (not premultiplied) alpha, each channel 0...1.
///
/// As in SwiftUI, a system colour (`.red`, `.primary`) is one colour in the
/// light scheme and another in the dark one; a colour made from components
/// (`#RRGGBB`, `Color.black`) is itself in both. A `DisplayList` holds colours
/// resolved for one scheme, and the components are then what is drawn.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
    /// A system colour's components in the dark scheme; nil for a colour
    /// that is the same in both.
    private var dark: Components?

    private struct Components: Hashable, Sendable {
        var red: Double
        var green: Double
        var blue: Double
        var opacity: Double
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        (self.red, self.green, self.blue) = colorSpace.sRGB(red, green, blue)
        self.opacity = opacity
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Hue, saturation and brightness, each 0...1 as UIKit reads them: hue
    /// 0 and 1 are both red, and a hue that is not a finite number is too.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let turn = hue.isFinite ? hue - hue.rounded(.down) : 0
        let sector = turn * 6, whole = sector.rounded(.down), f = sector - whole
        let v = brightness, p = v * (1 - saturation), q = v * (1 - f * saturation), t = v * (1 - (1 - f) * saturation)
        let (r, g, b) = switch Int(whole) {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// 8-bit sRGB components, the way the palette below is published.
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
    }

    /// A system colour: `light` in the light scheme, `dark` in the dark one;
    /// one that is the same in both is a colour like any other.
    init(light: Color, dark: Color) {
        self = light
        if dark != light {
            self.dark = Components(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.opacity)
        }
    }

    /// The colour with its opacity multiplied by `value`, in both schemes.
    public func opacity(_ value: Double) -> Color {
        var copy = self
        copy.opacity *= value
        copy.dark?.opacity *= value
        return copy
    }

    /// The colour as `scheme` shows it, the same in both schemes from then on.
    public func resolved(in scheme: ColorScheme) -> Color {
        guard scheme == .dark, let dark else { return Color(red: red, green: green, blue: blue, opacity: opacity) }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.opacity)
    }
}

extension Color {
    // SwiftUI's colours on iOS are UIKit's system colours.
    public static let red = Color(.systemRed)
    public static let orange = Color(.systemOrange)
    public static let yellow = Color(.systemYellow)
    public static let green = Color(.systemGreen)
    public static let mint = Color(.systemMint)
    public static let teal = Color(.systemTeal)
    public static let cyan = Color(.systemCyan)
    public static let blue = Color(.systemBlue)
    public static let indigo = Color(.systemIndigo)
    public static let purple = Color(.systemPurple)
    public static let pink = Color(.systemPink)
    public static let brown = Color(.systemBrown)
    public static let gray = Color(.systemGray)
    // Named explicitly, these three never change.
    public static let black = Color(0, 0, 0)
    public static let white = Color(255, 255, 255)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

    /// The colour of text that names none, as `Text` draws by default.
    public static let primary = Color(.label)
    public static let secondary = Color(.secondaryLabel)
    /// An app that sets no accent colour of its own has iOS's blue.
    public static let accentColor = Color(.systemBlue)
    /// The window's own background.
    public static let systemBackground = Color(.systemBackground)

    public init(_ color: UIColor) { self = color.color }

    public init(uiColor: UIColor) { self.init(uiColor) }

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
