import XCTest
@testable import CollapsibleCore

/// SwiftUI's colours: system colours and their dark variants, colours named
/// by their components the same in both schemes, and the names and
/// #RRGGBB the command line takes.
final class ColorTests: XCTestCase {
    func testSystemColoursTakeSwiftUIsDarkVariants() {
        let dark: [(Color, Color)] = [
            (.red, Color(255, 69, 58)), (.orange, Color(255, 159, 10)), (.yellow, Color(255, 214, 10)),
            (.green, Color(48, 209, 88)), (.mint, Color(99, 230, 226)), (.teal, Color(64, 200, 224)),
            (.cyan, Color(100, 210, 255)), (.blue, Color(10, 132, 255)), (.indigo, Color(94, 92, 230)),
            (.purple, Color(191, 90, 242)), (.pink, Color(255, 55, 95)), (.brown, Color(172, 142, 104)),
            (.gray, Color(142, 142, 147)), (.systemBackground, .black), (.primary, .white),
        ]
        for (color, expected) in dark {
            XCTAssertEqual(color.resolved(in: .dark), expected)
        }
        XCTAssertEqual(Color.red.resolved(in: .light), Color(255, 59, 48))
        XCTAssertEqual(Color.systemBackground.resolved(in: .light), .white)
        XCTAssertEqual(Color.primary.resolved(in: .light), .black)
    }

    func testColoursNamedByTheirComponentsStayThemselves() {
        for color in [Color.black, .white, Color(255, 59, 48), Color(parsing: "#102030")!] {
            XCTAssertEqual(color.resolved(in: .dark), color)
            XCTAssertEqual(color.resolved(in: .light), color)
        }
        // Opacity keeps the variant.
        XCTAssertEqual(Color.red.opacity(0.5).resolved(in: .dark), Color(255, 69, 58).opacity(0.5))
    }

    func testColoursParseAsSwiftUINamesOrHex() {
        XCTAssertEqual(Color(parsing: "red"), .red)
        XCTAssertEqual(Color(parsing: "Purple"), .purple)
        XCTAssertEqual(Color(parsing: "gray"), Color(142, 142, 147))
        XCTAssertEqual(Color(parsing: "mint"), .mint)
        // A colour given by its components is not a system colour, even
        // with the components of one: it stays itself in the dark scheme.
        XCTAssertEqual(Color(parsing: "#FF3B30"), Color(255, 59, 48))
        XCTAssertEqual(Color(parsing: "#00c7be"), Color.mint.resolved(in: .light))
        XCTAssertNotEqual(Color(parsing: "#FF3B30"), .red)
        for bad in ["", "#", "#12345", "#1234567", "#GG0000", "reddish", "#+12345", "0xff0000"] {
            XCTAssertNil(Color(parsing: bad), bad)
        }
    }

    func testComponentsInEachSpaceAreKeptAsSRGB() {
        XCTAssertEqual(Color(white: 0.3), Color(red: 0.3, green: 0.3, blue: 0.3))
        XCTAssertEqual(Color(white: 0.3, opacity: 0.5).opacity, 0.5)
        XCTAssertEqual(Color(red: 0, green: 146 / 255.0, blue: 219 / 255.0).green, 146 / 255.0)
        // sRGB's curve: 1.055 (1/2)^(1/2.4) - 0.055.
        XCTAssertEqual(Color(.sRGBLinear, white: 0.5).red, 0.7353569831, accuracy: 1e-9)
        XCTAssertEqual(Color(.sRGBLinear, red: 0.002, green: 0, blue: 1).red, 0.02584, accuracy: 1e-12)
        // Display P3's red lies outside sRGB; its grays are sRGB's.
        let red = Color(.displayP3, red: 1, green: 0, blue: 0)
        XCTAssertEqual(red.red, 1.0930663624, accuracy: 1e-6)
        XCTAssertEqual(red.green, -0.2267419736, accuracy: 1e-6)
        XCTAssertEqual(red.blue, -0.1501345809, accuracy: 1e-6)
        XCTAssertEqual(Color(.displayP3, white: 0.5).blue, 0.5, accuracy: 1e-9)
    }

    func testHueSaturationAndBrightness() {
        func rgb(_ color: Color) -> [Double] { [color.red, color.green, color.blue] }
        XCTAssertEqual(rgb(Color(hue: 0.5, saturation: 1, brightness: 1)), [0, 1, 1])
        XCTAssertEqual(rgb(Color(hue: 0, saturation: 1, brightness: 1)), [1, 0, 0])
        XCTAssertEqual(rgb(Color(hue: 1, saturation: 1, brightness: 1)), [1, 0, 0])
        XCTAssertEqual(rgb(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)), [0, 1, 0])
        // Halfway from yellow to green at half saturation: v = 0.8, p = 0.4, q = 0.6.
        let between = rgb(Color(hue: 0.25, saturation: 0.5, brightness: 0.8))
        for (found, expected) in zip(between, [0.6, 0.8, 0.4]) { XCTAssertEqual(found, expected, accuracy: 1e-12) }
        XCTAssertEqual(rgb(Color(hue: -0.25, saturation: 1, brightness: 1)), [0.5, 0, 1])
        XCTAssertEqual(rgb(Color(hue: .nan, saturation: 1, brightness: 1)), [1, 0, 0])
        XCTAssertEqual(rgb(Color(hue: 0.5, saturation: 0, brightness: 0.25)), [0.25, 0.25, 0.25])
        XCTAssertEqual(Color(hue: 0.5, saturation: 1, brightness: 1, opacity: 0.4).opacity, 0.4)
    }

    func testUIKitsSystemColoursInBothSchemes() {
        XCTAssertEqual(Color(.tertiarySystemFill).resolved(in: .light), Color(118, 118, 128).opacity(0.12))
        XCTAssertEqual(Color(.tertiarySystemFill).resolved(in: .dark), Color(118, 118, 128).opacity(0.24))
        XCTAssertEqual(Color(.secondarySystemBackground).resolved(in: .light), Color(242, 242, 247))
        XCTAssertEqual(Color(.secondarySystemBackground).resolved(in: .dark), Color(28, 28, 30))
        XCTAssertEqual(Color(.systemBackground).resolved(in: .light), .white)
        XCTAssertEqual(Color(.systemBackground).resolved(in: .dark), .black)
        XCTAssertEqual(Color(uiColor: .systemGray6), Color(.systemGray6))
        XCTAssertEqual(Color(.systemGray6).resolved(in: .dark), Color(.secondarySystemBackground).resolved(in: .dark))
        XCTAssertEqual(Color(.systemRed), .red)
    }

    func testTheNamedColoursBesideThePalette() {
        XCTAssertEqual(Color.clear.opacity, 0)
        XCTAssertEqual(Color.secondary.resolved(in: .light), Color(60, 60, 67).opacity(0.6))
        XCTAssertEqual(Color.secondary.resolved(in: .dark), Color(235, 235, 245).opacity(0.6))
        XCTAssertEqual(Color.accentColor.resolved(in: .light), Color(0, 122, 255))
        XCTAssertEqual(Color.accentColor.resolved(in: .dark), Color(10, 132, 255))
    }

    func testOpacityMultipliesInBothSchemes() {
        let half = Color(.tertiarySystemFill).opacity(0.5)
        XCTAssertEqual(half.resolved(in: .light).opacity, 0.06, accuracy: 1e-15)
        XCTAssertEqual(half.resolved(in: .dark).opacity, 0.12, accuracy: 1e-15)
        XCTAssertEqual(Color.white.opacity(0.5).opacity(0.5).opacity, 0.25)
    }
}
