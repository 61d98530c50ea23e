import Foundation
import XCTest

/// `#Preview` and `PreviewProvider` in a learner's files, built as a folder
/// of programs is (`scripts/swiftui-programs`): a program lists its
/// previews, shows the one it is asked for with its name in the window's
/// title, and refuses a name it does not have, naming those it has. A file
/// with previews and no ContentView shows its first preview. A preview's
/// `@Previewable @State` works as a view's state.
final class PreviewTests: XCTestCase {
    static func programs() -> [String: String] {
        ["swatches.swift": """
            import SwiftUI

            struct Swatch: View {
                var color: Color

                var body: some View { color }
            }

            #Preview("Red") {
                Swatch(color: .red)
            }

            struct Swatch_Previews: PreviewProvider {
                static var previews: some View {
                    Swatch(color: .blue)
                }
            }

            #Preview {
                Swatch(color: .green)
            }
            """,
         "previewed.swift": """
            import SwiftUI

            struct ContentView: View {
                var body: some View { Color.yellow }
            }

            #Preview("Purple", traits: .landscapeLeft) {
                Color.purple
            }

            #Preview("Tap") {
                @Previewable @State var tapped = false
                (tapped ? Color.orange : Color.gray)
                    .onTapGesture { tapped = true }
            }
            """]
    }

    private let listed = ["Red", "swatches.swift:19", "Swatch_Previews"]

    func testAProgramListsItsPreviewsThenItsProvidersAndOneWithoutNone() throws {
        for (name, previews) in [("swatches", listed), ("previewed", ["Purple", "Tap"]), ("counter", [])] {
            let run = try Command.run(try DependentPrograms.executable(name).path, ["--list-previews"])
            XCTAssertEqual(run.status, 0, run.errors)
            XCTAssertEqual(run.output, previews.map { $0 + "\n" }.joined(), name)
        }
    }

    func testEachPreviewDrawsItsOwnViewAndAFileOfPreviewsAloneItsFirst() throws {
        let folder = try TemporaryFolder("previews")
        let shown: [(program: String, arguments: [String], color: UInt32)] = [
            ("swatches", [], 0xFF3B30), ("swatches", ["--preview", "Red"], 0xFF3B30),
            ("swatches", ["--preview", "Swatch_Previews"], 0x007AFF), ("swatches", ["--preview", "swatches.swift:19"], 0x34C759),
            ("previewed", [], 0xFFCC00), ("previewed", ["--preview", "Purple"], 0xAF52DE),
            ("previewed", ["--preview", "Tap"], 0x8E8E93),
        ]
        for (program, arguments, color) in shown {
            let path = folder.path("picture.png")
            let run = try Command.run(try DependentPrograms.executable(program).path,
                                      arguments + ["--render", path, "--size", "120x80"])
            XCTAssertEqual(run.status, 0, run.errors)
            let picture = try PNG.read(path)
            for (x, y) in [(1, 1), (60, 40), (118, 78)] {
                assertColor(picture, x, y, color, "\(program) \(arguments.joined(separator: " "))")
            }
        }
    }

    func testANameThatIsNoPreviewFailsNamingThoseThereAre() throws {
        let swatches = try Command.run(try DependentPrograms.executable("swatches").path, ["--preview", "Blue"])
        XCTAssertEqual(swatches.status, 2)
        XCTAssertEqual(swatches.errors, "swatches: --preview: no preview named 'Blue'; the program's previews: "
                       + listed.joined(separator: ", ") + "\n")
        let counter = try Command.run(try DependentPrograms.executable("counter").path, ["--preview", "Red"])
        XCTAssertEqual(counter.status, 2)
        XCTAssertEqual(counter.errors, "counter: --preview: no preview named 'Red'; the program has none\n")
    }

    func testTheWindowsTitleNamesThePreviewBeforeTheProgram() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        for (preview, title) in [("Swatch_Previews", "Swatch_Previews — swatches"), ("Red", "Red — swatches")] {
            let session = try Session(["--preview", preview], on: server, binary: try DependentPrograms.executable("swatches"))
            XCTAssertEqual(session.x.text(session.window, "_NET_WM_NAME")?.text, title)
            // The window is mapped before its first frame: wait for the preview's colour, not for a still picture.
            let color: UInt32 = preview == "Red" ? 0xFF3B30 : 0x007AFF
            var seen: UInt32?
            let drawn = waitFor(within: 5) { () -> Bool? in
                guard let row = session.x.image(of: session.window, y: 10, width: 11) else { return nil }
                seen = row[10, 0]
                return Colors.isClose(row[10, 0], color, tolerance: 3) ? true : nil
            }
            XCTAssertNotNil(drawn, "the window of \(preview) showed \(seen.map(Colors.name) ?? "nothing") at (10, 10), not \(Colors.name(color))")
        }
    }

    /// An `@Previewable @State` is the state of a view around the
    /// preview's body, which a tap changes as it changes any view's.
    func testAPreviewablesStateChangesAsAViewsDoes() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session(["--preview", "Tap", "--size", "100x100"], on: server,
                                  binary: try DependentPrograms.executable("previewed"))
        func shows(_ color: UInt32) -> Bool? {
            guard let row = session.x.image(of: session.window, y: 50, width: 100) else { return nil }
            return Colors.isClose(row[50, 0], color, tolerance: 3) ? true : nil
        }
        XCTAssertNotNil(waitFor(within: 5) { shows(0x8E8E93) }, "the preview never showed grey")
        session.x.click(50, 50, in: session.window)
        XCTAssertNotNil(waitFor(within: 5) { shows(0xFF9500) }, "the tap did not turn the preview orange")
    }
}
