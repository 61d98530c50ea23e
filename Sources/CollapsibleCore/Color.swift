/// An sRGB colour with straight (not premultiplied) alpha, each channel 0...1.
public struct Color: Equatable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
    }

    /// 8-bit sRGB components, the way the palette below is published.
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
    }

    public func opacity(_ value: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: value)
    }
}

extension Color {
    // SwiftUI's light-mode system colours of iOS 13 to 18 (UIKit's systemRed and
    // friends), which are what the original shows.
    public static let red = Color(255, 59, 48)
    public static let orange = Color(255, 149, 0)
    public static let yellow = Color(255, 204, 0)
    public static let green = Color(52, 199, 89)
    public static let mint = Color(0, 199, 190)
    public static let teal = Color(48, 176, 199)
    public static let cyan = Color(50, 173, 230)
    public static let blue = Color(0, 122, 255)
    public static let indigo = Color(88, 86, 214)
    public static let purple = Color(175, 82, 222)
    public static let pink = Color(255, 45, 85)
    public static let brown = Color(162, 132, 94)
    public static let gray = Color(142, 142, 147)
    public static let black = Color(0, 0, 0)
    public static let white = Color(255, 255, 255)

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
