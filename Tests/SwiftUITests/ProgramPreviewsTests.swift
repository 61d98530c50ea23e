import CollapsibleProgram
import XCTest
@testable import SwiftUI

#Preview("Named") {
    Text("named")
}

private struct Card_Previews: PreviewProvider {
    static var previews: some View { Text("card") }
}

#Preview(traits: .fixedLayout(width: 320, height: 200), .landscapeLeft) {
    Text("unnamed")
    Text("in a fixed layout")
}

#Preview("Stateful") {
    @Previewable @State var count = 3
    Text("\(count)")
}

/// What a provider asks of Xcode's canvas leaves its name as it is.
private final class Sheet_Previews: PreviewProvider {
    static var previews: some View {
        Text("sheet")
            .previewLayout(.fixed(width: 320, height: 200))
            .previewDevice("iPhone 15")
            .previewInterfaceOrientation(.landscapeLeft)
            .previewDisplayName("Sheet")
    }
}

/// A generic type has no metadata of its own to find; it is never a preview.
private struct Generic_Previews<Item>: PreviewProvider {
    static var previews: some View { Text("never listed") }
}

/// The previews a program finds of its own at run time, as `--list-previews`
/// and `--preview` take them: here those of this file, in the test bundle.
final class ProgramPreviewsTests: XCTestCase {
    private let ours = ["Named", "ProgramPreviewsTests.swift:13", "Stateful", "Card_Previews", "Sheet_Previews"]

    func testEachPreviewInItsFilesOrderThenEachProviderByNameNamedAsGivenOrByItsLineOrItsType() {
        let names = ProgramPreviews.all().compactMap(\.name)
        XCTAssertEqual(names.filter(ours.contains), ours, "\(names)")
        XCTAssertFalse(names.contains { $0.hasPrefix("Generic_Previews") }, "\(names)")
    }

    func testAFixedLayoutSizesTheWindowAndOtherTraitsChangeNothing() throws {
        let previews = ProgramPreviews.all()
        XCTAssertEqual(try XCTUnwrap(previews.first { $0.name == "ProgramPreviewsTests.swift:13" }).size,
                       CGSize(width: 320, height: 200))
        XCTAssertNil(try XCTUnwrap(previews.first { $0.name == "Named" }).size)
        XCTAssertNil(Preview(traits: .landscapeLeft, .sizeThatFitsLayout) { Text("turned") }.size)
    }

    func testANameNoPreviewHasIsToldWithThoseThereAre() throws {
        XCTAssertEqual(try ProgramPreviews.named("Card_Previews").name, "Card_Previews")
        XCTAssertThrowsError(try ProgramPreviews.named("Missing")) { error in
            let names = ProgramPreviews.all().compactMap(\.name).joined(separator: ", ")
            XCTAssertEqual((error as? InvalidValue)?.reason, "no preview named 'Missing'; the program's previews: \(names)")
        }
    }
}
