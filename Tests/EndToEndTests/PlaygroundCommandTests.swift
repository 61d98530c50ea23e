import Foundation
import XCTest

/// `playground --render` on each way a learner's file shows its view, and
/// on the files it cannot show: what it draws, and what it says.
final class PlaygroundCommandTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder("playground-command")
    }

    override func tearDown() {
        folder = nil
    }

    /// Runs playground with `arguments` after `--render` into a picture.
    private func render(_ arguments: [String], files: [String: String]) throws -> (status: Int32, errors: String, picture: String) {
        for (name, text) in files { try text.write(toFile: folder.path(name), atomically: false, encoding: .utf8) }
        let picture = folder.path("picture.png")
        let run = try Command.run(try Program.binary("playground").path,
                                  ["--render", picture, "--size", "100x100", "--scale", "1"] + arguments,
                                  environment: ["XDG_CACHE_HOME": folder.path("cache"), "PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""],
                                  within: 120)
        return (run.status, run.errors, picture)
    }

    private func assertCentre(of run: (status: Int32, errors: String, picture: String), is color: UInt32,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(run.status, 0, run.errors, file: file, line: line)
        let image = try PNG.read(run.picture)
        XCTAssertTrue(Colors.isClose(image[50, 50], color, tolerance: 3), "the centre is \(Colors.name(image[50, 50]))", file: file, line: line)
    }

    private static func square(_ color: String) -> String { "Color(\(color)).frame(width: 40, height: 40)" }

    func testAContentViewIsShown() throws {
        let text = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View { \(Self.square("red: 0, green: 0.8, blue: 0")) }\n}\n"
        try assertCentre(of: render([folder.path("view.swift")], files: ["view.swift": text]), is: 0x00CC00)
    }

    /// The first `#Preview`, or the one `--preview` names.
    func testThePreviewNamedIsShown() throws {
        let text = """
            import SwiftUI

            #Preview("Green") { \(Self.square("red: 0, green: 0.8, blue: 0")) }
            #Preview("Orange") { \(Self.square("red: 1, green: 0.5, blue: 0")) }

            """
        try assertCentre(of: render([folder.path("previews.swift")], files: ["previews.swift": text]), is: 0x00CC00)
        try assertCentre(of: render(["--preview", "Orange", folder.path("previews.swift")], files: [:]), is: 0xFF8000)
        let unknown = try render(["--preview", "Blue", folder.path("previews.swift")], files: [:])
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertTrue(unknown.errors.contains("no preview named 'Blue'; the files' previews: Green, Orange"), unknown.errors)
    }

    /// An app's first window, from a folder of files.
    func testAnAppInAFolderIsShown() throws {
        let app = "import SwiftUI\n\n@main\nstruct SquareApp: App {\n    var body: some Scene {\n        WindowGroup { Square() }\n    }\n}\n"
        let square = "import SwiftUI\n\nstruct Square: View {\n    var body: some View { \(Self.square("red: 0, green: 0, blue: 1")) }\n}\n"
        try assertCentre(of: render([folder.path("")], files: ["SquareApp.swift": app, "Square.swift": square]), is: 0x0000FF)
    }

    /// A playground page's code at the top level runs, and its live view is shown.
    func testAPlaygroundPageIsShown() throws {
        let page = """
            import SwiftUI
            import PlaygroundSupport

            let side = 40.0
            PlaygroundPage.current.setLiveView(Color(red: 1, green: 0.5, blue: 0).frame(width: side, height: side))

            """
        try assertCentre(of: render([folder.path("page.swift")], files: ["page.swift": page]), is: 0xFF8000)
    }

    func testAFileThatDoesNotExistIsNamed() throws {
        let run = try render([folder.path("missing.swift")], files: [:])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("missing.swift: no such file or folder"), run.errors)
    }

    func testAFileWithNoViewSaysWhatToWrite() throws {
        let run = try render([folder.path("none.swift")], files: ["none.swift": "let answer = 42\n"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("no view to show in"), run.errors)
    }

    /// The compiler's errors, with the learner's file, line and column.
    func testASyntaxErrorIsSaidWithItsPlace() throws {
        let run = try render([folder.path("broken.swift")], files: ["broken.swift": "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View { Text(\"a\" }\n}\n"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains(folder.path("broken.swift") + ":4:"), run.errors)
    }

    func testNoFileIsAUsageError() throws {
        let run = try render([], files: [:])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.errors.contains("no file to show"), run.errors)
    }
}
