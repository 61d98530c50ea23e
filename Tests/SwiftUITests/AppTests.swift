@testable import SwiftUI
import XCTest

/// An app's own `@State` and `@StateObject` are kept as a view's are: its
/// window's view links them before its body gives the scenes.
final class AppTests: XCTestCase {
    final class Library: ObservableObject {
        @Published var books = ["Emma"]
        nonisolated(unsafe) static var made = 0
        init() { Self.made += 1 }
    }

    struct Reading: App {
        @State private var page = 1
        @StateObject private var library = Library()

        var body: some Scene {
            WindowGroup("Reading") {
                VStack {
                    Text("page \(page)").onTapGesture { page += 1 }
                    Text("\(library.books.count) books").onTapGesture { library.books.append("Persuasion") }
                }
            }
        }
    }

    func testAnAppsStateAndStateObjectAreKeptForItsWindow() {
        let app = Reading()
        // As `main` reads the scenes for the window's title, before the
        // window shows: the object made then is the one its window keeps.
        XCTAssertEqual(app.body._windows().first?.title, "Reading")
        var live = LiveView(AppContent(app: app))
        live.tap("page 1")
        live.tap("page 2")
        live.tap("1 books")
        live.tap("2 books")
        XCTAssertEqual(live.labels, ["page 3", "3 books"])
        XCTAssertEqual(Library.made, 1)
    }

    final class Catalogue: ObservableObject {
        @Published var books = ["Emma", "Persuasion"]
    }

    @Observable final class Shelf {
        var count = 2
    }

    private struct ShelfLabel: View {
        @EnvironmentObject var catalogue: Catalogue
        @Environment(Shelf.self) private var shelf
        var body: some View { Text("\(catalogue.books.count) books, \(shelf.count) shelves") }
    }

    struct Lending: App {
        let catalogue = Catalogue()
        let shelf = Shelf()

        var body: some Scene {
            WindowGroup {
                ShelfLabel()
            }
            .environmentObject(catalogue)
            .environment(shelf)
        }
    }

    func testObjectsPutInASceneReachTheViewsOfItsWindow() {
        var live = LiveView(AppContent(app: Lending()))
        XCTAssertEqual(live.labels, ["2 books, 2 shelves"])
    }
}
