@testable import SwiftUI
import XCTest

/// The main run loop as the window's loop runs it: a flood of blocks on the
/// main queue loses none, and a timer's due time is told.
final class MainRunLoopTests: XCTestCase {
    func testAFloodOfBlocksOnTheMainQueueLosesNone() {
        final class Box: @unchecked Sendable { var count = 0 }
        let box = Box()
        for _ in 0..<100_000 { DispatchQueue.main.async { box.count += 1 } }
        let loop = MainRunLoop()
        var pollDescriptor = pollfd(fd: loop.descriptor, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&pollDescriptor, 1, 0), 1, "the queue's descriptor wakes the window's loop")
        let started = Date()
        while box.count < 100_000, Date().timeIntervalSince(started) < 10 { _ = loop.runDue() }
        XCTAssertEqual(box.count, 100_000)
    }

    func testATimersDueTimeIsTold() {
        let loop = MainRunLoop()
        let timer = Timer.scheduledTimer(withTimeInterval: 30, repeats: false) { _ in }
        defer { timer.invalidate() }
        let due = loop.runDue()
        XCTAssertNotNil(due)
        XCTAssertEqual(due ?? 0, 30, accuracy: 1)
    }
}
