import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A `Canvas` drawn whole by cairo, its pixels worked out by hand: paths
/// filled and stroked through the context's transform, opacity, clips,
/// layers, blend modes and filters, and a renderer that draws too much.
final class CanvasPictureTests: XCTestCase {
    private let red = CollapsibleCore.Color(red: 1, green: 0, blue: 0)

    /// `renderer` in a canvas filling a window of 100 x 100, drawn at scale 1.
    private func picture(_ lines: Lines = Lines(), _ renderer: @escaping (inout GraphicsContext, CollapsibleCore.CGSize) -> Void) -> ImageSurface {
        let painter = Painter()
        let live = LiveView(CollapsibleCore.Canvas(renderer: renderer), size: Size(width: 100, height: 100), measure: painter,
                            diagnostics: lines.diagnostics)
        return Frames.render(live.displayList(scale: 1))
    }

    func testAFilledPathCoversItsPixelsAndTheCanvasIsItsWindowsSize() {
        var drawnSize: CollapsibleCore.CGSize?
        let surface = picture { context, size in
            drawnSize = size
            context.fill(Path(Rect(x: 10, y: 20, width: 30, height: 40)), with: .color(self.red))
        }
        XCTAssertEqual(drawnSize, Size(width: 100, height: 100))
        XCTAssertEqual(surface.rgb(10, 20), RGB(255, 0, 0))
        XCTAssertEqual(surface.rgb(39, 59), RGB(255, 0, 0))
        XCTAssertEqual(surface.rgb(40, 59), Canvas.white)
        XCTAssertEqual(surface.rgb(39, 60), Canvas.white)
    }

    /// A translation and a quarter turn: the square [0, 10] x [0, 10] turned
    /// clockwise about the origin lies in [-10, 0] x [0, 10], moved by (50, 50).
    func testTheTransformMovesAndTurnsWhatIsDrawnAfterIt() {
        let surface = picture { context, _ in
            context.translateBy(x: 50, y: 50)
            context.rotate(by: .degrees(90))
            context.fill(Path(Rect(x: 0, y: 0, width: 10, height: 10)), with: .color(self.red))
        }
        XCTAssertEqual(surface.rgb(45, 55), RGB(255, 0, 0))
        XCTAssertEqual(surface.rgb(55, 55), Canvas.white)
        XCTAssertEqual(surface.rgb(45, 45), Canvas.white)
    }

    /// A scale widens a stroke too: a line 2 wide scaled by 3 covers 6 pixels.
    func testAScaleWidensTheLine() {
        let surface = picture { context, _ in
            context.scaleBy(x: 3, y: 3)
            var line = Path()
            line.move(to: Point(x: 0, y: 10))
            line.addLine(to: Point(x: 30, y: 10))
            context.stroke(line, with: .color(self.red), lineWidth: 2)
        }
        XCTAssertEqual((26...33).map { surface.rgb(50, $0).g }, [255, 0, 0, 0, 0, 0, 0, 255])
    }

    /// Each drawing at half opacity: where two overlap, red over red over white.
    func testOpacityIsEachDrawingsAndALayerTakesItAsOne() {
        let surface = picture { context, _ in
            context.opacity = 0.5
            context.fill(Path(Rect(x: 0, y: 0, width: 60, height: 40)), with: .color(self.red))
            context.fill(Path(Rect(x: 40, y: 0, width: 60, height: 40)), with: .color(self.red))
            context.drawLayer { layer in
                layer.fill(Path(Rect(x: 0, y: 60, width: 60, height: 40)), with: .color(self.red))
                layer.fill(Path(Rect(x: 40, y: 60, width: 60, height: 40)), with: .color(self.red))
            }
        }
        XCTAssertEqual(surface.rgb(20, 20).g, 128, accuracy: 1)
        XCTAssertEqual(surface.rgb(50, 20).g, 64, accuracy: 1, "two drawings at half opacity")
        XCTAssertEqual(surface.rgb(50, 80).g, 128, accuracy: 1, "a layer at half opacity, drawn as one")
    }

    func testAClipKeepsLaterDrawingsInsideIt() {
        let surface = picture { context, _ in
            context.fill(Path(Rect(x: 0, y: 0, width: 100, height: 10)), with: .color(CollapsibleCore.Color.blue))
            context.clip(to: Path(Rect(x: 20, y: 20, width: 20, height: 20)))
            context.fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), with: .color(self.red))
        }
        XCTAssertEqual(surface.rgb(50, 5).b, 255, "drawn before the clip")
        XCTAssertEqual(surface.rgb(30, 30), RGB(255, 0, 0))
        XCTAssertEqual(surface.rgb(45, 30), Canvas.white)
    }

    /// Inverse, a clip keeps what lies outside its path; by the even-odd
    /// rule, a square inside another is a hole; a layer inverted keeps what
    /// it leaves uncovered.
    func testInverseAndEvenOddClips() {
        let surface = picture { context, _ in
            var outside = context
            outside.clip(to: Path(Rect(x: 10, y: 10, width: 20, height: 20)), options: .inverse)
            outside.fill(Path(Rect(x: 0, y: 0, width: 50, height: 50)), with: .color(self.red))
            var ring = context
            var squares = Path(Rect(x: 50, y: 0, width: 50, height: 50))
            squares.addRect(Rect(x: 60, y: 10, width: 30, height: 30))
            ring.clip(to: squares, style: FillStyle(eoFill: true))
            ring.fill(Path(Rect(x: 50, y: 0, width: 50, height: 50)), with: .color(self.red))
            var uncovered = context
            uncovered.clipToLayer(options: .inverse) { layer in
                layer.fill(Path(Rect(x: 0, y: 60, width: 20, height: 40)), with: .color(CollapsibleCore.Color.black))
            }
            uncovered.fill(Path(Rect(x: 0, y: 50, width: 50, height: 50)), with: .color(self.red))
        }
        XCTAssertEqual(surface.rgb(20, 20), Canvas.white, "inside the inverse clip's path")
        XCTAssertEqual(surface.rgb(5, 20), RGB(255, 0, 0), "outside it")
        XCTAssertEqual(surface.rgb(75, 25), Canvas.white, "the even-odd hole")
        XCTAssertEqual(surface.rgb(55, 25), RGB(255, 0, 0), "the ring")
        XCTAssertEqual(surface.rgb(10, 80), Canvas.white, "what the inverted layer covers")
        XCTAssertEqual(surface.rgb(30, 80), RGB(255, 0, 0), "what it leaves")
    }

    /// Multiply: (1, 0.5, 0.25) under (0.5, 0.5, 0.5) is (0.5, 0.25, 0.125).
    func testABlendModeLaysADrawingOverWhatIsUnder() {
        let surface = picture { context, _ in
            context.fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), with: .color(CollapsibleCore.Color(red: 1, green: 0.5, blue: 0.25)))
            context.blendMode = .multiply
            context.fill(Path(Rect(x: 50, y: 0, width: 50, height: 100)), with: .color(CollapsibleCore.Color(red: 0.5, green: 0.5, blue: 0.5)))
        }
        XCTAssertEqual(surface.rgb(25, 50), RGB(255, 128, 64))
        let multiplied = surface.rgb(75, 50)
        XCTAssertEqual(multiplied.r, 128, accuracy: 1)
        XCTAssertEqual(multiplied.g, 64, accuracy: 1)
        XCTAssertEqual(multiplied.b, 32, accuracy: 1)
    }

    /// The context's own modes, over (1, 0.5, 0.25) on the left half and right, a drawing over
    /// the right half: the canvas is a layer of its own over the white window, so what a mode
    /// clears shows white, and what it leaves half clear shows half white. Clear and xor of two
    /// opaque colours leave nothing; copy leaves the drawing, half red, (1, 0.5, 0.5) over
    /// white; source in keeps the half clear grey (0.5) where there was something, 0.75 over
    /// white; destination in keeps what was there at half, (1, 0.75, 0.625); plus darker of an
    /// opaque grey (0.5) takes (0.5, 0.5, 0.5) from (1, 0.5, 0.25) and its white, (0.5, 0, 0).
    /// A number Core Graphics has no mode for draws as normal. The left half keeps its colour: a
    /// mode changes what lies under the drawing alone.
    func testTheContextsOwnBlendModes() {
        let under = CollapsibleCore.Color(red: 1, green: 0.5, blue: 0.25), grey = CollapsibleCore.Color(white: 0.5)
        let halfGrey = CollapsibleCore.Color(white: 0.5, opacity: 0.5), halfRed = CollapsibleCore.Color(red: 1, green: 0, blue: 0, opacity: 0.5)
        let cases: [(GraphicsContext.BlendMode, CollapsibleCore.Color, RGB)] = [
            (.clear, grey, RGB(255, 255, 255)), (.xor, grey, RGB(255, 255, 255)), (.copy, halfRed, RGB(255, 128, 128)),
            (.sourceIn, halfGrey, RGB(191, 191, 191)), (.destinationIn, halfGrey, RGB(255, 191, 159)), (.plusDarker, grey, RGB(128, 0, 0)),
            (GraphicsContext.BlendMode(rawValue: 99), grey, RGB(128, 128, 128)),
        ]
        for (mode, color, expected) in cases {
            let surface = picture { context, _ in
                context.fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), with: .color(under))
                context.blendMode = mode
                context.fill(Path(Rect(x: 50, y: 0, width: 50, height: 100)), with: .color(color))
            }
            XCTAssertLessThanOrEqual(surface.rgb(75, 50).distance(to: expected), 1, "\(mode): \(surface.rgb(75, 50)), not \(expected)")
            XCTAssertLessThanOrEqual(surface.rgb(25, 50).distance(to: RGB(255, 128, 64)), 1, "\(mode) left of the drawing: \(surface.rgb(25, 50))")
        }
    }

    /// Inverted, (0.2, 0.6, 1) is (0.8, 0.4, 0); grey at full, red's luminance.
    func testColourFiltersChangeEachPixel() {
        let surface = picture { context, _ in
            var inverted = context
            inverted.addFilter(.colorInvert())
            inverted.fill(Path(Rect(x: 0, y: 0, width: 50, height: 100)), with: .color(CollapsibleCore.Color(red: 0.2, green: 0.6, blue: 1)))
            context.addFilter(.grayscale(1))
            context.fill(Path(Rect(x: 50, y: 0, width: 50, height: 100)), with: .color(self.red))
        }
        XCTAssertEqual(surface.rgb(25, 50), RGB(204, 102, 0))
        XCTAssertEqual(surface.rgb(75, 50), RGB(54, 54, 54))
    }

    /// A linear gradient from black at x 0 to white at x 100: half way at x 50.
    func testAGradientsPointsAreTheContexts() {
        let surface = picture { context, _ in
            context.fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)),
                         with: .linearGradient(Gradient(colors: [CollapsibleCore.Color.black, CollapsibleCore.Color.white]), startPoint: Point(x: 0, y: 0),
                                               endPoint: Point(x: 100, y: 0)))
        }
        XCTAssertEqual(surface.rgb(49, 50).r, 126, accuracy: 2)
    }

    /// Black at x 0 to white at x 25, with each option, at pixel centres: at 31.5, t = 1.26 is
    /// white held, 0.26 repeated (66), 0.74 mirrored (189); at 12.5, t = 0.5 is 128 mixed in
    /// sRGB's curve, and in linear light 0.5 encoded by sRGB's curve, 1.055 × 0.5^(1/2.4) - 0.055
    /// = 0.735 (188).
    func testAGradientsOptionsRepeatMirrorAndMixInLinearLight() {
        func red(at x: Int, _ options: GraphicsContext.GradientOptions) -> Int {
            picture { context, _ in
                context.fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)),
                             with: .linearGradient(Gradient(colors: [CollapsibleCore.Color.black, CollapsibleCore.Color.white]),
                                                   startPoint: Point(x: 0, y: 0), endPoint: Point(x: 25, y: 0), options: options))
            }.rgb(x, 50).r
        }
        XCTAssertEqual(red(at: 31, []), 255, "held")
        XCTAssertEqual(red(at: 31, .repeat), 66, accuracy: 2, "repeated")
        XCTAssertEqual(red(at: 31, .mirror), 189, accuracy: 2, "mirrored")
        XCTAssertEqual(red(at: 12, []), 128, accuracy: 2, "in sRGB's curve")
        XCTAssertEqual(red(at: 12, .linearColor), 188, accuracy: 2, "in linear light")
    }

    /// A red square from (40, 40) to (60, 60) with a hard black shadow moved `x` to the right,
    /// through `options`, over white.
    private func shadowed(x: Double, blendMode: GraphicsContext.BlendMode = .normal, options: GraphicsContext.ShadowOptions,
                          opacity: Double = 1) -> ImageSurface {
        picture { context, _ in
            context.opacity = opacity
            context.addFilter(.shadow(color: .black, radius: 0, x: x, y: 0, blendMode: blendMode, options: options))
            context.fill(Path(Rect(x: 40, y: 40, width: 20, height: 20)), with: .color(self.red))
        }
    }

    /// Moved 30, alone: the shadow from 70 to 90, no square. Moved 10 and above: black over the
    /// square's right half. Of the inverse alpha, above, laid by sourceAtop: the shadow of all
    /// but a square from 45 to 65, kept to the square, black in its left 5. At half opacity as
    /// one group the square hides its shadow, half red over white; apart, half black under half
    /// red, (0.75, 0.25, 0.25).
    func testAShadowsOptions() {
        let only = shadowed(x: 30, options: .shadowOnly)
        XCTAssertEqual(only.rgb(50, 50), Canvas.white, "no square")
        XCTAssertEqual(only.rgb(80, 50), RGB(0, 0, 0), "its shadow")
        let above = shadowed(x: 10, options: .shadowAbove)
        XCTAssertEqual(above.rgb(45, 50), RGB(255, 0, 0), "the square's left half")
        XCTAssertEqual(above.rgb(55, 50), RGB(0, 0, 0), "the shadow over the square")
        XCTAssertEqual(shadowed(x: 10, options: []).rgb(55, 50), RGB(255, 0, 0), "beneath, the square over its shadow")
        let inner = shadowed(x: 5, blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove])
        XCTAssertEqual(inner.rgb(42, 50), RGB(0, 0, 0), "the inner shadow by the left edge")
        XCTAssertEqual(inner.rgb(50, 50), RGB(255, 0, 0), "the square past it")
        XCTAssertEqual(inner.rgb(30, 50), Canvas.white, "nothing outside the square")
        XCTAssertLessThanOrEqual(shadowed(x: 10, options: [], opacity: 0.5).rgb(55, 50).distance(to: RGB(255, 128, 128)), 1, "as one")
        XCTAssertLessThanOrEqual(shadowed(x: 10, options: .disablesGroup, opacity: 0.5).rgb(55, 50).distance(to: RGB(191, 64, 64)), 1, "apart")
    }

    /// Laid by multiply, the square moved 10 over its hard black shadow: as one group, red over
    /// black and the two multiplied over white, red; apart, the shadow multiplied over white,
    /// black, and the red multiplied over it, black.
    func testAShadowApartIsLaidByTheContextsModeOnItsOwn() {
        func multiplied(_ options: GraphicsContext.ShadowOptions) -> ImageSurface {
            picture { context, _ in
                context.blendMode = .multiply
                context.addFilter(.shadow(color: .black, radius: 0, x: 10, y: 0, options: options))
                context.fill(Path(Rect(x: 40, y: 40, width: 20, height: 20)), with: .color(self.red))
            }
        }
        XCTAssertLessThanOrEqual(multiplied([]).rgb(55, 50).distance(to: RGB(255, 0, 0)), 1, "as one: \(multiplied([]).rgb(55, 50))")
        let apart = multiplied(.disablesGroup)
        XCTAssertLessThanOrEqual(apart.rgb(55, 50).distance(to: RGB(0, 0, 0)), 1, "apart, over the shadow: \(apart.rgb(55, 50))")
        XCTAssertLessThanOrEqual(apart.rgb(45, 50).distance(to: RGB(255, 0, 0)), 1, "apart, over white: \(apart.rgb(45, 50))")
        XCTAssertLessThanOrEqual(apart.rgb(65, 50).distance(to: RGB(0, 0, 0)), 1, "the shadow past the square: \(apart.rgb(65, 50))")
    }

    /// A grey (0.5) shadow laid by plusDarker: apart, over (1, 0.5, 0.25) it takes 0.5 from each,
    /// (0.5, 0, 0), where a normal one is grey; above the red square in its group, from red,
    /// (0.5, 0, 0); past the square in that group it meets nothing and is grey.
    func testAShadowIsLaidByPlusDarker() {
        let grey = CollapsibleCore.Color(white: 0.5), under = CollapsibleCore.Color(red: 1, green: 0.5, blue: 0.25)
        func shadowed(_ mode: GraphicsContext.BlendMode, x: Double, options: GraphicsContext.ShadowOptions) -> ImageSurface {
            picture { context, _ in
                context.fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), with: .color(under))
                context.addFilter(.shadow(color: grey, radius: 0, x: x, y: 0, blendMode: mode, options: options))
                context.fill(Path(Rect(x: 40, y: 40, width: 20, height: 20)), with: .color(self.red))
            }
        }
        let apart = shadowed(.plusDarker, x: 30, options: .disablesGroup)
        XCTAssertLessThanOrEqual(apart.rgb(80, 50).distance(to: RGB(128, 0, 0)), 1, "apart: \(apart.rgb(80, 50))")
        XCTAssertLessThanOrEqual(shadowed(.normal, x: 30, options: .disablesGroup).rgb(80, 50).distance(to: RGB(128, 128, 128)), 1, "normal")
        let above = shadowed(.plusDarker, x: 10, options: .shadowAbove)
        XCTAssertLessThanOrEqual(above.rgb(55, 50).distance(to: RGB(128, 0, 0)), 1, "over the square: \(above.rgb(55, 50))")
        XCTAssertLessThanOrEqual(above.rgb(65, 50).distance(to: RGB(128, 128, 128)), 1, "past it: \(above.rgb(65, 50))")
        XCTAssertEqual(above.rgb(45, 50), RGB(255, 0, 0), "the square's left")
    }

    /// Black at 5 % opacity over the left half, blurred by 10: over white, a slope of some 13
    /// levels across 60 columns, the same in every row far from the top and bottom. Rounded, each
    /// level is a band some columns wide, alike down the rows; dithered, the rows of many a column
    /// differ, no band is as wide, and the mean of the slope is the same within a quarter level.
    func testADitheredBlurBreaksItsBandsAndKeepsItsMean() {
        func slope(_ options: GraphicsContext.BlurOptions) -> [[Int]] {
            let surface = picture { context, _ in
                context.addFilter(.blur(radius: 10, options: options))
                context.fill(Path(Rect(x: -100, y: -100, width: 150, height: 300)), with: .color(.black.opacity(0.05)))
            }
            return (48..<52).map { y in (20..<84).map { x in surface.rgb(x, y).g } }
        }
        func widestBand(_ row: [Int]) -> Int {
            zip(row, row.dropFirst()).reduce(into: (widest: 1, run: 1)) { bands, pair in
                bands.run = pair.0 == pair.1 ? bands.run + 1 : 1
                bands.widest = max(bands.widest, bands.run)
            }.widest
        }
        func mean(_ rows: [[Int]]) -> Double { Double(rows.joined().reduce(0, +)) / Double(rows.joined().count) }
        let rounded = slope([]), dithered = slope(.dithersResult)
        XCTAssertTrue(rounded.allSatisfy { $0 == rounded[0] }, "rounded, every row alike")
        XCTAssertGreaterThanOrEqual(widestBand(rounded[0]), 4, "rounded, bands: \(rounded[0])")
        let varied = (0..<64).filter { x in Set(dithered.map { $0[x] }).count > 1 }.count
        XCTAssertGreaterThan(varied, 16, "dithered, the rows of a column differ: \(dithered)")
        XCTAssertLessThan(dithered.map(widestBand).max()!, widestBand(rounded[0]), "dithered, narrower bands: \(dithered)")
        XCTAssertEqual(mean(dithered), mean(rounded), accuracy: 0.25, "the mean")
    }

    /// The whole canvas red, blurred by 5: at its edge the blur fades to half red over white;
    /// opaque, each pixel divided by its alpha, red.
    func testAnOpaqueBlurKeepsItsEdges() {
        func edge(_ options: GraphicsContext.BlurOptions) -> RGB {
            picture { context, _ in
                context.addFilter(.blur(radius: 5, options: options))
                context.fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), with: .color(self.red))
            }.rgb(0, 50)
        }
        XCTAssertEqual(edge([]).g, 128, accuracy: 16, "faded: \(edge([]))")
        XCTAssertLessThanOrEqual(edge(.opaque).distance(to: RGB(255, 0, 0)), 2, "opaque: \(edge(.opaque))")
    }

    /// A symbol 20 x 10 drawn centred at (50, 50), and at twice its size
    /// from (0, 80); a tag among no symbols finds nothing.
    func testASymbolIsDrawnAtItsOwnSizeWhereTheRendererPutsIt() {
        var size: CollapsibleCore.CGSize?, missing = false
        let painter = Painter()
        let live = LiveView(CollapsibleCore.Canvas { context, _ in
            guard let dot = context.resolveSymbol(id: "dot") else { return }
            size = dot.size
            missing = context.resolveSymbol(id: "none") == nil
            context.draw(dot, at: Point(x: 50, y: 50))
            context.draw(dot, in: Rect(x: 0, y: 80, width: 40, height: 20))
        } symbols: {
            CollapsibleCore.Color.red.frame(width: 20, height: 10).tag("dot")
        }, size: Size(width: 100, height: 100), measure: painter)
        let surface = Frames.render(live.displayList(scale: 1))
        XCTAssertEqual(size, Size(width: 20, height: 10))
        XCTAssertTrue(missing)
        XCTAssertEqual(surface.rgb(41, 46).g, 59, "systemRed")
        XCTAssertEqual(surface.rgb(58, 54).g, 59)
        XCTAssertEqual(surface.rgb(39, 50), Canvas.white)
        XCTAssertEqual(surface.rgb(50, 44), Canvas.white)
        XCTAssertEqual(surface.rgb(38, 98).g, 59, "twice its size")
        XCTAssertEqual(surface.rgb(41, 90), Canvas.white)
    }

    /// Paths filled one after another with the system's red are drawn in the scheme's red: iOS's
    /// (255, 59, 48) in the light scheme, (255, 69, 58) in the dark.
    func testPathsFollowTheColourScheme() throws {
        let painter = Painter()
        var live = LiveView(CollapsibleCore.Canvas { context, _ in
            context.fill(Path(Rect(x: 10, y: 10, width: 30, height: 30)), with: .color(.red))
            context.fill(Path(Rect(x: 50, y: 10, width: 30, height: 30)), with: .color(.red))
        }, size: Size(width: 100, height: 100), measure: painter)
        let surface = try ImageSurface(width: 100, height: 100)
        try painter.drawFull(live.displayList(scale: 1), on: surface)
        XCTAssertEqual([surface.rgb(25, 25), surface.rgb(65, 25)], [RGB(255, 59, 48), RGB(255, 59, 48)])
        live.colorScheme = .dark
        try painter.drawFull(live.displayList(scale: 1), on: surface)
        XCTAssertEqual([surface.rgb(25, 25), surface.rgb(65, 25)], [RGB(255, 69, 58), RGB(255, 69, 58)])
    }

    /// A canvas of sixteen squares, one of which moves: the next frame repaints around that
    /// square where it was and where it is, its neighbours left alone, and shows what a whole
    /// frame would.
    func testAPathThatMovesRepaintsAroundItAlone() throws {
        let painter = Painter()
        func list(_ shift: Double) -> DisplayList {
            LiveView(CollapsibleCore.Canvas { context, _ in
                for index in 0..<16 {
                    let x = Double(index % 4) * 25 + (index == 10 ? shift : 0), y = Double(index / 4) * 25
                    context.fill(Path(Rect(x: x, y: y, width: 6, height: 6)), with: .color(self.red))
                }
            }, size: Size(width: 100, height: 100), measure: painter).displayList(scale: 1)
        }
        let surface = try ImageSurface(width: 100, height: 100)
        try painter.draw(list(0), on: surface)
        let changed = try XCTUnwrap(try painter.draw(list(2), on: surface))
        XCTAssertEqual(Canvas.difference(surface, Frames.render(list(2))).worst, 0)
        let moved = DeviceRect(x: 50, y: 50, width: 8, height: 6), betweenNeighbours = DeviceRect(x: 37, y: 37, width: 38, height: 38)
        XCTAssertEqual(changed.intersection(moved), moved, "\(changed)")
        XCTAssertEqual(changed.intersection(betweenNeighbours), changed, "\(changed)")
        XCTAssertEqual(surface.rgb(51, 52), Canvas.white)
        XCTAssertEqual(surface.rgb(57, 52), RGB(255, 0, 0))
    }

    /// A million paths: the first of them are drawn, with one line.
    func testARendererThatDrawsAMillionPathsIsCutShortWithALine() {
        let lines = Lines()
        var items = 0
        let painter = Painter()
        let live = LiveView(CollapsibleCore.Canvas { context, _ in
            for index in 0..<1_000_000 {
                context.fill(Path(Rect(x: Double(index % 100), y: 0, width: 1, height: 1)), with: .color(CollapsibleCore.Color.red))
            }
        }, size: Size(width: 100, height: 100), measure: painter, diagnostics: lines.diagnostics)
        if case .effect(_, let inner) = live.displayList(scale: 1).items.first?.content,
           case .effect(_, let drawn) = inner.first?.content, case .paths(let run)? = drawn.first?.content {
            items = run.drawings.count
        }
        XCTAssertEqual(items, 10_000)
        XCTAssertEqual(lines.lines, ["Canvas: the renderer drew 1000000 items in one frame; the first 10000 are drawn, the other 990000 left out"])
    }
}

/// The lines a view's warnings write.
final class Lines: @unchecked Sendable {
    var lines: [String] = []
    var diagnostics: Diagnostics { Diagnostics { [self] in lines.append($0) } }
}
