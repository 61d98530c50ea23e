import SwiftUI
import XCTest

/// `task` and `task(id:)` as SwiftUI runs them: started as the view
/// appears, on the main actor; cancelled as it disappears; cancelled and
/// started again when the id changes. The main run loop runs the tasks, as
/// the window's loop does between frames.
final class TaskTests: XCTestCase {
    final class Journal: Equatable, @unchecked Sendable {
        private(set) var lines: [String] = []
        func note(_ line: String) { lines.append(line) }
        static func == (a: Journal, b: Journal) -> Bool { a === b }
    }

    private struct Worker: View {
        let id: Int
        let journal: Journal

        var body: some View {
            Text("Worker \(id)")
                .task(id: id) {
                    journal.note("start \(id) on main \(Thread.isMainThread)")
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .milliseconds(5))
                    }
                    journal.note("cancelled \(id)")
                }
        }
    }

    private struct Host: View {
        let journal: Journal
        @State private var id = 0
        @State private var shown = true

        var body: some View {
            VStack {
                Text("Next").onTapGesture { id += 1 }
                Text("Remove").onTapGesture { shown = false }
                if shown { Worker(id: id, journal: journal) }
            }
        }
    }

    private func tap(_ label: String, in live: inout LiveView) {
        guard let element = live.accessibilityRoot.children.first(where: { $0.label == label }) else { return XCTFail("no \(label)") }
        live.press(element.id)
        live.update()
    }

    /// Runs the main run loop until `journal` has `count` lines, or 5 s pass.
    private func run(until count: Int, _ journal: Journal) {
        let deadline = Date().addingTimeInterval(5)
        while journal.lines.count < count, Date() < deadline {
            RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
    }

    func testATaskStartsOnAppearRestartsWithItsIDAndEndsWithItsView() {
        let journal = Journal()
        var live = LiveView(Host(journal: journal), size: Size(width: 200, height: 200))
        run(until: 1, journal)
        XCTAssertEqual(journal.lines, ["start 0 on main true"])
        tap("Next", in: &live)
        run(until: 3, journal)
        // The old task sees its cancellation as its sleep wakes, which may
        // come after the new one starts.
        XCTAssertEqual(Set(journal.lines.dropFirst()), ["cancelled 0", "start 1 on main true"])
        tap("Remove", in: &live)
        run(until: 4, journal)
        XCTAssertEqual(journal.lines.last, "cancelled 1")
        XCTAssertEqual(journal.lines.count, 4)
    }
}
