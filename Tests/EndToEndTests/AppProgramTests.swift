import Foundation
import XCTest

/// A learner's `@main` app on `import SwiftUI`: its window group's title
/// and default size, and the scene's phase as the window is minimised,
/// restored, and given and denied the focus, read by a real assistive tool.
final class AppProgramTests: AccessibilityTestCase {
    static func programs() -> [String: String] {
        ["hello-app/ContentView.swift": """
            import SwiftUI

            struct ContentView: View {
                @Environment(\\.scenePhase) private var phase

                var body: some View {
                    Text(phase == .active ? "Active" : phase == .inactive ? "Inactive" : "Background")
                }
            }
            """,
         "hello-app/HelloApp.swift": """
            import SwiftUI

            @main
            struct HelloApp: App {
                var body: some Scene {
                    WindowGroup("Hello, app") {
                        ContentView()
                    }
                    .defaultSize(width: 320, height: 200)
                    Settings {
                        Text("Settings")
                    }
                }
            }
            """]
    }

    private func label(_ tool: AssistiveTool) throws -> String? {
        func names(_ node: [String: Any]) -> [String] {
            [node["name"] as? String ?? ""] + (node["children"] as? [[String: Any]] ?? []).flatMap(names)
        }
        return names(try XCTUnwrap(try tool.ask(["do": "tree"])["tree"] as? [String: Any]))
            .first { ["Active", "Inactive", "Background"].contains($0) }
    }

    private func waitForLabel(_ name: String, _ tool: AssistiveTool, after heard: Int) throws {
        if try label(tool) == name { return }
        _ = tool.waitForEvent(after: heard, within: 10) { $0.name == name }
        XCTAssertEqual(try label(tool), name)
    }

    func testTheWindowGroupNamesAndSizesTheWindowAndItsPhaseFollowsIt() throws {
        let binary = try DependentPrograms.executable("hello-app")
        let stack = try AccessibilityStack(enabled: true)
        let tool = try AssistiveTool(on: stack)
        (self.stack, self.tool) = (stack, tool)
        let session = try Session([], on: server, binary: binary, environment: stack.environment)
        XCTAssertEqual(session.x.text(session.window, "_NET_WM_NAME")?.text, "Hello, app")
        XCTAssertTrue(session.x.size(of: session.window) == (320, 200), "\(session.x.size(of: session.window))")
        XCTAssertEqual(try tool.ask(["do": "find", "name": "hello-app", "within": 5.0])["found"] as? Bool, true)
        var heard = tool.events.count
        session.x.focus(session.window)
        try waitForLabel("Active", tool, after: heard)

        heard = tool.events.count
        session.x.setMapped(session.window, false)
        try waitForLabel("Background", tool, after: heard)
        heard = tool.events.count
        session.x.setMapped(session.window, true)
        session.x.focus(session.window)
        try waitForLabel("Active", tool, after: heard)
        heard = tool.events.count
        session.x.focus(nil)
        try waitForLabel("Inactive", tool, after: heard)
    }
}
