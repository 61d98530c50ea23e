import XCTest
@testable import CollapsibleCore

/// `ColorPicker`: a button named by its label that holds the colour's hex
/// code, drawn as iOS's well, which opens the grid of colours and the
/// opacity slider; a swatch chosen by the pointer and by the arrows.
final class ColorPickerTests: XCTestCase {
    private struct Ink: View {
        @State var color = Color(red: 0, green: 0, blue: 0, opacity: 0.5)
        var supportsOpacity = true
        var body: some View {
            VStack {
                ColorPicker("Ink", selection: $color, supportsOpacity: supportsOpacity)
                Text("\(ColorPalette.hex(color)) \(Int(color.opacity * 100))")
            }
        }
    }

    private let window = Size(width: 360, height: 600)

    private func open(_ live: inout LiveView) throws -> [AccessibilityElement] {
        let well = try XCTUnwrap(live.allElements.first { $0.role == .button && $0.label == "Ink" })
        live.click(Point(x: well.frame.maxX - 14, y: well.frame.midY))
        live.settle()
        XCTAssertTrue(live.presentsLayer)
        return live.allElements.filter { $0.role == .button && $0.label.hasPrefix("#") }
    }

    func testTheWellIsAButtonThatHoldsTheColourAndOpensTheGrid() throws {
        var live = LiveView(Ink(), size: window)
        let well = try XCTUnwrap(live.allElements.first { $0.role == .button })
        XCTAssertEqual(well.label, "Ink")
        XCTAssertEqual(well.children.map(\.label), ["#000000"])
        let swatches = try open(&live)
        XCTAssertEqual(swatches.count, 120, "ten rows of twelve")
        XCTAssertEqual(swatches[0].label, "#FFFFFF", "the grays go from white")
        XCTAssertEqual(swatches[11].label, "#000000", "to black")
        XCTAssertEqual(swatches[0].frame.width, swatches[0].frame.height, "square")
        live.click(Point(x: swatches[66].frame.midX, y: swatches[66].frame.midY))
        XCTAssertTrue(live.drawnTexts.contains("\(swatches[66].label) 50"), "chosen, its opacity kept: \(live.drawnTexts)")
    }

    func testTheArrowsMoveTheChoiceInTheGrid() throws {
        var live = LiveView(Ink(), size: window)
        let swatches = try open(&live)
        // In the popover, the grid first, then the slider.
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertTrue(live.keyPressed(KeyPress(phase: .down, key: .leftArrow, characters: "", modifiers: [])))
        XCTAssertTrue(live.drawnTexts.contains("\(swatches[10].label) 50"), "from black, the gray before it")
        XCTAssertTrue(live.keyPressed(KeyPress(phase: .down, key: .downArrow, characters: "", modifiers: [])))
        XCTAssertTrue(live.drawnTexts.contains("\(swatches[22].label) 50"))
        live.click(Point(x: swatches[40].frame.midX, y: swatches[40].frame.midY))
        XCTAssertTrue(live.keyPressed(KeyPress(phase: .down, key: .rightArrow, characters: "", modifiers: [])))
        XCTAssertTrue(live.drawnTexts.contains("\(swatches[41].label) 50"), "on from the swatch clicked")
    }

    func testTheOpacitySliderShowsOnlyWhereOpacityIsSupported() throws {
        var live = LiveView(Ink(), size: window)
        _ = try open(&live)
        let slider = try XCTUnwrap(live.allElements.first { $0.role == .slider })
        XCTAssertTrue(live.setValue(1, of: slider.id))
        XCTAssertTrue(live.drawnTexts.contains("#000000 100"))
        var opaque = LiveView(Ink(supportsOpacity: false), size: window)
        let swatches = try open(&opaque)
        XCTAssertNil(opaque.allElements.first { $0.role == .slider })
        opaque.click(Point(x: swatches[70].frame.midX, y: swatches[70].frame.midY))
        XCTAssertTrue(opaque.drawnTexts.contains("\(swatches[70].label) 100"), "without opacity, a swatch is opaque")
    }
}
