import XCTest
import CollapsibleCore
@testable import CollapsibleAccessibility

/// Each view's object path on the accessibility bus: one path an object,
/// found again from it, and a path never given out naming nothing.
final class AccessibleObjectTests: XCTestCase {
    func testEachObjectHasOnePathAndComesBackFromIt() {
        let objects: [AccessibleObject] = [.application, .window, .view(ViewID.root), .view(ViewID(raw: 0)),
                                           .view(ViewID(raw: .max)), .view(ViewID.root.child(0).child(2))]
        for object in objects {
            XCTAssertEqual(AccessibleObject(path: object.path), object, object.path)
        }
        XCTAssertEqual(AccessibleObject.application.path, "/org/a11y/atspi/accessible/root")
        XCTAssertEqual(AccessibleObject.view(ViewID(raw: 0xab)).path, "/org/a11y/atspi/accessible/00000000000000ab")
    }

    func testPathsNeverGivenOutAreNoObject() {
        for path in ["", "/", "/org/a11y/atspi/accessible", "/org/a11y/atspi/accessible/", "/org/a11y/atspi/null",
                     "/org/a11y/atspi/accessible/rootx", "/org/a11y/atspi/accessible/root/0000000000000001",
                     "/org/a11y/atspi/accessible/00000000000000AB", "/org/a11y/atspi/accessible/ab",
                     "/org/a11y/atspi/accessible/00000000000000abc", "/org/a11y/atspi/accessible/+00000000000000a",
                     "/org/a11y/atspi/accessible/000000000000000g", "/elsewhere/accessible/root"] {
            XCTAssertNil(AccessibleObject(path: path), path)
        }
    }
}
