import XCTest
@testable import CollapsibleCore

/// `Link`: a link to assistive tools, drawn in the tint with a hand over
/// it, whose press hands its URL to the environment's `openURL`, and to
/// the host where no handler takes it.
final class LinkTests: XCTestCase {
    private let window = Size(width: 300, height: 200)

    private func opened(clicking live: inout LiveView) -> [String] {
        var asked: [String] = []
        live.openURL = { url in
            asked.append(url)
            return true
        }
        let link = live.allElements.first { $0.role == .link }
        XCTAssertNotNil(link)
        if let link { live.click(Point(x: link.frame.midX, y: link.frame.midY)) }
        return asked
    }

    func testALinkIsALinkInTheTintThatAsksTheHostToOpenItsURL() throws {
        var live = LiveView(Link(_destination: "https://www.swift.org/documentation/") { Text("Swift") }, size: window)
        let link = try XCTUnwrap(live.allElements.first { $0.role == .link })
        XCTAssertEqual(link.label, "Swift")
        XCTAssertTrue(link.isFocusable)
        let text = try XCTUnwrap(live.displayList(scale: 1).items.lazy.compactMap { item -> StyledText? in
            guard case .text(let text, _) = item.content else { return nil }
            return text
        }.first)
        XCTAssertEqual(text.runs.first?.color.resolved(in: .light), Color.accentColor.resolved(in: .light))
        live.pointerMoved(to: Point(x: link.frame.midX, y: link.frame.midY))
        XCTAssertEqual(live.pointerShape, .link, "a hand over it")
        XCTAssertEqual(opened(clicking: &live), ["https://www.swift.org/documentation/"])
        var asked: [String] = []
        live.openURL = { url in
            asked.append(url)
            return true
        }
        XCTAssertTrue(live.moveFocus(forward: true))
        live.pressFocused()
        XCTAssertEqual(asked, ["https://www.swift.org/documentation/"], "Space opens it too")
    }

    func testWithNoHostToOpenItAPressOpensNothingAndGoesOn() throws {
        var live = LiveView(Link(_destination: "https://example.org") { Text("Example") }, size: window)
        let link = try XCTUnwrap(live.allElements.first { $0.role == .link })
        live.click(Point(x: link.frame.midX, y: link.frame.midY))
        XCTAssertEqual(live.allElements.first { $0.role == .link }?.label, "Example")
    }

    func testTheProgramsHandlerHearsItFirstAndHandsOnWhatItLeaves() throws {
        var heard: [String] = []
        let handled = Link(_destination: "app://settings") { Text("Settings") }
            .environment(\._openURL, _URLOpening { url in
                heard.append(url)
                return url.hasPrefix("app:") ? .handled : .system(nil)
            })
        var live = LiveView(handled, size: window)
        XCTAssertEqual(opened(clicking: &live), [], "the handler took it")
        XCTAssertEqual(heard, ["app://settings"])

        let handedOn = Link(_destination: "https://example.org/old") { Text("Old") }
            .environment(\._openURL, _URLOpening { _ in .system("https://example.org/new") })
        var other = LiveView(handedOn, size: window)
        XCTAssertEqual(opened(clicking: &other), ["https://example.org/new"], "the system opens the URL the handler gave")

        let dropped = Link(_destination: "https://example.org") { Text("Dropped") }
            .environment(\._openURL, _URLOpening { _ in .discarded })
        var third = LiveView(dropped, size: window)
        XCTAssertEqual(opened(clicking: &third), [])
    }
}
