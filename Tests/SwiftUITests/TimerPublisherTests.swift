import Foundation
@testable import SwiftUI
import XCTest

/// `Timer.publish(every:on:in:).autoconnect()` with `onReceive`, as a
/// clock written for SwiftUI has it: each firing of the timer on the main
/// run loop reaches the view's action.
final class TimerPublisherTests: XCTestCase {
    private struct Countdown: View {
        let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
        @State private var left = 3
        var body: some View {
            Text("left \(left)").onReceive(timer) { _ in if left > 0 { left -= 1 } }
        }
    }

    func testEachFiringOfTheTimerReachesTheAction() {
        var live = LiveView(Countdown())
        let deadline = Date(timeIntervalSinceNow: 5)
        while live.labels != ["left 0"], Date() < deadline {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
            live.update()
        }
        XCTAssertEqual(live.labels, ["left 0"])
    }
}
