/// A test on the real accessibility stack with pyatspi as its client. The
/// test holds both, not a local that the compiler may end early, and lets
/// the client go before the stack it is on.
class AccessibilityTestCase: ServerTestCase {
    var stack: AccessibilityStack?
    var tool: AssistiveTool?

    override func tearDown() {
        tool = nil
        stack = nil
        super.tearDown()
    }
}
