import XCTest
@testable import CollapsibleCore

final class PathTrimmingTests: XCTestCase {
    /// The line graph's shape: along x by 10, then down by 10.
    let corner = Path { p in
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 10))
    }

    func testLengthsOfLinesAndCurves() {
        XCTAssertEqual(corner.length, 20)
        XCTAssertEqual(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).length, 40)
        let arch = Path { p in
            p.move(to: .zero)
            p.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        }
        // The integral of the speed, worked out numerically beforehand.
        XCTAssertEqual(arch.length, 14.789428575445974, accuracy: 1e-6)
        let quarter = Path { $0.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false) }
        XCTAssertEqual(quarter.length, 15.710166980738556, accuracy: 1e-6)
        XCTAssertEqual(Path { $0.move(to: CGPoint(x: 3, y: 3)) }.length, 0)
    }

    func testTrimmingLinesCutsThemByLength() {
        let half = corner.trimmedPath(from: 0, to: 0.5)
        XCTAssertEqual(half.elements, [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
        XCTAssertEqual(corner.trimmedPath(from: 0.25, to: 0.75).elements,
                       [.move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5))])
        XCTAssertEqual(corner.trimmedPath(from: 0.5, to: 1).elements, [.move(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10))])
        // The graph's own call: a sliver at the start still has a current point.
        XCTAssertEqual(corner.trimmedPath(from: 0, to: 0.00001).currentPoint!, CGPoint(x: 0.0002, y: 0), accuracy: 1e-12)
        XCTAssertEqual(corner.trimmedPath(from: -1, to: 2), corner)
        XCTAssertEqual(corner.trimmedPath(from: 0, to: 1), corner)
    }

    func testNothingIsLeftUnlessToIsPastFrom() {
        for (from, to) in [(0.8, 0.2), (0.5, 0.5), (0, 0), (Double.nan, 1), (0, .nan), (1.5, 2), (-1, -0.5)] {
            let trimmed = corner.trimmedPath(from: from, to: to)
            XCTAssertTrue(trimmed.isEmpty, "\(from) to \(to)")
            XCTAssertNil(trimmed.currentPoint)
        }
        XCTAssertTrue(Path().trimmedPath(from: 0, to: 0.5).isEmpty)
        XCTAssertTrue(Path { $0.move(to: .zero) }.trimmedPath(from: 0, to: 0.5).isEmpty)
        // Lengths past what a double holds have no fractions to cut at.
        let vast = Path { p in
            p.move(to: CGPoint(x: -1e308, y: 0))
            p.addLine(to: CGPoint(x: 1e308, y: 0))
        }
        XCTAssertTrue(vast.trimmedPath(from: 0, to: 0.5).isEmpty)
    }

    func testACloseStaysOneOnlyWhenItsSubpathIsWhole() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        // 39.6 of 40: the closing line stops 0.4 short of the start.
        let open = square.trimmedPath(from: 0, to: 0.99)
        XCTAssertEqual(open.elements.dropLast(),
                       [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 0, y: 10))])
        guard case .line(let end) = open.elements.last else { return XCTFail("\(open.elements)") }
        XCTAssertEqual(end, CGPoint(x: 0, y: 0.4), accuracy: 1e-12)
        XCTAssertEqual(square.trimmedPath(from: 0.1, to: 1).elements,
                       [.move(to: CGPoint(x: 4, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
                        .line(to: CGPoint(x: 0, y: 10)), .line(to: .zero)])
        let two = Path { p in
            p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            p.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        }
        XCTAssertEqual(two.trimmedPath(from: 0, to: 0.75).elements,
                       [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
                        .line(to: CGPoint(x: 0, y: 10)), .closeSubpath,
                        .move(to: CGPoint(x: 20, y: 0)), .line(to: CGPoint(x: 30, y: 0)), .line(to: CGPoint(x: 30, y: 10))])
    }

    func testCurvesAreCutWhereTheLengthFalls() {
        let quarter = Path { $0.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false) }
        // The quarter is symmetric about its diagonal: half its length is at t = 1/2.
        let half = quarter.trimmedPath(from: 0, to: 0.5)
        XCTAssertEqual(half.elements.count, 2)
        guard case .curve = half.elements[1] else { return XCTFail("\(half.elements[1])") }
        XCTAssertEqual(half.currentPoint!, CGPoint(x: 7.0710678118654755, y: 7.0710678118654755), accuracy: 1e-6)
        XCTAssertEqual(half.length, quarter.length / 2, accuracy: 1e-6)
        // A quarter of a circle's length is its first quarter arc.
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(circle.trimmedPath(from: 0, to: 0.25).currentPoint!, CGPoint(x: 10, y: 20), accuracy: 1e-9)
        XCTAssertEqual(circle.trimmedPath(from: 0.25, to: 0.5).elements.count, 2)
        XCTAssertEqual(circle.trimmedPath(from: 0.25, to: 0.5).currentPoint!, CGPoint(x: 0, y: 10), accuracy: 1e-9)
    }
}
