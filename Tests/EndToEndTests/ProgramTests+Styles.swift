import XCTest

/// `Examples/Programs/styles.swift`, a program on `import SwiftUI` that
/// paints with gradients, dashes and the even-odd rule, drawn by its
/// `--render`.
extension ProgramTests {
    func testTheStylesProgramDrawsItsGradientsDashesAndHole() throws {
        let picture = try render("styles", 480, 640)
        // The rows are 400 points wide, centred: three cells of 122.67 points, 16 apart.
        let (first, last) = (40...162, 318...439)
        // The card runs from indigo at its top left to teal at its bottom right.
        let indigo = try XCTUnwrap(picture.box(of: 0x5856D6, tolerance: 16), "the card's indigo corner")
        let teal = try XCTUnwrap(picture.box(of: 0x30B0C7, tolerance: 16), "the card's teal corner")
        XCTAssertLessThan(indigo.x.upperBound, teal.x.lowerBound, "indigo left of teal")
        XCTAssertLessThan(indigo.y.lowerBound, teal.y.upperBound)
        // The sun is yellow inside its start radius of 5 points; past it green falls 55 levels to
        // orange's by 32.5 points, 2 a point, so 4 levels off yellow is 7 points out: 14 across.
        let core = try XCTUnwrap(picture.box(of: 0xFFCC00, tolerance: 4, columns: first), "the sun's yellow core")
        XCTAssertEqual(Double(core.x.count), 14, accuracy: 1.5, "\(core)")
        XCTAssertEqual(Double(core.y.count), 14, accuracy: 1.5, "\(core)")
        // The dashed rectangle's top edge: dashes of 12 points and gaps of 6.
        let frame = try XCTUnwrap(picture.box(of: 0x007AFF, tolerance: 8, columns: first), "the dashed rectangle")
        let top = frame.y.lowerBound + 1
        var runs: [(blue: Bool, length: Int)] = []
        for x in (frame.x.lowerBound + 20)...(frame.x.upperBound - 20) {
            let blue = Colors.isClose(picture[x, top], 0x007AFF, tolerance: 8)
            if runs.last?.blue == blue { runs[runs.count - 1].length += 1 } else { runs.append((blue, 1)) }
        }
        let inside = runs.dropFirst().dropLast()
        XCTAssertFalse(inside.isEmpty)
        for run in inside {
            XCTAssertEqual(Double(run.length), run.blue ? 12 : 6, accuracy: 1.5, "\(runs)")
        }
        // The star's middle is the even-odd rule's hole.
        let star = try XCTUnwrap(picture.box(of: Colors.orange, tolerance: 4, columns: last), "the orange star")
        assertColor(picture, (star.x.lowerBound + star.x.upperBound) / 2, (star.y.lowerBound + star.y.upperBound) / 2 + 4,
                    Colors.white, "the star's hole")
        assertColor(picture, (star.x.lowerBound + star.x.upperBound) / 2, star.y.lowerBound + 12, Colors.orange, "the star's top point")
    }
}
