import XCTest
@_spi(Images) @testable import CollapsibleCore

/// `Image` against SwiftUI's rules, with pictures of known sizes: a photo
/// 200 by 100 pixels, a square star and a chevron 10 by 16, as a host
/// would measure them; any other symbol has no icon.
final class ImageTests: XCTestCase {
    struct Pictures: TextMeasuring, ImageMeasuring {
        func size(of text: StyledText, width: Double?, height: Double?) -> Size {
            FixedMeasure().size(of: text, width: width, height: height)
        }

        func geometry(of text: StyledText, in frame: Rect) -> TextGeometry {
            FixedMeasure().geometry(of: text, in: frame)
        }

        func size(of image: ImageSource) throws(ImageFailure) -> Size {
            switch image {
            case .file("/photo.png"): Size(width: 200, height: 100)
            case .file(let path): throw ImageFailure("\(path) is not a PNG file")
            case .symbol("star.fill"): Size(width: 16, height: 16)
            case .symbol("chevron.right"): Size(width: 10, height: 16)
            case .symbol(let name): throw ImageFailure("no icon for \(name) in the desktop's icon theme")
            }
        }
    }

    static let photo = Image(file: "/photo.png", name: "photo", decorative: false)

    private func live<V: View>(_ view: V, _ lines: Lines = Lines()) -> LiveView {
        LiveView(view, size: Size(width: 300, height: 200), measure: Pictures(), diagnostics: lines.diagnostics)
    }

    /// The one image drawn, with its frame, on a screen of `scale`, whose
    /// pixel grid the frame is put on.
    private func image<V: View>(_ view: V, _ lines: Lines = Lines(), scale: Double = 1) throws -> (frame: Rect, paint: ImagePaint) {
        func images(_ items: [DisplayItem]) -> [(Rect, ImagePaint)] {
            items.flatMap { item -> [(Rect, ImagePaint)] in
                switch item.content {
                case .image(let paint): [(item.frame, paint)]
                case .effect(_, let inner): images(inner)
                default: []
                }
            }
        }
        var live = live(view, lines)
        live.displayScale = scale
        let found = images(live.displayList(scale: scale).items)
        XCTAssertEqual(found.count, 1)
        return try XCTUnwrap(found.first)
    }

    /// A picture is as large as its pixels, in points, whatever it is
    /// offered: a frame smaller than it holds it whole, centred.
    func testAPictureKeepsItsPixelSize() throws {
        XCTAssertEqual(try image(Self.photo).frame, Rect(x: 50, y: 50, width: 200, height: 100))
        XCTAssertEqual(try image(Self.photo.frame(width: 40, height: 40)).frame, Rect(x: 50, y: 50, width: 200, height: 100))
    }

    /// Resizable, it takes each length it is offered, its own where the
    /// offer leaves one open, and no less than its cap insets.
    func testAResizablePictureTakesWhatItIsOffered() throws {
        XCTAssertEqual(try image(Self.photo.resizable().frame(width: 60, height: 40)).frame, Rect(x: 120, y: 80, width: 60, height: 40))
        XCTAssertEqual(try image(Self.photo.resizable().fixedSize()).frame, Rect(x: 50, y: 50, width: 200, height: 100))
        XCTAssertEqual(try image(Self.photo.resizable().fixedSize(horizontal: false, vertical: true)).frame,
                       Rect(x: 0, y: 50, width: 300, height: 100))
        let capped = Self.photo.resizable(capInsets: EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
        XCTAssertEqual(try image(capped.frame(width: 10, height: 10)).frame.size, Size(width: 40, height: 20))
        XCTAssertEqual(try image(capped.frame(width: 10, height: 10)).paint.capInsets.leading, 20)
        XCTAssertTrue(try image(Self.photo.resizable(resizingMode: .tile)).paint.tiles)
    }

    /// Resizable with its own ratio, it fits in the window (300 by 150)
    /// or covers it (400 by 200), as `scaledToFit` and `scaledToFill` say.
    func testAspectRatioFitsOrFillsWithThePicturesRatio() throws {
        XCTAssertEqual(try image(Self.photo.resizable().aspectRatio(contentMode: .fit)).frame, Rect(x: 0, y: 25, width: 300, height: 150))
        XCTAssertEqual(try image(Self.photo.resizable().scaledToFit()).frame, Rect(x: 0, y: 25, width: 300, height: 150))
        XCTAssertEqual(try image(Self.photo.resizable().scaledToFill()).frame, Rect(x: -50, y: 0, width: 400, height: 200))
        XCTAssertEqual(try image(Self.photo.resizable().aspectRatio(1, contentMode: .fit)).frame, Rect(x: 50, y: 0, width: 200, height: 200))
    }

    /// A symbol is as tall as its font's size at the medium scale, smaller
    /// or larger at the others, and as wide as its icon's shape makes it.
    func testASymbolsSizeFollowsItsFontAndScale() throws {
        // Frames are drawn on the pixel grid: a fine one shows them as laid out.
        let grid = 1000.0
        let body = try image(Image(systemName: "star.fill"), scale: grid).frame.size
        XCTAssertEqual(body.height, 17 * 0.9961, accuracy: 1e-3)
        XCTAssertEqual(body.width, body.height, accuracy: 1e-3)
        let title = try image(Image(systemName: "star.fill").font(.largeTitle), scale: grid).frame.size
        XCTAssertEqual(title.height, 34 * 0.9961, accuracy: 1e-3)
        let small = try image(Image(systemName: "star.fill").imageScale(.small), scale: grid).frame.size
        let large = try image(Image(systemName: "star.fill").imageScale(.large), scale: grid).frame.size
        XCTAssertLessThan(small.height, body.height)
        XCTAssertGreaterThan(large.height, body.height)
        XCTAssertEqual(large.height / small.height, 1.272 / 0.7886, accuracy: 1e-3)
        let chevron = try image(Image(systemName: "chevron.right").font(.system(size: 32)), scale: grid).frame.size
        XCTAssertEqual(chevron.width / chevron.height, 10.0 / 16, accuracy: 1e-3)
        // Resizable, a symbol takes what it is offered, as a picture does.
        XCTAssertEqual(try image(Image(systemName: "star.fill").resizable().frame(width: 50, height: 60)).frame.size,
                       Size(width: 50, height: 60))
    }

    /// A symbol is a template, filled with the foreground colour; a
    /// picture keeps its colours unless told to be one.
    func testASymbolIsDrawnInTheForegroundColour() throws {
        let symbol = try image(Image(systemName: "star.fill").foregroundStyle(.red)).paint
        XCTAssertTrue(symbol.isTemplate)
        XCTAssertEqual(symbol.color, Color.red.resolved(in: .light))
        XCTAssertEqual(try image(Image(systemName: "star.fill")).paint.color, Color.primary.resolved(in: .light))
        XCTAssertFalse(try image(Self.photo).paint.isTemplate)
        XCTAssertTrue(try image(Self.photo.renderingMode(.template).foregroundColor(.blue)).paint.isTemplate)
        XCTAssertFalse(try image(Image(systemName: "star.fill").renderingMode(.original)).paint.isTemplate)
        let sampled = try image(Self.photo.interpolation(.none).antialiased(false)).paint
        XCTAssertEqual(sampled.interpolation, .none)
        XCTAssertFalse(sampled.isAntialiased)
    }

    /// A symbol with no icon, a file that does not decode and a name the
    /// program has no resource of each draw a placeholder of a symbol's
    /// size, and say so once, however often they are drawn.
    func testWhatCannotBeDrawnIsAPlaceholderWarnedOfOnce() throws {
        let lines = Lines()
        struct Three: View {
            var body: some View {
                VStack {
                    Image(systemName: "no.such.symbol")
                    Image(systemName: "no.such.symbol")
                    Image(file: "/broken.png", name: "broken", decorative: false)
                    Image(file: nil, name: "missing", decorative: false)
                }
            }
        }
        var view = live(Three(), lines)
        view.size = Size(width: 200, height: 100)
        let placeholders = view.displayList(scale: 1).items.compactMap { item -> Rect? in
            guard case .image(let paint) = item.content, paint.source == nil else { return nil }
            return item.frame
        }
        XCTAssertEqual(placeholders.count, 4)
        for frame in placeholders {
            XCTAssertEqual(frame.height, (17 * 0.9961).rounded(), accuracy: 1)
        }
        XCTAssertEqual(lines.lines, [
            "Image(systemName: \"no.such.symbol\"): no icon for no.such.symbol in the desktop's icon theme; a placeholder is drawn in its place",
            "Image(\"broken\"): /broken.png is not a PNG file; a placeholder is drawn in its place",
            "Image(\"missing\"): no image of that name among the program's resources; a placeholder is drawn in its place",
        ])
    }

    /// Assistive tools see an image named by its symbol, its dots spoken
    /// as spaces, or by its resource's name; a decorative one not at all;
    /// a label said of it wins; in a button it names the button.
    func testAnImageIsAnImageNamedByItsLabel() {
        func elements<V: View>(_ view: V) -> [AccessibilityElement] {
            let root = live(view).accessibilityRoot
            return root.role == .group ? root.children : [root]
        }
        XCTAssertEqual(elements(Image(systemName: "star.fill")).map(\.role), [.image])
        XCTAssertEqual(elements(Image(systemName: "star.fill")).map(\.label), ["star fill"])
        XCTAssertEqual(elements(Self.photo).map(\.label), ["photo"])
        XCTAssertEqual(elements(VStack { Image(file: "/photo.png", name: "photo", decorative: true); Text("Hi") }).map(\.label), ["Hi"])
        XCTAssertEqual(elements(Image(systemName: "star.fill").accessibilityLabel("Favourite")).map(\.label), ["Favourite"])
        XCTAssertEqual(elements(Image(systemName: "trash").accessibilityHidden(true)).count, 0)
        let button = elements(Button(action: {}) { Image(systemName: "star.fill") })
        XCTAssertEqual(button.map(\.role), [.button])
        XCTAssertEqual(button.map(\.label), ["star fill"])
    }

    /// A host that draws no pictures has every image's placeholder.
    func testAHostWithNoPicturesDrawsPlaceholders() throws {
        let lines = Lines()
        let drawn = LiveView(Image(systemName: "star.fill"), size: Size(width: 100, height: 100), measure: FixedMeasure(),
                             diagnostics: lines.diagnostics).displayList(scale: 1).items
        guard case .image(let paint) = drawn.first?.content else { return XCTFail("no image in \(drawn)") }
        XCTAssertNil(paint.source)
        XCTAssertEqual(lines.lines.count, 1)
    }

    /// `Label(_:systemImage:)`: the symbol, then the title, side by side;
    /// the symbol a template in the title's font and colour.
    func testALabelWithASymbol() throws {
        let label = Label("Favourites", systemImage: "star.fill").font(.title).foregroundStyle(.red)
        let symbol = try image(label)
        XCTAssertTrue(symbol.paint.isTemplate)
        XCTAssertEqual(symbol.paint.color, Color.red.resolved(in: .light))
        XCTAssertEqual(symbol.frame.height, (28 * 0.9961).rounded(), accuracy: 1)
        let items = live(label).displayList(scale: 1).items
        guard case .text(let text, _)? = items.last?.content else { return XCTFail("no title after the symbol: \(items)") }
        XCTAssertEqual(text.string, "Favourites")
        XCTAssertLessThan(symbol.frame.maxX, items.last!.frame.minX)
        XCTAssertEqual(live(label).accessibilityRoot.children.map(\.label), ["Favourites"], "the title alone")
    }
}
