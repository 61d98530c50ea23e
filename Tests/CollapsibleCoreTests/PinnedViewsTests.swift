import XCTest
@testable import CollapsibleCore

/// `pinnedViews` in a lazy stack, as SwiftUI pins them: a section's header
/// stays at the viewport's top while its section is in sight, pushed up by
/// the section's end, and is drawn over the rows and hit where it is drawn;
/// a footer stays at the bottom likewise. Positions worked out by hand.
final class PinnedViewsTests: XCTestCase {
    /// What the last tap hit: a header's section, or a row.
    final class Tapped { var header: Int?; var row: Int? }

    /// Three sections in a viewport 200 high, each a header 30 high, `rows`
    /// rows and, where asked, a footer 10 high: with ten rows of 20, 240
    /// long, at 0, 240 and 480.
    private struct Sections<Row: View>: View {
        let pins: PinnedScrollableViews
        var rows = 10
        var footer = true
        var tapped = Tapped()
        let row: (_ section: Int, _ row: Int) -> Row
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pins) {
                    ForEach(0..<3, id: \.self) { section in
                        Section {
                            ForEach(0..<rows, id: \.self) { row(section, $0) }
                        } header: {
                            Color.red.frame(height: 30).onTapGesture { tapped.header = section }
                        } footer: {
                            if footer { Color.green.frame(height: 10) }
                        }
                    }
                }
            }
        }
    }

    /// Ten rows of 20 in each section, which tell `tapped` of a tap.
    private func sections(_ pins: PinnedScrollableViews, tapped: Tapped = Tapped()) -> some View {
        Sections(pins: pins, tapped: tapped) { section, row in
            Color.blue.frame(height: 20).onTapGesture { tapped.row = section * 10 + row }
        }
    }

    /// Three sections of a header 30 high and 10,000 rows of 20.
    private func longSections(_ pins: PinnedScrollableViews, made: MadeRows) -> some View {
        Sections(pins: pins, rows: 10_000, footer: false) { section, row in
            CountedRow(index: section * 10_000 + row, height: 20, made: made)
        }
    }

    private let size = Size(width: 200, height: 200)

    private func headers(_ live: LiveView) -> [Double] { live.drawnFrames.filter { $0.height == 30 }.map(\.minY) }
    private func footers(_ live: LiveView) -> [Double] { live.drawnFrames.filter { $0.height == 10 }.map(\.minY) }

    func testAHeaderStaysAtTheTopUntilTheNextPushesItUp() {
        var live = LiveView(sections(.sectionHeaders), size: size)
        XCTAssertEqual(headers(live).first, 0)
        live.scroll(by: Point(x: 0, y: 50), at: Point(x: 100, y: 100))
        XCTAssertEqual(headers(live).prefix(2), [0, 190], "the first pinned, the second where it lies")
        // At 225 the first section's end is 15 below the top: its header
        // ends there, over the footer, and the next header is at 15.
        live.scroll(by: Point(x: 0, y: 175), at: Point(x: 100, y: 100))
        XCTAssertEqual(headers(live).prefix(2), [-15, 15])
        live.scroll(by: Point(x: 0, y: 275), at: Point(x: 100, y: 100))
        XCTAssertEqual(headers(live).last, 0, "the last section's header pinned, 500 down")
    }

    func testAPinnedFooterStaysAtTheBottom() {
        var live = LiveView(sections([.sectionHeaders, .sectionFooters]), size: size)
        XCTAssertEqual(footers(live).first, 190, "the first footer at the viewport's bottom")
        live.scroll(by: Point(x: 0, y: 50), at: Point(x: 100, y: 100))
        XCTAssertEqual(footers(live).first, 180, "at its own place once that is in sight")
        // With both pinned, the header stops above the footer: at 215 the
        // section ends at 25, its footer from 15, its header from -15.
        live.scroll(by: Point(x: 0, y: 165), at: Point(x: 100, y: 100))
        XCTAssertEqual(headers(live).first, -15)
        XCTAssertEqual(footers(live).first, 15)
    }

    func testUnpinnedHeadersScrollAway() {
        var live = LiveView(sections([]), size: size)
        live.scroll(by: Point(x: 0, y: 50), at: Point(x: 100, y: 100))
        XCTAssertEqual(headers(live).prefix(2), [-50, 190])
    }

    func testThePinnedHeaderIsDrawnOverTheRowsAndHitWhereItIsDrawn() {
        let tapped = Tapped()
        var live = LiveView(sections(.sectionHeaders, tapped: tapped), size: size)
        live.scroll(by: Point(x: 0, y: 100), at: Point(x: 100, y: 100))
        let underTop = live.drawnFrames.filter { $0.minY < 30 && $0.maxY > 0 }
        XCTAssertEqual(underTop.last?.height, 30, "the header is drawn last of what lies under it")
        live.tap(at: Point(x: 100, y: 10))
        XCTAssertEqual(tapped.header, 0)
        XCTAssertNil(tapped.row)
        live.tap(at: Point(x: 100, y: 40))
        XCTAssertEqual(tapped.row, 5, "below it, the row scrolled there: 140 down the content, the fifth row's")
    }

    /// Assistive tools find the pinned header where it is drawn.
    func testAssistiveToolsFindThePinnedHeaderWhereItIsDrawn() {
        var live = LiveView(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(0..<3, id: \.self) { section in
                    Section { Color.blue.frame(height: 300) } header: { Text("Header \(section)").frame(height: 30) }
                }
            }
        }, size: size)
        func header(_ label: String) -> Rect? {
            func find(_ element: AccessibilityElement) -> AccessibilityElement? {
                element.label == label ? element : element.children.lazy.compactMap(find).first
            }
            return find(live.accessibilityRoot)?.frame
        }
        // A line of text 20 high, centred in the header's 30.
        XCTAssertEqual(header("Header 0")?.minY, 5)
        live.scroll(by: Point(x: 0, y: 150), at: Point(x: 100, y: 100))
        XCTAssertEqual(header("Header 0")?.minY, 5, "pinned at the top")
        XCTAssertEqual(header("Header 1")?.minY, 185, "where it lies, 330 down the content")
    }

    /// Sections written one by one, not by a `ForEach`: the stack makes
    /// every view, and still pins.
    func testSectionsWrittenOutArePinnedToo() {
        var live = LiveView(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
                Section(header: Color.red.frame(height: 30)) { Color.blue.frame(height: 300) }
                Section(header: Color.red.frame(height: 30)) { Color.blue.frame(height: 300) }
            }
        }, size: size)
        live.scroll(by: Point(x: 0, y: 100), at: Point(x: 100, y: 100))
        XCTAssertEqual(headers(live), [0, 230])
    }

    func testALazyHStackPinsItsHeadersAtTheLeadingEdge() {
        var live = LiveView(ScrollView(.horizontal) {
            LazyHStack(spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(0..<3, id: \.self) { _ in
                    Section { Color.blue.frame(width: 300, height: 50) } header: { Color.red.frame(width: 30, height: 50) }
                }
            }
        }, size: size)
        live.scroll(by: Point(x: 150, y: 0), at: Point(x: 100, y: 100))
        XCTAssertEqual(live.drawnFrames.filter { $0.width == 30 }.map(\.minX).prefix(2), [0, 180])
    }

    /// A grid's sections: the header as wide as the grid, the cells in its
    /// columns under it, and the header pinned as a stack's is.
    private struct GridSections: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible())], spacing: 0, pinnedViews: .sectionHeaders) {
                    ForEach(0..<3, id: \.self) { _ in
                        Section {
                            ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 20) }
                        } header: {
                            Color.red.frame(height: 30)
                        }
                    }
                }
            }
        }
    }

    func testALazyVGridPinsItsSectionsHeaders() {
        var live = LiveView(GridSections(), size: size)
        // Each section: a header 30 high, ten rows of two cells 100 wide: 230.
        XCTAssertEqual(live.drawnFrames.prefix(3), [Rect(x: 0, y: 30, width: 100, height: 20), Rect(x: 100, y: 30, width: 100, height: 20),
                                                    Rect(x: 0, y: 50, width: 100, height: 20)])
        XCTAssertEqual(live.drawnFrames.first { $0.height == 30 }, Rect(x: 0, y: 0, width: 200, height: 30), "the header across the grid")
        live.scroll(by: Point(x: 0, y: 100), at: Point(x: 100, y: 100))
        XCTAssertEqual(headers(live).prefix(2), [0, 130])
        live.scroll(by: Point(x: 0, y: 115), at: Point(x: 100, y: 100))
        XCTAssertEqual(headers(live).prefix(2), [-15, 15], "pushed up by the next")
    }

    /// Long sections make only the rows near the viewport, as the stack
    /// makes its own, and their headers are pinned all the same.
    func testTheRowsOfALongSectionAreMadeLazily() {
        let made = MadeRows()
        var live = LiveView(longSections(.sectionHeaders, made: made), size: size)
        XCTAssertLessThanOrEqual(made.total, 25, "a viewport's rows and the margin, not a section's")
        live.scroll(by: Point(x: 0, y: 1_000), at: Point(x: 100, y: 100))
        XCTAssertEqual(headers(live).first, 0, "pinned")
        XCTAssertTrue(made.rows.keys.contains(50), "the rows at 1,000 made")
        made.rows = [:]
        live.scrollFocused(.bottom)
        XCTAssertLessThanOrEqual(made.total, 25)
        XCTAssertTrue(made.rows.keys.contains(29_999))
        XCTAssertEqual(live.drawnFrames.last { $0.height == 20 }, Rect(x: 0, y: 180, width: 200, height: 20), "the last row at the bottom")
        XCTAssertEqual(headers(live).last, 0, "the last section's header pinned")
    }

    func testTheRowsOfALongSectionThatPinsNothingAreMadeLazily() {
        let made = MadeRows()
        var live = LiveView(longSections([], made: made), size: size)
        XCTAssertLessThanOrEqual(made.total, 25)
        live.scroll(by: Point(x: 0, y: 1_000), at: Point(x: 100, y: 100))
        XCTAssertTrue(made.rows.keys.contains(50), "the rows at 1,000 made")
        XCTAssertFalse(headers(live).contains(0), "the header scrolled away")
    }

    // Bad input.

    /// A section with no rows: its header has nowhere to stay, and scrolls
    /// away with it.
    func testASectionWithNoRowsKeepsItsHeaderInPlace() {
        var live = LiveView(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
                Section(header: Color.red.frame(height: 30)) { EmptyView() }
                Section(header: Color.red.frame(height: 30)) { Color.blue.frame(height: 1_000) }
            }
        }, size: size)
        live.scroll(by: Point(x: 0, y: 20), at: Point(x: 100, y: 100))
        XCTAssertEqual(headers(live), [-20, 10])
        live.scroll(by: Point(x: 0, y: 30), at: Point(x: 100, y: 100))
        XCTAssertEqual(headers(live), [-50, 0])
    }

    /// A header taller than the viewport is pinned at its top all the same,
    /// as SwiftUI pins it, and the rest of it is cut by the viewport.
    func testAHeaderTallerThanTheViewport() {
        var live = LiveView(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
                Section(header: Color.red.frame(height: 300)) { Color.blue.frame(height: 1_000) }
            }
        }, size: size)
        live.scroll(by: Point(x: 0, y: 500), at: Point(x: 100, y: 100))
        XCTAssertEqual(live.drawnFrames.filter { $0.height == 300 }.map(\.minY), [0])
        live.scrollFocused(.bottom)
        XCTAssertEqual(live.drawnFrames.filter { $0.height == 300 }.map(\.minY), [-100], "pushed up by the section's end")
    }
}
