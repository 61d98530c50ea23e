import XCTest

/// Tests that share one Xvfb, started by the class's first test and
/// stopped after its last, for a server per test would cost each a start.
class ServerTestCase: XCTestCase {
    nonisolated(unsafe) private static var shared: XvfbServer?
    private(set) var server: XvfbServer!

    override func setUpWithError() throws {
        if Self.shared == nil { Self.shared = try XvfbServer() }
        server = Self.shared
    }

    override class func tearDown() {
        shared?.stop()
        shared = nil
        super.tearDown()
    }
}
