/// UIKit's system colours by their UIKit names, which SwiftUI code reaches
/// through `Color(_:)`: each is one colour in the light scheme and another
/// in the dark one, as iOS resolves them.
public struct UIColor: Equatable, Sendable {
    let color: Color

    init(_ light: Color, dark: Color) {
        color = Color(light: light, dark: dark)
    }

    public static let systemRed = UIColor(Color(255, 59, 48), dark: Color(255, 69, 58))
    public static let systemOrange = UIColor(Color(255, 149, 0), dark: Color(255, 159, 10))
    public static let systemYellow = UIColor(Color(255, 204, 0), dark: Color(255, 214, 10))
    public static let systemGreen = UIColor(Color(52, 199, 89), dark: Color(48, 209, 88))
    public static let systemMint = UIColor(Color(0, 199, 190), dark: Color(99, 230, 226))
    public static let systemTeal = UIColor(Color(48, 176, 199), dark: Color(64, 200, 224))
    public static let systemCyan = UIColor(Color(50, 173, 230), dark: Color(100, 210, 255))
    public static let systemBlue = UIColor(Color(0, 122, 255), dark: Color(10, 132, 255))
    public static let systemIndigo = UIColor(Color(88, 86, 214), dark: Color(94, 92, 230))
    public static let systemPurple = UIColor(Color(175, 82, 222), dark: Color(191, 90, 242))
    public static let systemPink = UIColor(Color(255, 45, 85), dark: Color(255, 55, 95))
    public static let systemBrown = UIColor(Color(162, 132, 94), dark: Color(172, 142, 104))
    public static let systemGray = UIColor(Color(142, 142, 147), dark: Color(142, 142, 147))
    public static let systemGray2 = UIColor(Color(174, 174, 178), dark: Color(99, 99, 102))
    public static let systemGray3 = UIColor(Color(199, 199, 204), dark: Color(72, 72, 74))
    public static let systemGray4 = UIColor(Color(209, 209, 214), dark: Color(58, 58, 60))
    public static let systemGray5 = UIColor(Color(229, 229, 234), dark: Color(44, 44, 46))
    public static let systemGray6 = UIColor(Color(242, 242, 247), dark: Color(28, 28, 30))

    public static let label = UIColor(Color(0, 0, 0), dark: Color(255, 255, 255))
    public static let secondaryLabel = UIColor(Color(60, 60, 67).opacity(0.6), dark: Color(235, 235, 245).opacity(0.6))
    public static let tertiaryLabel = UIColor(Color(60, 60, 67).opacity(0.3), dark: Color(235, 235, 245).opacity(0.3))
    public static let quaternaryLabel = UIColor(Color(60, 60, 67).opacity(0.18), dark: Color(235, 235, 245).opacity(0.18))

    public static let systemFill = UIColor(Color(120, 120, 128).opacity(0.2), dark: Color(120, 120, 128).opacity(0.36))
    public static let secondarySystemFill = UIColor(Color(120, 120, 128).opacity(0.16), dark: Color(120, 120, 128).opacity(0.32))
    public static let tertiarySystemFill = UIColor(Color(118, 118, 128).opacity(0.12), dark: Color(118, 118, 128).opacity(0.24))
    public static let quaternarySystemFill = UIColor(Color(116, 116, 128).opacity(0.08), dark: Color(118, 118, 128).opacity(0.18))

    public static let systemBackground = UIColor(Color(255, 255, 255), dark: Color(0, 0, 0))
    public static let secondarySystemBackground = UIColor(Color(242, 242, 247), dark: Color(28, 28, 30))
    public static let tertiarySystemBackground = UIColor(Color(255, 255, 255), dark: Color(44, 44, 46))
    public static let systemGroupedBackground = UIColor(Color(242, 242, 247), dark: Color(0, 0, 0))
    public static let secondarySystemGroupedBackground = UIColor(Color(255, 255, 255), dark: Color(28, 28, 30))
    public static let tertiarySystemGroupedBackground = UIColor(Color(242, 242, 247), dark: Color(44, 44, 46))

    public static let separator = UIColor(Color(60, 60, 67).opacity(0.29), dark: Color(84, 84, 88).opacity(0.6))
    public static let opaqueSeparator = UIColor(Color(198, 198, 200), dark: Color(56, 56, 58))
}
