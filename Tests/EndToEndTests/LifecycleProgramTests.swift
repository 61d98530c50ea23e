import Foundation
import XCTest

/// A program's life cycle in its window, as a learner writes it on
/// `import SwiftUI`: `onAppear`, a `task` that sleeps, a `Timer`, a block on
/// `DispatchQueue.main` and a write from another thread each show in the
/// window once it ran, read by a real assistive tool. Examples/Programs/arrival.swift.
final class LifecycleProgramTests: AccessibilityTestCase {
    private func labels(_ tool: AssistiveTool) throws -> [String] {
        func names(_ node: [String: Any]) -> [String] {
            [node["name"] as? String ?? ""] + (node["children"] as? [[String: Any]] ?? []).flatMap(names)
        }
        return names(try XCTUnwrap(try tool.ask(["do": "tree"])["tree"] as? [String: Any]))
    }

    /// Waits for a label named `name`: in the tree now, or named by an event later.
    private func waitForLabel(_ name: String, _ tool: AssistiveTool, within seconds: Double = 10) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let heard = tool.events.count
            if try labels(tool).contains(name) { return }
            _ = tool.waitForEvent(after: heard, within: deadline.timeIntervalSinceNow) { $0.name == name }
        }
        XCTFail("no label '\(name)' within \(seconds) s; the window shows \(try labels(tool))")
    }

    func testWhatTheViewStartedShowsOnceItRan() throws {
        let binary = try DependentPrograms.executable("arrival")
        let stack = try AccessibilityStack(enabled: true)
        let tool = try AssistiveTool(on: stack)
        (self.stack, self.tool) = (stack, tool)
        let session = try Session(["--size", "300x300"], on: server, binary: binary, environment: stack.environment)
        XCTAssertEqual(try tool.ask(["do": "find", "name": "arrival", "within": 5.0])["found"] as? Bool, true)
        for name in ["Appeared", "Ticks: 3", "Loaded", "Dequeued", "Written by another thread"] {
            try waitForLabel(name, tool)
        }
        // The timer stopped itself at three.
        XCTAssertFalse(try labels(tool).contains("Ticks: 4"))
        _ = session
    }
}
