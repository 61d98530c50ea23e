import XCTest
@testable import CollapsibleCore

/// What SwiftUI refuses or takes in its own way when presenting: a second
/// sheet at once, an item gone while shown, a presenter that leaves.
final class PresentationBadInputTests: XCTestCase {
    private struct Twice: View {
        @State var first = true
        @State var second = true
        var body: some View {
            VStack {
                Text("a").sheet(isPresented: $first) { Closing(label: "first") }
                Text("b").sheet(isPresented: $second) { Closing(label: "second") }
            }
        }
    }

    private struct Closing: View {
        var label: String
        @Environment(\.dismiss) var dismiss
        var body: some View { Button(label) { dismiss() } }
    }

    private struct Photo: Identifiable {
        var id: Int
    }

    private struct Items: View {
        @State var photo: Photo? = Photo(id: 1)
        var body: some View {
            Button("Next") { photo = photo.map { Photo(id: $0.id + 1) } }
                .sheet(item: $photo) { photo in
                    VStack {
                        Text("Photo \(photo.id)")
                        Button("Gone") { self.photo = nil }
                    }
                }
        }
    }

    private struct Leaving: View {
        @State var here = true
        var body: some View {
            VStack {
                if here {
                    Text("presenter").sheet(isPresented: .constant(true)) { Button("Leave") { here = false } }
                }
            }
        }
    }

    private func buttons(_ live: LiveView) -> [AccessibilityElement] {
        live.allElements.filter { $0.role == .button }
    }

    func testASecondSheetAtOnceWaitsForTheFirstWithSwiftUIsLine() {
        let heard = Lines()
        var live = LiveView(Twice(), size: Size(width: 300, height: 400), measure: FixedMeasure(), diagnostics: heard.diagnostics)
        XCTAssertEqual(buttons(live).map(\.label), ["first"])
        XCTAssertEqual(heard.lines, ["Currently, only presenting a single sheet is supported.\nThe next sheet will be presented when the currently presented sheet gets dismissed."])
        live.press(buttons(live)[0].id, animated: false)
        live.settle()
        XCTAssertEqual(buttons(live).map(\.label), ["second"])
        XCTAssertEqual(heard.lines.count, 1)
    }

    func testAnotherItemIsAnotherSheetAndNilDismissesIt() {
        var live = LiveView(Items(), size: Size(width: 300, height: 400))
        XCTAssertTrue(live.drawnTexts.contains("Photo 1"))
        live.press(buttons(live).first { $0.label == "Gone" }!.id, animated: false)
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertEqual(live.drawnTexts, ["Next"])
    }

    func testAPresenterThatLeavesTakesItsSheetWithIt() {
        var live = LiveView(Leaving(), size: Size(width: 300, height: 400))
        XCTAssertTrue(live.presentsLayer)
        live.press(buttons(live).first { $0.label == "Leave" }!.id, animated: false)
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertEqual(live.drawnTexts, [])
    }

    func testDetentsOutOfRangeAreTakenInIt() {
        XCTAssertEqual(PresentationDetent.fraction(.nan).resolved(in: 100), 100)
        XCTAssertEqual(PresentationDetent.fraction(2).resolved(in: 100), 100)
        XCTAssertEqual(PresentationDetent.height(-5).resolved(in: 100), 0)
        XCTAssertEqual(PresentationDetent.height(.infinity).resolved(in: 100), 100)
    }
}
