import XCTest
@testable import CollapsibleCore

final class PathTests: XCTestCase {
    let k = 0.5522847498307936

    /// The end point of each element; a close ends nowhere new.
    func ends(_ path: Path) -> [CGPoint] {
        path.elements.compactMap { element in
            switch element {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
            case .closeSubpath: nil
            }
        }
    }

    /// The ends of `path`'s elements, each to within rounding.
    func assertEnds(_ path: Path, _ expected: [(Double, Double)], file: StaticString = #filePath, line: UInt = #line) {
        let found = ends(path)
        XCTAssertEqual(found.count, expected.count, "\(found)", file: file, line: line)
        for (point, (x, y)) in zip(found, expected) {
            XCTAssertEqual(point, CGPoint(x: x, y: y), accuracy: 1e-9, file: file, line: line)
        }
    }

    func testLinesFromTheFirstPoint() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        XCTAssertEqual(path.elements, [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10))])
        path.addLines([])
        XCTAssertEqual(path.elements.count, 3)
    }

    func testCurrentPointIsWhereTheNextLineStarts() {
        XCTAssertNil(Path().currentPoint)
        var path = Path()
        path.move(to: CGPoint(x: 5, y: 5))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 5, y: 5))
        path.addQuadCurve(to: CGPoint(x: 9, y: 1), control: CGPoint(x: 7, y: 7))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 9, y: 1))
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, CGPoint(x: 5, y: 5))
        XCTAssertEqual(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).currentPoint, CGPoint(x: 1, y: 2))
    }

    func testBoundingRectHoldsTheCurveNotItsControlPoints() {
        XCTAssertTrue(Path().boundingRect.isNull)
        let arch = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        }
        // Highest at t = 1/2: 2 (1/2)(1/2) 10.
        XCTAssertEqual(arch.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 5))
        let hump = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        }
        // 3 t (1 - t) 10 is highest at t = 1/2.
        XCTAssertEqual(hump.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 7.5))
        XCTAssertEqual(Path(ellipseIn: CGRect(x: 2, y: 3, width: 20, height: 10)).boundingRect,
                       CGRect(x: 2, y: 3, width: 20, height: 10), accuracy: 1e-9)
        XCTAssertEqual(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).boundingRect, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    func testCircularRoundedRectStartsOnTheRightEdge() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10, style: .circular)
        XCTAssertEqual(path.elements.count, 10)
        XCTAssertEqual(path.elements[0], .move(to: CGPoint(x: 100, y: 25)))
        XCTAssertEqual(path.elements[1], .line(to: CGPoint(x: 100, y: 40)))
        guard case .curve(let end, let c1, let c2) = path.elements[2] else { return XCTFail("\(path.elements[2])") }
        XCTAssertEqual(end, CGPoint(x: 90, y: 50))
        XCTAssertEqual(c1, CGPoint(x: 100, y: 40 + 10 * k))
        XCTAssertEqual(c2, CGPoint(x: 90 + 10 * k, y: 50))
        assertEnds(path, [(100, 25), (100, 40), (90, 50), (10, 50), (0, 40), (0, 10), (10, 0), (90, 0), (100, 10)])
        XCTAssertEqual(path.elements.last, .closeSubpath)
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50), accuracy: 1e-9)
    }

    func testContinuousCornersReachFurtherAlongTheEdges() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
        XCTAssertEqual(path.elements.count, 26)
        let found = ends(path)
        XCTAssertEqual(found[1], CGPoint(x: 100, y: 50 - 15.2866483))
        // Halfway round the first corner, symmetric about its diagonal.
        XCTAssertEqual(found[4], CGPoint(x: 100 - 6.3149399, y: 50 - 0.749110))
        XCTAssertEqual(found[24], CGPoint(x: 100, y: 15.2866483))
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50), accuracy: 1e-9)
        XCTAssertEqual(Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerSize: CGSize(width: 10, height: 10)), path)
    }

    func testCornersThatDoNotFitAreHeldBack() {
        // A continuous corner of 20 would reach 30.6 along a side of 50.
        let circular = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 20)
        XCTAssertEqual(circular.elements.count, 10)
        XCTAssertEqual(circular.elements[1], .line(to: CGPoint(x: 100, y: 30)))
        // A corner past half the shorter side is half of it: a capsule.
        let capsule = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 40, style: .circular)
        XCTAssertEqual(ends(capsule)[1], CGPoint(x: 100, y: 25))
        XCTAssertEqual(ends(capsule)[2], CGPoint(x: 75, y: 50))
        XCTAssertEqual(Path(roundedRect: CGRect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 0), Path(CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertEqual(Path(roundedRect: CGRect(x: 100, y: 50, width: -100, height: -50), cornerRadius: 10, style: .circular),
                       Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10, style: .circular))
        var moved = Path()
        moved.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 50), cornerSize: CGSize(width: 10, height: 10),
                             transform: CGAffineTransform(translationX: 5, y: 6))
        XCTAssertEqual(moved, Path(roundedRect: CGRect(x: 5, y: 6, width: 100, height: 50), cornerRadius: 10))
    }

    func testArcsRunTowardsLargerAnglesUnlessClockwise() {
        let quarter = Path { p in
            p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        }
        // From the right of the centre to below it: clockwise on a screen.
        XCTAssertEqual(quarter.elements.count, 2)
        XCTAssertEqual(quarter.elements[0], .move(to: CGPoint(x: 10, y: 0)))
        guard case .curve(let end, let c1, let c2) = quarter.elements[1] else { return XCTFail("\(quarter.elements[1])") }
        XCTAssertEqual(end, CGPoint(x: 0, y: 10))
        XCTAssertEqual(c1, CGPoint(x: 10, y: 10 * k))
        XCTAssertEqual(c2, CGPoint(x: 10 * k, y: 10))

        let longWay = Path { p in
            p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        }
        assertEnds(longWay, [(10, 0), (0, -10), (-10, 0), (0, 10)])
    }

    func testAnArcJoinsTheCurrentPointAndTurnsAtMostOnce() {
        let joined = Path { p in
            p.move(to: CGPoint(x: -20, y: 0))
            p.addArc(center: .zero, radius: 10, startAngle: .degrees(180), endAngle: .zero, clockwise: false)
        }
        guard case .line = joined.elements[1] else { return XCTFail("\(joined.elements[1])") }
        assertEnds(joined, [(-20, 0), (-10, 0), (0, -10), (10, 0)])
        for end in [Angle.degrees(360), .degrees(720), .radians(1e300)] {
            let circle = Path { $0.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: end, clockwise: false) }
            XCTAssertEqual(circle.elements.count, 5, "\(end)")
            XCTAssertEqual(circle.currentPoint!, CGPoint(x: 10, y: 0))
        }
        let none = Path { $0.addArc(center: .zero, radius: 10, startAngle: .degrees(30), endAngle: .degrees(30), clockwise: true) }
        XCTAssertEqual(none.elements.count, 1)
        XCTAssertEqual(quarterBounds(), CGRect(x: 0, y: 0, width: 10, height: 10), accuracy: 1e-9)
    }

    private func quarterBounds() -> CGRect {
        Path { $0.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false) }.boundingRect
    }

    func testPointsThatAreNotFiniteAddNothing() {
        let path = Path { p in
            p.move(to: CGPoint(x: .nan, y: 0))
            p.addLine(to: CGPoint(x: 1, y: .infinity))
            p.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: -.infinity, y: 0), control2: .zero)
            p.move(to: CGPoint(x: 1, y: 1))
            p.addLine(to: CGPoint(x: 2, y: 2))
            p.addArc(center: CGPoint(x: .nan, y: 0), radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
            p.addArc(center: .zero, radius: -1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
            p.addArc(center: .zero, radius: 1, startAngle: .radians(.nan), endAngle: .degrees(90), clockwise: false)
            p.addArc(center: .zero, radius: .infinity, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        }
        XCTAssertEqual(path.elements, [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 2, y: 2))])
        XCTAssertTrue(Path(CGRect.null).isEmpty)
        XCTAssertTrue(Path(CGRect(x: 0, y: 0, width: .infinity, height: 1)).isEmpty)
        XCTAssertTrue(Path(ellipseIn: CGRect(x: 0, y: 0, width: .nan, height: 1)).isEmpty)
        XCTAssertTrue(Path(roundedRect: CGRect(x: 0, y: 0, width: 1, height: .nan), cornerRadius: 1).isEmpty)
        XCTAssertTrue(Path(CGRect(x: 0, y: 0, width: 1, height: 1)).applying(CGAffineTransform(scaleX: .nan, y: 1)).isEmpty)
    }

    func testTransformsMoveEveryPoint() {
        let rect = Path(CGRect(x: 0, y: 0, width: 2, height: 1))
        XCTAssertEqual(rect.offsetBy(dx: 5, dy: 6), Path(CGRect(x: 5, y: 6, width: 2, height: 1)))
        XCTAssertEqual(rect.applying(CGAffineTransform(scaleX: 2, y: 3)), Path(CGRect(x: 0, y: 0, width: 4, height: 3)))
        XCTAssertEqual(rect.applying(.identity), rect)
        var added = Path()
        added.addRect(CGRect(x: 0, y: 0, width: 2, height: 1), transform: CGAffineTransform(translationX: 5, y: 6))
        XCTAssertEqual(added, rect.offsetBy(dx: 5, dy: 6))
        var ellipse = Path()
        ellipse.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2), transform: CGAffineTransform(scaleX: 2, y: 1))
        XCTAssertEqual(ellipse, Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2)))
    }

    func testFillingCountsWindingAroundThePoint() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(circle.contains(CGPoint(x: 5, y: 5)))
        XCTAssertTrue(circle.contains(CGPoint(x: 9.5, y: 5)))
        XCTAssertFalse(circle.contains(CGPoint(x: 0.5, y: 0.5)))
        let open = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 10))
        }
        // An open subpath fills as if closed: the triangle below the diagonal.
        XCTAssertTrue(open.contains(CGPoint(x: 8, y: 2)))
        XCTAssertFalse(open.contains(CGPoint(x: 2, y: 8)))
    }
}
