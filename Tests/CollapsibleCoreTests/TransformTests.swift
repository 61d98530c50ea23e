import XCTest
@testable import CollapsibleCore

final class TransformTests: XCTestCase {
    func testRotationTurnsPositiveXTowardsPositiveY() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1))
        XCTAssertEqual(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0))
        XCTAssertEqual(CGPoint(x: 2, y: 0).applying(CGAffineTransform(rotationAngle: .pi)), CGPoint(x: -2, y: 0))
    }

    func testTheAddedStepActsBeforeTheTransform() {
        // Scale, then move: (1, 1) doubles to (2, 2), then moves by (10, 0).
        let moveThenScale = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(moveThenScale), CGPoint(x: 12, y: 2))
        // Move by (1, 0), then double: (0, 0) goes to (2, 0).
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)
        XCTAssertEqual(CGPoint(x: 0, y: 0).applying(scaleThenMove), CGPoint(x: 2, y: 0))
        // A quarter turn, then a move by (10, 0).
        let turned = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(turned), CGPoint(x: 10, y: 1))
        XCTAssertEqual(CGAffineTransform.identity.translatedBy(x: 3, y: 4), CGAffineTransform(translationX: 3, y: 4))
    }

    func testInversionUndoesOrLeavesASingularTransform() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        XCTAssertEqual(t.inverted(), CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        let skew = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let point = CGPoint(x: 7, y: -3)
        XCTAssertEqual(point.applying(skew).applying(skew.inverted()), point)
        let flat = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(flat.inverted(), flat)
    }

    func testSizesIgnoreTranslationAndRectsTakeTheirCornersBounds() {
        let t = CGAffineTransform(a: 2, b: 0, c: 1, d: 1, tx: 100, ty: 100)
        XCTAssertEqual(CGSize(width: 3, height: 4).applying(t), CGSize(width: 10, height: 4))
        // (0, 0), (2, 0), (0, 1), (2, 1) turn to (0, 0), (0, 2), (-1, 0), (-1, 2).
        let turned = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(turned, CGRect(x: -1, y: 0, width: 1, height: 2), accuracy: 1e-12)
        XCTAssertEqual(CGRect(x: 1, y: 1, width: 2, height: 3).applying(CGAffineTransform(scaleX: -1, y: 2)),
                       CGRect(x: -3, y: 2, width: 2, height: 6))
        XCTAssertTrue(CGRect.null.applying(t).isNull)
    }

    func testProjectionTransformFromAnAffineOne() {
        XCTAssertTrue(ProjectionTransform().isIdentity)
        XCTAssertTrue(ProjectionTransform(.identity).isIdentity)
        let moved = ProjectionTransform(CGAffineTransform(translationX: 3, y: 4))
        XCTAssertFalse(moved.isIdentity)
        XCTAssertTrue(moved.isAffine)
        XCTAssertEqual([moved.m31, moved.m32, moved.m33], [3, 4, 1])
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(moved), CGPoint(x: 4, y: 5))
        // Doubled first, then moved.
        let both = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)).concatenating(moved)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(both), CGPoint(x: 5, y: 6))
        XCTAssertEqual(both, ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 3, y: 4))))
    }

    func testAProjectionDividesByItsThirdColumn() {
        var p = ProjectionTransform()
        p.m13 = 0.5
        XCTAssertFalse(p.isAffine)
        // w = 0.5 x + 1 = 1.5 at (1, 1).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(p), CGPoint(x: 1 / 1.5, y: 1 / 1.5))
        var q = p
        q.m21 = 2
        q.m32 = 1
        // w = 0.5 x + 1 = 2 at (2, 3); x = (x + 2 y) / w, y = (y + 1) / w.
        XCTAssertEqual(CGPoint(x: 2, y: 3).applying(q), CGPoint(x: 4, y: 2))
        XCTAssertEqual(CGPoint(x: 4, y: 2).applying(q.inverted()), CGPoint(x: 2, y: 3))
        var flat = ProjectionTransform()
        flat.m22 = 0
        XCTAssertFalse(flat.invert())
        XCTAssertEqual(flat.inverted(), flat)
    }
}
