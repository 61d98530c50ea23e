import CCairo
import Foundation
import XCTest
@_spi(Images) import CollapsibleCore
@testable import CollapsiblePainter

/// Images as the painter draws them, read back pixel by pixel: a symbol
/// from the desktop's icon theme in the foreground colour, PNG, JPEG and
/// SVG pictures scaled over their frames, tiled, cut at their cap insets,
/// and the placeholder of what cannot be drawn.
final class ImagePixelTests: XCTestCase {
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("collapsible-painter-pictures-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// A PNG `width` by `height`, drawn by `draw` with cairo onto a clear surface.
    static func png(_ name: String, width: Int, height: Int, _ draw: (OpaquePointer) -> Void) -> String {
        let path = folder.appendingPathComponent("\(name).png").path
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        draw(cr)
        cairo_destroy(cr)
        XCTAssertEqual(cairo_surface_write_to_png(surface, path), CAIRO_STATUS_SUCCESS)
        cairo_surface_destroy(surface)
        return path
    }

    static func file(_ name: String, _ text: String) -> String {
        let path = folder.appendingPathComponent(name).path
        try! text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func fill(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ r: Double, _ g: Double,
                     _ b: Double, _ a: Double = 1) {
        cairo_set_source_rgba(cr, r, g, b, a)
        cairo_rectangle(cr, x, y, width, height)
        cairo_fill(cr)
    }

    /// Left half blue, right half green, 4 by 2 pixels.
    static let halves = png("halves", width: 4, height: 2) { cr in
        fill(cr, 0, 0, 2, 2, 0, 0, 1)
        fill(cr, 2, 0, 2, 2, 0, 1, 0)
    }

    private func picture(_ path: String, decorative: Bool = false) -> Image {
        Image(file: path, name: URL(fileURLWithPath: path).lastPathComponent, decorative: decorative)
    }

    /// A symbol is its icon's shape in the foreground colour: where the
    /// star is drawn the pixels are red, at full strength in its middle and
    /// blended with the white behind at its edges, and nothing else shows.
    func testASymbolIsItsIconsShapeInTheForegroundColour() {
        let red = RGB(Color.red.resolved(in: .light))
        let window = TextWindow(Image(systemName: "star.fill").font(.system(size: 80)).foregroundStyle(.red), width: 120, height: 120)
        XCTAssertEqual(window.surface.rgb(60, 60), red, "the star's middle")
        XCTAssertEqual(window.surface.rgb(5, 5), RGB(255, 255, 255), "outside the star")
        var inked = 0
        for y in 0..<120 {
            for x in 0..<120 {
                let pixel = window.surface.rgb(x, y)
                guard pixel != RGB(255, 255, 255) else { continue }
                inked += 1
                // Red over white at some coverage: green and blue fall together.
                let coverage = Double(255 - pixel.b) / Double(255 - red.b)
                XCTAssertEqual(pixel.r, 255, "(\(x), \(y)) \(pixel)")
                XCTAssertEqual(Double(pixel.g), 255 - coverage * Double(255 - red.g), accuracy: 2.5, "(\(x), \(y)) \(pixel)")
            }
        }
        XCTAssertGreaterThan(inked, 1000, "the star covers much of its 80-point box")
        XCTAssertLessThan(inked, 80 * 80, "a star is no square")
    }

    /// The same symbol in the dark scheme's primary colour is white on black.
    func testASymbolFollowsTheColourScheme() throws {
        let painter = Painter()
        var live = LiveView(Image(systemName: "star.fill").font(.system(size: 80)), size: Size(width: 120, height: 120), measure: painter)
        live.colorScheme = .dark
        let surface = try ImageSurface(width: 120, height: 120)
        try painter.drawFull(live.displayList(scale: 1), on: surface)
        XCTAssertEqual(surface.rgb(60, 60), RGB(255, 255, 255))
        XCTAssertEqual(surface.rgb(5, 5), RGB(0, 0, 0))
    }

    /// A PNG at its pixel size, each pixel where it is; resizable with no
    /// interpolation, each pixel a block of the scaled size.
    func testAPNGIsDrawnPixelForPixelAndScaled() {
        let natural = TextWindow(picture(Self.halves), width: 20, height: 10)
        XCTAssertEqual(natural.surface.rgb(8, 4), RGB(0, 0, 255))
        XCTAssertEqual(natural.surface.rgb(11, 5), RGB(0, 255, 0))
        XCTAssertEqual(natural.surface.rgb(7, 4), RGB(255, 255, 255), "left of its 4 pixels")
        let scaled = TextWindow(picture(Self.halves).resizable().interpolation(.none), width: 40, height: 20)
        for (x, y) in [(0, 0), (19, 19), (10, 10)] { XCTAssertEqual(scaled.surface.rgb(x, y), RGB(0, 0, 255), "(\(x), \(y))") }
        for (x, y) in [(20, 0), (39, 19), (30, 10)] { XCTAssertEqual(scaled.surface.rgb(x, y), RGB(0, 255, 0), "(\(x), \(y))") }
        // Fitted at its ratio, 2 to 1, in a square: bands of white above and below.
        let fitted = TextWindow(picture(Self.halves).resizable().interpolation(.none).scaledToFit(), width: 40, height: 40)
        XCTAssertEqual(fitted.surface.rgb(5, 5), RGB(255, 255, 255))
        XCTAssertEqual(fitted.surface.rgb(5, 15), RGB(0, 0, 255))
        XCTAssertEqual(fitted.surface.rgb(35, 25), RGB(0, 255, 0))
        XCTAssertEqual(fitted.surface.rgb(35, 35), RGB(255, 255, 255))
    }

    /// A JPEG, 32 by 16, red on the left and blue on the right, decoded by
    /// libjpeg-turbo: its colours within the loss of its compression.
    func testAJPEGIsDecoded() {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Pictures/halves.jpg").path
        let window = TextWindow(picture(path), width: 32, height: 16)
        XCTAssertLessThan(window.surface.rgb(4, 8).distance(to: RGB(230, 30, 30)), 8)
        XCTAssertLessThan(window.surface.rgb(28, 8).distance(to: RGB(30, 30, 230)), 8)
    }

    /// An SVG drawn by librsvg at the size it is shown, sharp at any
    /// scale: its halves meet at the frame's middle.
    func testAnSVGIsDrawnAtTheSizeItIsShown() {
        let path = Self.file("halves.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
              <rect width="10" height="10" fill="#ff0000"/><rect x="10" width="10" height="10" fill="#0000ff"/>
            </svg>
            """)
        let natural = TextWindow(picture(path), width: 20, height: 10)
        XCTAssertEqual(natural.surface.rgb(9, 5), RGB(255, 0, 0))
        XCTAssertEqual(natural.surface.rgb(10, 5), RGB(0, 0, 255))
        let large = TextWindow(picture(path).resizable(), width: 200, height: 100, scale: 2)
        XCTAssertEqual(large.surface.rgb(199, 100), RGB(255, 0, 0), "the last red pixel before the middle")
        XCTAssertEqual(large.surface.rgb(200, 100), RGB(0, 0, 255), "the first blue one")
    }

    /// A template picture is its alpha filled with the foreground colour:
    /// a half-transparent black square is a half-covered green one.
    func testATemplatePictureIsItsAlphaInTheForegroundColour() {
        let path = Self.png("shade", width: 10, height: 10) { cr in Self.fill(cr, 0, 0, 10, 10, 0, 0, 0, 0.5) }
        let window = TextWindow(picture(path).renderingMode(.template).foregroundColor(.green), width: 10, height: 10)
        let green = RGB(Color.green.resolved(in: .light))
        let expected = RGB((255 + green.r + 1) / 2, (255 + green.g + 1) / 2, (255 + green.b + 1) / 2)
        XCTAssertLessThanOrEqual(window.surface.rgb(5, 5).distance(to: expected), 1, "\(window.surface.rgb(5, 5))")
        let original = TextWindow(picture(path), width: 10, height: 10)
        XCTAssertLessThanOrEqual(original.surface.rgb(5, 5).distance(to: RGB(128, 128, 128)), 1)
    }

    /// Tiled, the picture repeats at its own size; with cap insets, its
    /// corners keep their size while the middle stretches.
    func testTilesAndCapInsets() {
        let tiled = TextWindow(picture(Self.halves).resizable(resizingMode: .tile), width: 16, height: 4)
        for x in 0..<16 {
            XCTAssertEqual(tiled.surface.rgb(x, 1), x % 4 < 2 ? RGB(0, 0, 255) : RGB(0, 255, 0), "column \(x)")
        }
        // A frame of red around a blue middle, 3 by 3: the red border one
        // pixel wide whatever the size.
        let framed = Self.png("framed", width: 3, height: 3) { cr in
            Self.fill(cr, 0, 0, 3, 3, 1, 0, 0)
            Self.fill(cr, 1, 1, 1, 1, 0, 0, 1)
        }
        let insets = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let window = TextWindow(picture(framed).resizable(capInsets: insets).interpolation(.none), width: 30, height: 20)
        XCTAssertEqual(window.surface.rgb(0, 0), RGB(255, 0, 0))
        XCTAssertEqual(window.surface.rgb(0, 10), RGB(255, 0, 0))
        XCTAssertEqual(window.surface.rgb(1, 10), RGB(0, 0, 255), "the border stays one pixel")
        XCTAssertEqual(window.surface.rgb(28, 18), RGB(0, 0, 255))
        XCTAssertEqual(window.surface.rgb(29, 19), RGB(255, 0, 0))
    }

    /// What cannot be drawn is a question mark in a box, in the foreground
    /// colour, inside the frame of a symbol: a file that is no picture, a
    /// PNG cut short, a symbol with no icon.
    func testWhatCannotBeDrawnIsAPlaceholder() {
        let garbage = Self.file("garbage.png", "no picture at all")
        let cut = Self.folder.appendingPathComponent("cut.png").path
        let whole = try! Data(contentsOf: URL(fileURLWithPath: Self.png("whole", width: 64, height: 64) { cr in
            for step in 0..<64 { Self.fill(cr, Double(step), 0, 1, 64, Double(step) / 64, 0.5, 0.2) }
        }))
        try! whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: cut))
        let red = RGB(Color.red.resolved(in: .light))
        for view in [AnyView(picture(garbage)), AnyView(picture(cut)), AnyView(Image(systemName: "no.such.symbol"))] {
            let window = TextWindow(view.font(.system(size: 40)).foregroundColor(.red), width: 60, height: 60)
            var inked: [(Int, Int)] = []
            for y in 0..<60 {
                for x in 0..<60 where window.surface.rgb(x, y) != RGB(255, 255, 255) { inked.append((x, y)) }
            }
            XCTAssertGreaterThan(inked.count, 100, "a placeholder is drawn")
            XCTAssertTrue(inked.allSatisfy { abs($0.0 - 30) <= 21 && abs($0.1 - 30) <= 21 }, "inside a symbol's box")
            XCTAssertTrue(inked.contains { window.surface.rgb($0.0, $0.1) == red }, "in the foreground colour")
        }
    }

    /// Each picture is read once, however many frames and views draw it;
    /// its size is its pixels', or why it has none.
    func testPicturesAreMeasuredByTheirFiles() throws {
        let painter = Painter()
        XCTAssertEqual(try painter.size(of: .file(Self.halves)), Size(width: 4, height: 2))
        XCTAssertEqual(try painter.size(of: .symbol("star.fill")), Size(width: 16, height: 16))
        XCTAssertThrowsError(try painter.size(of: .symbol("no.such.symbol")))
        XCTAssertThrowsError(try painter.size(of: .file(Self.folder.appendingPathComponent("absent.png").path))) { error in
            XCTAssertTrue((error as? ImageFailure)?.reason.contains("could not be opened") == true, "\(error)")
        }
        XCTAssertEqual(try painter.pictures.picture(for: .file(Self.halves)).get() === painter.pictures.picture(for: .file(Self.halves)).get(),
                       true)
    }
}
