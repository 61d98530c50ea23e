import Foundation
import XCTest

/// The manual page says what `--help` says, option for option, and reads
/// cleanly.
final class ManualPageTests: XCTestCase {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("share/man/man1/collapsible-x11.1").path

    /// Each option as `--help` lists it with its value: "--size WxH", "--help".
    private func helpOptions() throws -> [String] {
        let help = try Program.run(["--help"]).output
        let options = help.split(separator: "\n").drop { $0 != "Options:" }.dropFirst()
            .prefix { !$0.isEmpty }
            .filter { $0.hasPrefix("  --") }
        // The option and its value end where the description starts, two spaces on.
        return options.map { $0.drop { $0 == " " }.components(separatedBy: "  ")[0] }
    }

    /// Each option as the page's OPTIONS section tags it, `.B \-\-help` or
    /// `.BI \-\-size " WxH"`.
    private func manualOptions() throws -> [String] {
        let source = try String(contentsOfFile: Self.page, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let section = source.drop { $0 != ".SH OPTIONS" }.dropFirst().prefix { !$0.hasPrefix(".SH ") }
        return zip(section, section.dropFirst()).filter { $0.0 == ".TP" }.map { _, tag in
            tag.split(separator: " ", maxSplits: 1)[1]
                .replacingOccurrences(of: "\\-", with: "-")
                .replacingOccurrences(of: "\"", with: "")
                .split(separator: " ").joined(separator: " ")
        }
    }

    func testEveryOptionOfHelpIsInTheManualPageAndBack() throws {
        let help = try helpOptions()
        XCTAssertTrue(help.contains("--size WxH") && help.contains("--help"), "\(help)")
        XCTAssertEqual(help, try manualOptions())
    }

    func testTheManualPageIsCleanUnderManWarnings() throws {
        let man = try Command.run("man", ["--warnings", "-E", "UTF-8", "-l", Self.page],
                                  environment: ["MANWIDTH": "80", "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(man.status, 0)
        XCTAssertEqual(man.errors, "")
        XCTAssertTrue(man.output.contains("--record FILE"), man.output)
    }
}
