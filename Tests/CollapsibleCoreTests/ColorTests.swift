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
}
