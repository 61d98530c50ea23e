import CollapsibleCore
import CollapsibleX11
import Foundation
import VirtualDesktop
import XCTest

/// A state written by code the window's loop runs, not by an event, reaches
/// the screen with no event after it: the write itself wakes the loop. The
/// loop runs in this process, on a thread of its own, as a program that
/// embeds the host runs it.
final class StateWakeTests: ServerTestCase {
    /// Red until its body first runs, which writes that it started, as a
    /// view that starts something once it is shown does: a write during
    /// the evaluation, applied after it.
    private struct Starting: View {
        @State private var started = false
        var body: some View {
            let _ = started ? () : (started = true)
            (started ? Color.blue : Color.red).frame(width: 100, height: 100)
        }
    }

    /// What the loop's thread tells the test.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var said: [String] = []
        private var ended: Result<Int32, any Error>?

        var lines: [String] { lock.withLock { said } }
        var end: Result<Int32, any Error>? { lock.withLock { ended } }
        func report(_ line: String) { lock.withLock { said.append(line) } }
        func finish(_ result: Result<Int32, any Error>) { lock.withLock { ended = result } }
    }

    func testAWriteMadeWhileTheTreeIsEvaluatedShowsWithNoEvent() throws {
        try assertShownWithNoEvent(Starting(), saying: ["Modifying state during view update, this will cause undefined behavior."])
    }

    /// A model a view follows.
    private final class Progress: ObservableObject {
        @Published var started = false
    }

    /// `Starting` with its state in a model it made: the model's change
    /// reaches the loop as a state's write does.
    private struct StartingModel: View {
        @StateObject private var progress = Progress()
        var body: some View {
            let _ = progress.started ? () : (progress.started = true)
            (progress.started ? Color.blue : Color.red).frame(width: 100, height: 100)
        }
    }

    func testAModelChangedWhileTheTreeIsEvaluatedShowsWithNoEvent() throws {
        try assertShownWithNoEvent(StartingModel(),
                                   saying: ["Publishing changes from within view updates is not allowed, this will cause undefined behavior."])
    }

    /// A view that starts red in a window of 100 x 100 turns blue with no
    /// input, the loop saying `lines`.
    private func assertShownWithNoEvent(_ view: some View, saying lines: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        setenv("DISPLAY", server.display, 1)
        let outcome = Outcome()
        let ended = DispatchSemaphore(value: 0)
        let content = Handed(view: view)
        Thread {
            defer { ended.signal() }
            outcome.finish(Result { () throws -> Int32 in
                let options = WindowOptions(width: 100, height: 100, pressed: false, colorScheme: .light, scale: 1,
                                            animationReplacement: nil, title: "Starting", className: "starting",
                                            version: "starting 1", icon: nil)
                var loop = try EventLoop(content.view, options: options, display: try Display(),
                                         diagnostics: Diagnostics { outcome.report($0) })
                return try loop.run()
            })
        }.start()

        let x = try XClient(display: server.display)
        defer { x.close() }
        let window = try XCTUnwrap(waitFor(within: 10) { x.window(of: getpid()) }, "no window: \(String(describing: outcome.end))",
                                   file: file, line: line)
        // No input goes to the window: what wakes the loop is the write.
        let shown = waitFor(within: 5) { () -> UInt32? in
            guard let pixel = x.image(of: window, x: 50, y: 50, width: 1)?.pixels.first, Colors.isClose(pixel, Colors.blue) else {
                return nil
            }
            return pixel
        }
        XCTAssertNotNil(shown, "the window still shows \(x.image(of: window, x: 50, y: 50, width: 1).map { Colors.name($0.pixels[0]) } ?? "nothing")",
                        file: file, line: line)
        XCTAssertEqual(outcome.lines, lines, file: file, line: line)

        x.requestClose(window)
        XCTAssertEqual(ended.wait(timeout: .now() + 5), .success, "the loop did not end", file: file, line: line)
        XCTAssertEqual(try outcome.end?.get(), 0, file: file, line: line)
    }

    /// The view, handed to the loop's thread, which alone uses it.
    private struct Handed<Content: View>: @unchecked Sendable {
        let view: Content
    }
}
