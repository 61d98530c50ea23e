import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// While the row moves the painter repaints only around it; every frame
/// must still be the very frame a full repaint gives, and what it reports
/// as changed must hold every pixel that did change.
final class PartialRepaintTests: XCTestCase {
    func testEveryFrameOfAToggleEqualsAFullRepaint() throws {
        let cases: [(Double, Double, Int, Double)] = [
            (600, 300, 3, 1), (777, 333, 5, 1), (600, 300, 50, 1), (400, 250, 3, 2), (300, 200, 3, 1.5),
        ]
        for (width, height, items, scale) in cases {
            let frames = (Frames.toggle + Frames.toggle.reversed()).map {
                Frames.seed(width: width, height: height, items: items, progress: $0, scale: scale)
            }
            try checkEveryFrame(of: frames, name: "partial-\(Int(width))x\(Int(height))-\(items)-\(scale)x")
        }
    }

    /// Shapes that are no row of rectangles, moving and changing size under a shadow that is
    /// blurred whole, and in a translucent group: still every frame a full repaint.
    func testShapesOfEveryKindMoveAsAFullRepaintDrawsThem() throws {
        let kinds: [ShapeKind] = [.roundedRectangle(cornerRadius: 12), .circle, .capsule, .rectangle]
        let frames = (0..<24).map { step -> DisplayList in
            let t = Double(step) / 23
            var items: [DisplayItem] = []
            for (index, kind) in kinds.enumerated() {
                let frame = Rect(x: 20 + 70 * Double(index) + 40 * t, y: 40 + 10 * t * Double(index), width: 50 + 30 * t, height: 60)
                let id = ViewID.root.element(index)
                items += [DisplayItem(id: id.child(0), frame: frame, content: .shape(kind, .fill(Frames.palette[index % 3].opacity(0.8)))),
                          DisplayItem(id: id.child(1), frame: frame, content: .shape(kind, .stroke(.black, lineWidth: 3))),
                          DisplayItem(id: id.child(2), frame: frame, content: .text(StyledText("\(index)", color: .black), size: nil))]
            }
            let group = DisplayItem(id: .root.child(1), frame: Rect(x: 0, y: 0, width: 400, height: 200),
                                    content: .effect(.shadow(Shadow(color: Color.black.opacity(0.33), radius: 6, offset: Point(x: 2, y: 4))),
                                                     [DisplayItem(id: .root.child(2), frame: Rect(x: 0, y: 0, width: 400, height: 200),
                                                                  content: .effect(.opacity(0.7), items))]))
            return DisplayList(size: Size(width: 400, height: 200), scale: 1, background: .white, items: [group])
        }
        try checkEveryFrame(of: frames, name: "partial-shapes")
    }

    /// Pictures sliding and growing past still ones, a symbol, a picture
    /// scaled smoothly and a placeholder: every frame a full repaint, the
    /// pictures cairo resamples drawn whole in every box that cuts them.
    func testPicturesMoveAsAFullRepaintDrawsThem() throws {
        let photo = ImagePixelTests.png("gradient", width: 16, height: 16) { cr in
            for step in 0..<16 { ImagePixelTests.fill(cr, Double(step), 0, 1, 16, Double(step) / 16, 0.3, 1 - Double(step) / 16) }
        }
        for scale in [1.0, 1.5] {
            let frames = (0..<16).map { step -> DisplayList in
                let t = Double(step) / 15
                let pictures: [(Rect, ImagePaint)] = [
                    (Rect(x: 10 + 200 * t, y: 20, width: 40 + 30 * t, height: 40),
                     ImagePaint(source: .file(photo), isTemplate: false, color: .black, interpolation: .high)),
                    (Rect(x: 120, y: 60, width: 48, height: 48), ImagePaint(source: .symbol("star.fill"), isTemplate: true, color: .red)),
                    (Rect(x: 180, y: 110 - 40 * t, width: 24, height: 24), ImagePaint(source: nil, isTemplate: false, color: .blue)),
                    (Rect(x: 60, y: 120, width: 32, height: 32), ImagePaint(source: .file(photo), isTemplate: false, color: .black)),
                ]
                let items = pictures.enumerated().map { index, picture in
                    DisplayItem(id: ViewID.root.element(index), frame: picture.0, content: .image(picture.1))
                }
                return DisplayList(size: Size(width: 300, height: 160), scale: scale, background: .white, items: items)
            }
            try checkEveryFrame(of: frames, name: "partial-pictures-\(scale)x")
        }
    }

    /// Groups turned, clipped and blurred, each effect changing for four frames, then holding
    /// still for four while its items move, and groups in groups: every frame a full repaint, at
    /// a fractional scale too.
    func testGroupsThatTurnClipAndBlurAsAFullRepaintDrawsThem() throws {
        for scale in [1.0, 1.5] {
            try checkEveryFrame(of: groupFrames(scale: scale, shadowTurns: false), name: "partial-groups-\(scale)x")
        }
    }

    /// A bar sliding past curves that hold still, a circle, a path and a turned square: the boxes
    /// around the bar's ends take each curve they would cut whole.
    func testStillCurvesBesideAMovingBarAsAFullRepaintDrawsThem() throws {
        let wedge = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 50, y: 10))
            path.addQuadCurve(to: CGPoint(x: 10, y: 50), control: CGPoint(x: 45, y: 45))
            path.closeSubpath()
        }
        let frames = (0..<12).map { step -> DisplayList in
            let bar = Rect(x: 10 + 23.3 * Double(step), y: 40, width: 30, height: 100)
            return Canvas.list([
                Canvas.fill(Rect(x: 60, y: 60, width: 60, height: 60), Frames.palette[2], kind: .circle, id: 1),
                Canvas.fill(Rect(x: 150, y: 70, width: 50, height: 50), Frames.palette[1], kind: .path(wedge), id: 2),
                Canvas.group(.transform(Canvas.rotation(by: 0.3, about: Point(x: 260, y: 90))),
                             [Canvas.fill(Rect(x: 235, y: 65, width: 50, height: 50), Frames.palette[0], id: 3)], id: 4),
                Canvas.fill(bar, .black, id: 5),
            ], width: 320, height: 200)
        }
        try checkEveryFrame(of: frames, name: "partial-still-curves")
    }

    /// Small shapes scattered across a wide window, each moving by a fraction of a pixel a frame
    /// as a timeline moves them: curves filled in colours and a gradient, among rings, squares
    /// and labels that move too, and a still bar that some of them pass. They are repainted in
    /// boxes apart, the curves under one clip of all the boxes they reach; every frame a full
    /// repaint, at a fractional scale too.
    func testScatteredShapesMovingApartAsAFullRepaintDrawsThem() throws {
        let kinds: [ShapeKind] = [.circle, .capsule, .roundedRectangle(cornerRadius: 5), .roundedRectangle(cornerRadius: 6, style: .continuous)]
        let gradient = Paint.linearGradient(Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom)
        for scale in [1.0, 1.5] {
            let frames = (0..<10).map { step -> DisplayList in
                let t = Double(step)
                var items = [Canvas.fill(Rect(x: 0, y: 95, width: 640, height: 10), Frames.palette[1], id: 1)]
                for index in 0..<40 {
                    let i = Double(index)
                    let frame = Rect(x: (i * 37 + t * 2).truncatingRemainder(dividingBy: 620), y: (i * 53 + t * 1.25).truncatingRemainder(dividingBy: 180),
                                     width: 14 + Double(index % 3) * 4, height: 14)
                    let id = ViewID.root.child(2).element(index)
                    let content: DisplayItem.Content = switch index % 8 {
                    case 5: .shape(.circle, .stroke(.black, lineWidth: 2))
                    case 6: .shape(.rectangle, .fill(Frames.palette[2]))
                    case 7: .text(StyledText("\(index)", color: .black), size: nil)
                    case 4: .shape(.circle, .fill(gradient, FillStyle()))
                    default: .shape(kinds[index % kinds.count], .fill(Frames.palette[index % 3].opacity(index % 2 == 0 ? 1 : 0.7)))
                    }
                    items.append(DisplayItem(id: id, frame: frame, content: content))
                }
                return Canvas.list(items, width: 640, height: 200, scale: scale)
            }
            try checkEveryFrame(of: frames, name: "partial-scattered-\(scale)x")
        }
    }

    /// A card of material over a red block, and a dot moving towards it from the far side:
    /// while the dot is farther from the card than the card's blur reads, only the dot's
    /// surroundings are painted, the card left as it is; from there on every frame is painted
    /// whole. Each frame as a full repaint draws it.
    func testAMaterialIsLeftAsItIsByChangesBeyondItsReach() throws {
        let tint = CollapsibleCore.Color(red: 1, green: 1, blue: 1, opacity: 0.65)
        // The regular material's blur reads 11 pixels at a fifth of the resolution beyond the card: 55 pixels.
        let frames = (0..<8).map { step -> DisplayList in
            Canvas.list([
                Canvas.fill(Rect(x: 0, y: 0, width: 160, height: 200), Frames.palette[0], id: 1),
                DisplayItem(id: .root.child(2), frame: Rect(x: 20, y: 20, width: 100, height: 80),
                            content: .shape(.roundedRectangle(cornerRadius: 12), .fill(.material(blurRadius: 15, tint: tint), FillStyle()))),
                Canvas.fill(Rect(x: 300 - 25 * Double(step), y: 150, width: 20, height: 20), Frames.palette[1], kind: .circle, id: 3),
            ], width: 320, height: 200)
        }
        let painter = Painter(), surface = try ImageSurface(width: 320, height: 200)
        for (index, list) in frames.enumerated() {
            let changed = try painter.draw(list, on: surface)
            // The dot's box, and the one it left, start at 198 until the fifth frame, past the card's reach at 175.
            if (1...4).contains(index) {
                XCTAssertNotEqual(changed, surface.bounds, "frame \(index): the dot alone")
            } else {
                XCTAssertEqual(changed, surface.bounds, "frame \(index): whole")
            }
            let difference = Canvas.difference(surface, Frames.render(list))
            XCTAssertEqual(difference.worst, 0, "frame \(index): \(difference.count) pixels differ, the worst at \(difference.at)")
        }
    }

    /// cairo may sample an image drawn through a turn a level apart in a part of the frame: a
    /// turning group with a shadow is drawn whole, every frame.
    func testATurningGroupWithAShadowIsDrawnWhole() throws {
        let frames = groupFrames(scale: 1, shadowTurns: true), painter = Painter()
        let surface = try ImageSurface(width: 420, height: 240)
        for (index, list) in frames.enumerated() {
            XCTAssertEqual(try painter.draw(list, on: surface), surface.bounds, "frame \(index)")
            let difference = Canvas.difference(surface, Frames.render(list))
            XCTAssertEqual(difference.worst, 0, "frame \(index): \(difference.count) pixels differ, the worst at \(difference.at)")
        }
    }

    /// A turning group, a clipped one, a blurred one and a moved one holding a blur, a clip and
    /// a shadow; `shadowTurns` puts a shadow in the turning group, else an opacity.
    private func groupFrames(scale: Double, shadowTurns: Bool) -> [DisplayList] {
        let lens = Path { path in
            path.move(to: CGPoint(x: 0, y: 20))
            path.addQuadCurve(to: CGPoint(x: 60, y: 20), control: CGPoint(x: 30, y: -10))
            path.addCurve(to: CGPoint(x: 0, y: 20), control1: CGPoint(x: 40, y: 50), control2: CGPoint(x: 20, y: 50))
            path.closeSubpath()
        }
        func item(_ id: Int, _ frame: Rect, _ content: DisplayItem.Content) -> DisplayItem {
            DisplayItem(id: .root.child(id), frame: frame, content: content)
        }
        func group(_ id: Int, _ effect: Effect, _ items: [DisplayItem]) -> DisplayItem {
            item(id, Rect(x: 0, y: 0, width: 420, height: 240), .effect(effect, items))
        }
        return (0..<16).map { step -> DisplayList in
            let t = Double(step) / 15, e = step / 4 % 2 == 0 ? t : Double(step / 4 * 4) / 15
            let card = Rect(x: 50 + 12 * t, y: 50, width: 60, height: 36), lensFrame = Rect(x: 30, y: 120 + 9 * t, width: 60, height: 50)
            let cardItems = [item(3, card, .shape(.rectangle, .fill(Frames.palette[0]))),
                             item(4, card, .shape(.rectangle, .stroke(.black, lineWidth: 3))),
                             item(5, card, .text(StyledText("0", font: .body, color: .black), size: nil))]
            let shadow = Shadow(color: Color.black.opacity(0.33), radius: 4, offset: Point(x: 1, y: 2))
            let turned = group(1, .transform(Canvas.rotation(by: 0.5 * e, about: Point(x: 80, y: 80))), [
                group(2, shadowTurns ? .shadow(shadow) : .opacity(0.8), cardItems),
                item(6, lensFrame, .shape(.path(lens), .stroke(.blue, lineWidth: 2.5))),
            ])
            let clipped = group(10, .clip(.roundedRectangle(cornerRadius: 12), frame: Rect(x: 150 + 40 * e, y: 30, width: 80, height: 60)), [
                item(11, Rect(x: 140 + 30 * t, y: 20, width: 100, height: 40), .shape(.rectangle, .fill(Frames.palette[1]))),
                item(12, Rect(x: 160, y: 40 + 20 * t, width: 50, height: 50), .shape(.circle, .fill(Frames.palette[2]))),
            ])
            let blurred = group(20, .blur(radius: 2 + 3 * e), [
                item(21, Rect(x: 280 + 20 * t, y: 40, width: 40, height: 40), .shape(.rectangle, .fill(Frames.palette[2]))),
                item(22, Rect(x: 280, y: 90 - 10 * t, width: 60, height: 30), .text(StyledText("1", font: .body, color: .black), size: nil)),
            ])
            let nested = group(30, .transform(CGAffineTransform(translationX: -10.3 * e, y: 5.6 * e)), [
                group(31, .blur(radius: 2), [
                    group(32, .clip(.circle, frame: Rect(x: 250 + 15 * e, y: 130, width: 60, height: 60)), [
                        item(33, Rect(x: 240 + 30 * t, y: 140, width: 70, height: 40), .shape(.rectangle, .fill(Frames.palette[0]))),
                    ]),
                ]),
                group(34, .shadow(shadow), [item(35, Rect(x: 340, y: 150 + 10 * t, width: 40, height: 30), .shape(.capsule, .fill(.white)))]),
            ])
            return DisplayList(size: Size(width: 420, height: 240), scale: scale, background: .white, items: [turned, clipped, blurred, nested])
        }
    }

    /// Rows scrolled by the wheel down and back up, a line and a page by the keys, under a
    /// header and over a scroll view's background, at scale 1 and 2: each frame moves the
    /// pixels the viewport had and paints the rest, and is the very frame a full repaint gives.
    func testAScrolledListEqualsAFullRepaint() throws {
        for scale in [1.0, 2.0] {
            try checkEveryFrame(of: ScrolledRows.frames(scale: scale), name: "partial-scrolled-\(scale)x")
        }
    }

    /// A notch of the wheel moves the viewport's pixels up by as much and paints the strip that
    /// comes into sight, and the rows around the scroll bar that moved, a part of the viewport.
    func testANotchOfTheWheelPaintsOnlyWhatTheMovedPixelsCannotGive() throws {
        let painter = Painter(), frames = ScrolledRows.frames(scale: 1)
        let area = DeviceRect(x: 0, y: 0, width: 320, height: 240)
        let old = DeviceList(painter.prepare(frames[1]), area: area), new = DeviceList(painter.prepare(frames[2]), area: area)
        let scrolled = try XCTUnwrap(new.scrolled(since: old), "a notch of the wheel is a scroll")
        XCTAssertEqual(scrolled.dx, 0)
        XCTAssertLessThan(scrolled.dy, 0, "the content moves up")
        XCTAssertEqual(scrolled.viewport.height, 160)
        let painted = scrolled.boxes.reduce(0) { $0 + $1.width * $1.height }
        XCTAssertLessThan(painted, scrolled.viewport.width * scrolled.viewport.height * 2 / 3,
                          "painted \(scrolled.boxes) of the viewport \(scrolled.viewport)")
        XCTAssertNil(old.scrolled(since: old), "the same frame is no scroll")
    }

    private func checkEveryFrame(of frames: [DisplayList], name: String) throws {
        let painter = Painter(), reference = Painter()
        let size = Painter.deviceSize(of: frames[0])
        let surface = try ImageSurface(width: size.width, height: size.height)
        let full = try ImageSurface(width: size.width, height: size.height)
        XCTAssertEqual(try painter.draw(frames[0], on: surface), surface.bounds, "the first frame is drawn whole")
        XCTAssertNil(try painter.draw(frames[0], on: surface), "the same frame again changes nothing")
        for (index, list) in frames.enumerated() {
            let before = pixels(of: surface)
            let changed = try painter.draw(list, on: surface)
            if let changed, index > 0 {
                XCTAssertLessThan(changed.height, size.height, "\(name) frame \(index): only the items' surroundings change")
            }
            try reference.drawFull(list, on: full)
            compare(surface, full, name: "\(name)-frame\(index)")
            let after = pixels(of: surface)
            if let outside = firstChange(before, after, width: size.width, outside: changed) {
                XCTFail("\(name) frame \(index): pixel \(outside) changed outside the reported \(changed.map { "\($0)" } ?? "nothing")")
            }
        }
    }

    func testAChangeOfSizeScaleOrColourRepaintsEverything() throws {
        let painter = Painter(), layout = Frames.layout(width: 600, height: 300, items: 3, progress: 0)
        let surface = try ImageSurface(width: 600, height: 300), size = Size(width: 600, height: 300)
        try painter.draw(Frames.list(layout, size: size), on: surface)
        let recoloured = Frames.list(layout, size: size, palette: [.red, .green, .purple])
        XCTAssertEqual(try painter.draw(recoloured, on: surface), surface.bounds)
        let shadowless = Frames.list(layout, size: size, shadow: false, palette: [.red, .green, .purple])
        XCTAssertEqual(try painter.draw(shadowless, on: surface), surface.bounds)
        XCTAssertEqual(try painter.draw(Frames.list(layout, scale: 2, size: size), on: surface), surface.bounds)
        // Another surface has never shown anything.
        let other = try ImageSurface(width: 600, height: 300)
        XCTAssertEqual(try painter.draw(shadowless, on: other), other.bounds)
    }

    private func pixels(of surface: ImageSurface) -> [UInt32] {
        var values: [UInt32] = []
        values.reserveCapacity(surface.width * surface.height)
        let data = surface.data
        for y in 0..<surface.height {
            let row = UnsafeRawPointer(data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
            values.append(contentsOf: UnsafeBufferPointer(start: row, count: surface.width).map { $0 & 0xFF_FFFF })
        }
        return values
    }

    private func firstChange(_ before: [UInt32], _ after: [UInt32], width: Int, outside rect: DeviceRect?) -> (Int, Int)? {
        for index in before.indices where before[index] != after[index] {
            let x = index % width, y = index / width
            guard let rect, x >= rect.x, x < rect.maxX, y >= rect.y, y < rect.maxY else { return (x, y) }
        }
        return nil
    }

    private func compare(_ actual: ImageSurface, _ expected: ImageSurface, name: String) {
        if pixels(of: actual) == pixels(of: expected) { return }
        var worst = 0, at = (0, 0), count = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let difference = actual.rgb(x, y).distance(to: expected.rgb(x, y))
                if difference > 0 { count += 1 }
                if difference > worst { worst = difference; at = (x, y) }
            }
        }
        XCTAssertEqual(worst, 0, "\(name): \(count) pixels differ from a full repaint, by up to \(worst) "
                                 + "at \(at); " + Artifacts.save([(name, actual), (name + "-full", expected)]))
    }
}

/// A header over a scroll view of rows, each a symbol, a text, a circle and every third a
/// rounded background, on a scroll view's background of one colour.
private struct ScrolledRows: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Header").frame(height: 40)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<200, id: \.self) { row in
                        HStack {
                            Image(systemName: "star.fill")
                            Text("Row \(row)")
                            Spacer()
                            Circle().fill(Color.blue).frame(width: 14, height: 14)
                        }
                        .padding(.horizontal, 12)
                        .frame(height: 30)
                        .background(RoundedRectangle(cornerRadius: 8).fill(row % 3 == 0 ? Color.orange.opacity(0.4) : .clear))
                    }
                }
            }
            .frame(height: 160)
            .background(Color.yellow.opacity(0.3))
            Text("Footer").frame(height: 40)
        }
    }

    /// Its frames: at the top, then the wheel's notches down and up, and the keys' moves.
    static func frames(scale: Double) -> [DisplayList] {
        var live = LiveView(ScrolledRows(), size: Size(width: 320, height: 240), measure: Painter())
        live.displayScale = scale
        var frames = [live.displayList(scale: scale)], time = 0.0
        func next(_ move: (inout LiveView) -> Void) {
            move(&live)
            time += 1.0 / 60
            live.advance(to: time)
            frames.append(live.displayList(scale: scale))
        }
        for button in [5, 5, 5, 5, 4, 5] { next { $0.scrollWheel(button: button, at: Point(x: 160, y: 120)) } }
        for move in [ScrollMove.lineDown, .pageDown, .lineUp, .pageUp] { next { $0.scrollFocused(move) } }
        return frames
    }
}
