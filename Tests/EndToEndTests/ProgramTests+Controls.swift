import CXTest
import Foundation
import XCTest

/// The programs of chapters 2 and 3: a knob turned by a binding, which
/// sliders drive, and the environment that carries its pointer's size and
/// its colour down to it. The knob is a `KnobShape` in 100 x 100: a circle
/// inset by the pointer's length, 10 by default, so 80 across, and the
/// pointer, 10 wide, from the frame's top to 2 inside the circle, turned by
/// `value * 330` degrees about the centre. Its column, x = 150 in a window
/// 300 wide, runs through the circle's centre.
extension ProgramTests {
    /// The knob's centre in knob at 300 x 300: the stack of the knob, 100,
    /// two rows as high as a slider's thumb, 28, and the button's frame, 30,
    /// 8 apart, is 210 tall, from y = 45; the knob's middle is 50 below.
    static let knobCentre = 95
    /// In colorknob at 300 x 401: the knob, three rows of 28 and the
    /// toggle's switch, 31, 8 apart: 247, from y = 77.
    static let colorKnobCentre = 127

    /// knob at 300 x 300, value 0.5: the pointer points 165 degrees
    /// clockwise from straight up, its ink between the circle, radius 40,
    /// and the frame's edge, 50 from the centre. A tap on the knob turns it
    /// to 0 inside withAnimation's default.
    func testTheKnobsPointerIsTurnedBy165DegreesForHalfItsValue() throws {
        let image = try render("knob", 300, 300)
        let knob = try XCTUnwrap(image.knob(), "no knob in column 150")
        XCTAssertEqual(knob.radius, 40, accuracy: 0.6, "the circle, inset by the pointer's 10")
        XCTAssertEqual(knob.centre.y, Double(Self.knobCentre), accuracy: 0.6, "the knob's centre")
        let pointer = try XCTUnwrap(image.pointerAngle(around: knob), "no pointer outside the circle")
        XCTAssertEqual(pointer, 165, accuracy: 1, "the pointer's angle")
        // Straight down, 15 degrees on, lies clear of its 10 points of width.
        assertColor(image, 150, Self.knobCentre + 45, Colors.white, "straight below the knob, beside the pointer")

        // The Value slider, on the row below, 8 under the knob and 28 high:
        // from after its label to the window's edge, the accent colour up
        // to a white thumb half way along its travel, systemFill over white
        // after it.
        let rowY = Self.knobCentre + 50 + 8 + 14
        let start = try XCTUnwrap(image.row(rowY).pixels.firstIndex { Colors.isClose($0, Colors.blue, tolerance: 8) }, "no accent track")
        let thumb = try XCTUnwrap(image.thumbCentre(y: rowY), "no thumb")
        XCTAssertEqual(thumb, (Double(start) + 300) / 2, accuracy: 1, "the thumb's centre for 0.5")
        assertColor(image, Int(thumb), rowY, Colors.white, "the thumb")
        assertColor(image, 290, rowY, Colors.over(0x787880, opacity: 0.2), "the track after the thumb")
        assertColor(image, 290, rowY - 4, Colors.white, "above the track's 4 points")

        // The tap, the first control: 0.5 is not under a half, so the knob
        // turns to 0; half way in time, ease-in-out gives half way, 0.25.
        for (progress, angle) in [(0.5, 82.5), (1, 0)] {
            let turned = try render("knob", 300, 300, progress: progress)
            let measured = try XCTUnwrap(turned.pointerAngle(around: knob), "no pointer at \(progress) of the way")
            XCTAssertTrue(Image.points(measured, at: angle), "the pointer at \(measured) degrees at \(progress) of the way, not \(angle)")
        }
    }

    /// knob in a window: a drag of the first slider's thumb to the track's
    /// end turns the pointer to 330 degrees; the press gave that slider the
    /// focus, and Home and the right arrow set it to a tenth, 33 degrees.
    func testADragAndTheArrowKeysOnTheSliderTurnTheKnob() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try session("knob", 300, 300, on: server)
        // The knob as first shown, its pointer clear of its column: where
        // the pointer is measured from as it turns.
        let knob = try XCTUnwrap(waitFor(within: 5) { session.stillImage()?.knob() }, "no knob in the window")
        XCTAssertNotNil(session.knobPointer(around: knob, near: 165), "the knob never showed its pointer at 165 degrees")
        // The first row: below the knob and 8, 28 high; the slider fills
        // the row from after "Value" and 8 to the window's edge, its thumb
        // centred at the middle of its travel for 0.5.
        let rowY = Self.knobCentre + 50 + 8 + 14
        let image = try XCTUnwrap(session.stillImage(), "no picture of the window")
        let thumb = try XCTUnwrap(image.thumbCentre(y: rowY), "no slider's thumb on row \(rowY)")
        session.x.movePointer(to: Int(thumb), rowY, in: session.window)
        session.x.button(1, pressed: true)
        for x in stride(from: Int(thumb) + 20, through: 340, by: 20) {
            session.x.movePointer(to: x, rowY, in: session.window)
        }
        session.x.button(1, pressed: false)
        XCTAssertNotNil(session.knobPointer(around: knob, near: 330), "a drag past the track's end did not turn the knob to 330 degrees")

        // The press gave the slider the keyboard's focus, as a click gives it in GTK.
        session.x.type(XK_Home, in: session.window)
        XCTAssertNotNil(session.knobPointer(around: knob, near: 0), "Home did not turn the knob to 0")
        session.x.type(XK_Right, in: session.window)
        XCTAssertNotNil(session.knobPointer(around: knob, near: 33), "the right arrow did not turn the knob by a tenth of 330 degrees")
    }

    /// colorknob at 300 x 401: the pointer's length comes down the
    /// environment from the second slider's state. Tab twice reaches that
    /// slider, the knob's tap being no control the keyboard focuses, and
    /// End sets it to 0.4: the circle is inset by 40, radius 10, and 30
    /// above the centre is white where the circle of 80 was black, the
    /// light scheme's colour.
    func testColorKnobTakesItsPointersLengthFromTheEnvironment() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try session("colorknob", 300, 401, on: server)
        let centre = Self.colorKnobCentre
        func shows(_ above: UInt32, _ what: String) {
            let shown = waitFor(within: 5) { () -> Bool? in
                guard let image = session.x.image(of: session.window, y: 0, width: 300, height: 401) else { return nil }
                return Colors.isClose(image[150, centre - 30], above, tolerance: 3)
                    && Colors.isClose(image[150, centre], Colors.black, tolerance: 3) ? true : nil
            }
            XCTAssertNotNil(shown, what)
        }
        shows(Colors.black, "the knob's circle of 80 never showed, black")
        session.x.type(XK_Tab, in: session.window)
        session.x.type(XK_Tab, in: session.window)
        session.x.type(XK_End, in: session.window)
        shows(Colors.white, "the pointer's length of 0.4 did not reach the knob: its circle is not 20 across")
    }

    /// colorknob drawn dark: `@Environment(\.colorScheme)` reads the host's
    /// scheme, and the knob with no colour of its own is white on the black
    /// background.
    func testColorKnobIsWhiteInTheDarkScheme() throws {
        let image = try render("colorknob", 300, 401, appearance: "dark")
        let centre = Self.colorKnobCentre
        assertColor(image, 150, centre, Colors.white, "the knob, white in the dark scheme")
        assertColor(image, 150, centre - 30, Colors.white, "the knob's circle of 80")
        assertColor(image, 40, centre, Colors.black, "the background beside it")
        assertColor(try render("colorknob", 300, 401), 150, centre, Colors.black, "the knob, black in the light scheme")
    }

    /// colorknob: the colour is nil in the environment, and the knob the
    /// scheme's, until the toggle is turned off; then it is the hue the
    /// third slider sets, 0, in full: red.
    func testColorKnobTakesItsColourFromTheEnvironmentOnceTheToggleIsOff() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try session("colorknob", 300, 401, on: server)
        func knobColour(_ expected: UInt32) -> UInt32? {
            waitFor(within: 5) { () -> UInt32? in
                guard let image = session.x.image(of: session.window, y: 0, width: 300, height: 401),
                      Colors.isClose(image[150, Self.colorKnobCentre], expected, tolerance: 3) else { return nil }
                return image[150, Self.colorKnobCentre]
            }
        }
        XCTAssertNotNil(knobColour(Colors.black), "the knob is not black with no colour of its own")
        // The three sliders, then the toggle.
        for _ in 0..<4 { session.x.type(XK_Tab, in: session.window) }
        session.x.type(XK_space, in: session.window)
        XCTAssertNotNil(knobColour(0xFF0000), "the knob did not take the red of hue 0 from the environment")
    }
}

extension Image {
    /// The centre of the slider's white thumb on row `y`: the first white
    /// run along the track, which starts in the accent colour.
    func thumbCentre(y: Int) -> Double? {
        let pixels = row(y).pixels
        guard let start = pixels.firstIndex(where: { Colors.isClose($0, Colors.blue, tolerance: 8) }) else { return nil }
        guard let first = pixels[start...].firstIndex(where: { Colors.isClose($0, Colors.white, tolerance: 3) }) else { return nil }
        let end = pixels[first...].firstIndex { !Colors.isClose($0, Colors.white, tolerance: 3) } ?? pixels.endIndex
        guard end - first >= 20 else { return nil }
        return Double(first + end) / 2
    }
}
