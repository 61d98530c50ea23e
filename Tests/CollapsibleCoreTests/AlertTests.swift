import XCTest
@testable import CollapsibleCore

/// `alert` and `confirmationDialog`, with `Button(role:)`: drawn as iOS
/// draws them over the dimmed window, each button dismissing, Escape too.
final class AlertTests: XCTestCase {
    private struct Deleting: View {
        @State var asked = false
        @State var deleted = 0
        var body: some View {
            VStack {
                Button("Delete") { asked = true }
                Text("Deleted \(deleted)")
            }
            .alert("Delete the photo?", isPresented: $asked) {
                Button("Delete", role: .destructive) { deleted += 1 }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("It cannot be undone.")
            }
        }
    }

    private struct Bare: View {
        @State var shown = true
        var body: some View {
            Text(shown ? "shown" : "gone").alert("Saved", isPresented: $shown) {}
        }
    }

    private struct Asking: View {
        @State var asked = true
        @State var chosen = "nothing"
        var body: some View {
            Text(chosen).confirmationDialog("Share", isPresented: $asked) {
                Button("Copy") { chosen = "copied" }
            }
        }
    }

    private let window = Size(width: 400, height: 400)

    private func press(_ label: String, in live: inout LiveView, last: Bool = true) {
        let buttons = live.allElements.filter { $0.role == .button && $0.label == label }
        guard let button = last ? buttons.last : buttons.first else { return XCTFail("no \(label)") }
        live.press(button.id, animated: false)
    }

    private func texts(_ live: LiveView) -> [(String, Rect, Color?)] {
        func walk(_ items: [DisplayItem]) -> [(String, Rect, Color?)] {
            items.flatMap { item -> [(String, Rect, Color?)] in
                switch item.content {
                case .text(let text, _):
                    guard case .color(let color)? = text.runs.first?.paint else { return [(text.string, item.frame, nil)] }
                    return [(text.string, item.frame, color)]
                case .effect(_, let inner): return walk(inner)
                default: return []
                }
            }
        }
        return walk(live.displayList(scale: 1).items)
    }

    func testAnAlertIs270PointsWideInTheMiddleItsDestructiveButtonRedAndPressingItDismisses() throws {
        var live = LiveView(Deleting(), size: window)
        press("Delete", in: &live, last: false)
        XCTAssertTrue(live.presentsLayer)
        let panel = try XCTUnwrap(live.displayList(scale: 1).items.compactMap { item -> Rect? in
            guard case .shape(.roundedRectangle(cornerRadius: 14, _), _) = item.content else { return nil }
            return item.frame
        }.first)
        XCTAssertEqual(panel.width, 270)
        XCTAssertEqual(panel.midX, 200)
        XCTAssertEqual(panel.midY, 200, accuracy: 0.5)
        let drawn = texts(live)
        let destructive = try XCTUnwrap(drawn.last { $0.0 == "Delete" })
        XCTAssertEqual(destructive.2?.resolved(in: .light), Color.red.resolved(in: .light))
        let alert = try XCTUnwrap(live.accessibilityRoot.children.last)
        XCTAssertEqual(alert.role, .alert)
        XCTAssertEqual(alert.label, "Delete the photo?")
        XCTAssertTrue(live.allElements.contains { $0.role == .label && $0.label == "It cannot be undone." })
        press("Delete", in: &live)
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertTrue(texts(live).contains { $0.0 == "Deleted 1" })
    }

    func testEscapeDismissesAnAlertWithoutRunningAnAction() {
        var live = LiveView(Deleting(), size: window)
        press("Delete", in: &live, last: false)
        XCTAssertTrue(live.dismissFrontmost())
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertTrue(texts(live).contains { $0.0 == "Deleted 0" })
    }

    func testAnAlertWithNoActionsHasAnOKButtonThatDismissesIt() {
        var live = LiveView(Bare(), size: window)
        XCTAssertTrue(live.presentsLayer)
        press("OK", in: &live)
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertEqual(texts(live).map(\.0), ["gone"])
    }

    func testAConfirmationDialogRisesAtTheBottomWithACancelButton() throws {
        var live = LiveView(Asking(), size: window)
        let labels = live.allElements.filter { $0.role == .button }.map(\.label)
        XCTAssertEqual(labels, ["Copy", "Cancel"])
        let cancel = try XCTUnwrap(texts(live).first { $0.0 == "Cancel" })
        XCTAssertGreaterThan(cancel.1.minY, 300, "at the bottom of the window")
        XCTAssertEqual(live.accessibilityRoot.children.last?.role, .dialog)
        press("Copy", in: &live)
        live.settle()
        XCTAssertEqual(texts(live).map(\.0), ["copied"])
    }
}
