import XCTest
@testable import CollapsibleCore

/// `onAppear`, `onDisappear` and `onChange`, as SwiftUI runs them: after the
/// update that brings, takes or changes, before the frame that shows it.
final class LifecycleTests: XCTestCase {
    /// What the actions of a test's views did, in order.
    final class Journal: Equatable {
        private(set) var lines: [String] = []
        func note(_ line: String) { lines.append(line) }
        static func == (a: Journal, b: Journal) -> Bool { a === b }
    }

    private struct Appearing: View {
        let journal: Journal
        @State private var shown = true
        @State private var loaded = "not loaded"

        var body: some View {
            VStack {
                Text(loaded)
                    .onAppear {
                        journal.note("appear")
                        loaded = "loaded"
                    }
                if shown {
                    Text("Hide")
                        .onTapGesture { shown = false }
                        .onDisappear { journal.note("disappear") }
                }
            }
        }
    }

    private func labels(_ live: LiveView) -> [String] {
        live.accessibilityRoot.children.map(\.label)
    }

    private func tap(_ label: String, in live: inout LiveView) {
        guard let element = live.accessibilityRoot.children.first(where: { $0.label == label }) else { return XCTFail("no \(label)") }
        live.press(element.id)
        live.update()
    }

    func testAStateWrittenOnAppearShowsInTheFirstFrame() {
        let journal = Journal()
        let live = LiveView(Appearing(journal: journal), size: Size(width: 200, height: 100))
        XCTAssertEqual(labels(live), ["loaded", "Hide"])
        XCTAssertEqual(journal.lines, ["appear"])
    }

    func testDisappearRunsOnceWhenTheViewLeavesAndAppearNotAgain() {
        let journal = Journal()
        var live = LiveView(Appearing(journal: journal), size: Size(width: 200, height: 100))
        tap("Hide", in: &live)
        XCTAssertEqual(labels(live), ["loaded"])
        XCTAssertEqual(journal.lines, ["appear", "disappear"])
    }

    private struct Watching: View {
        let journal: Journal
        let initial: Bool
        @State private var count = 0

        var body: some View {
            Text("Count \(count)")
                .onTapGesture { count += 1 }
                .onChange(of: count, initial: initial) { old, new in journal.note("\(old)->\(new)") }
        }
    }

    func testOnChangeHandsTheOldAndNewValueAfterEachChange() {
        let journal = Journal()
        var live = LiveView(Watching(journal: journal, initial: false), size: Size(width: 200, height: 100))
        XCTAssertEqual(journal.lines, [])
        tap("Count 0", in: &live)
        tap("Count 1", in: &live)
        XCTAssertEqual(journal.lines, ["0->1", "1->2"])
    }

    func testOnChangeWithInitialRunsOnceAtTheStart() {
        let journal = Journal()
        var live = LiveView(Watching(journal: journal, initial: true), size: Size(width: 200, height: 100))
        XCTAssertEqual(journal.lines, ["0->0"])
        tap("Count 0", in: &live)
        XCTAssertEqual(journal.lines, ["0->0", "0->1"])
    }

    /// A body evaluated again for another reason sees the same value: no action.
    private struct Unrelated: View {
        let journal: Journal
        @State private var other = 0
        let watched = 7

        var body: some View {
            Text("Other \(other)")
                .onTapGesture { other += 1 }
                .onChange(of: watched) { journal.note("changed") }
                .onAppear { journal.note("appear") }
        }
    }

    func testAnUpdateThatChangesNothingWatchedRunsNothing() {
        let journal = Journal()
        var live = LiveView(Unrelated(journal: journal), size: Size(width: 200, height: 100))
        tap("Other 0", in: &live)
        tap("Other 1", in: &live)
        XCTAssertEqual(labels(live), ["Other 2"])
        XCTAssertEqual(journal.lines, ["appear"])
    }

    private struct Phased: View {
        let journal: Journal
        @Environment(\.scenePhase) private var phase

        var body: some View {
            Text("\(phase)")
                .onChange(of: phase) { old, new in journal.note("\(old)->\(new)") }
        }
    }

    func testTheScenePhaseTheHostSetsIsReadAndWatched() {
        let journal = Journal()
        var live = LiveView(Phased(journal: journal), size: Size(width: 200, height: 100))
        XCTAssertEqual(labels(live), ["active"])
        live.scenePhase = .inactive
        live.scenePhase = .background
        XCTAssertEqual(labels(live), ["background"])
        XCTAssertEqual(journal.lines, ["active->inactive", "inactive->background"])
    }
}
