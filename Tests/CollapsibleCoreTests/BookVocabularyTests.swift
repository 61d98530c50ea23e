import XCTest
import CollapsibleCore

// The book's programs call the vocabulary as below, each line one of
// theirs; that this file compiles against the framework's public names is
// half the test, the values they give the other half.

private struct BookContentView: View {
    var body: some View { Text("Tap me!").background(Color(.tertiarySystemFill)) }
}

private struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        BookContentView()
    }
}

/// The knob's outline (chapters 2 and 3).
private func knob(in rect: CGRect, pointerSize: CGFloat = 0.1, pointerWidth: CGFloat = 0.1) -> Path {
    let pointerHeight = rect.height * pointerSize
    let pointerWidth = rect.width * pointerWidth
    let circleRect = rect.insetBy(dx: pointerHeight, dy: pointerHeight)
    return Path { p in
        p.addEllipse(in: circleRect)
        p.addRect(CGRect(x: rect.midX - pointerWidth/2, y: 0, width: pointerWidth, height: pointerHeight + 2))
    }
}

/// The line graph of chapter 6's exercise.
private func lineGraph(_ dataPoints: [CGFloat], in rect: CGRect) -> Path {
    Path { p in
        guard dataPoints.count > 1 else { return }
        let start = dataPoints[0]
        p.move(to: CGPoint(x: 0, y: (1-start) * rect.height))
        for (offset, point) in dataPoints.enumerated() {
            let x = rect.width * CGFloat(offset) / CGFloat(dataPoints.count - 1)
            let y = (1-point) * rect.height
            p.addLine(to: CGPoint(x: x, y: y))
        }
    }
}

/// Where the graph's dot stands at `at` of the line, as a `GeometryEffect`
/// of `size` says it.
private func positionOnShape(_ path: Path, at: CGFloat, size: CGSize) -> ProjectionTransform {
    let trimmed = path.trimmedPath(from: 0, to: at == 0 ? 0.00001 : at)
    let point = trimmed.currentPoint ?? .zero
    return ProjectionTransform(.init(translationX: point.x - size.width/2, y: point.y - size.height/2))
}

private func previews<Provider: PreviewProvider>(of provider: Provider.Type) -> Provider.Previews { provider.previews }

final class BookVocabularyTests: XCTestCase {
    func testEveryFileEndsWithAPreviewProvider() {
        XCTAssertTrue(previews(of: ContentView_Previews.self) is BookContentView)
    }

    func testTheKnob() {
        let path = knob(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        // The circle inset by the pointer's 10, and the pointer 10 wide and 12 tall.
        XCTAssertEqual(path.boundingRect, CGRect(x: 10, y: 0, width: 80, height: 90), accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint, CGPoint(x: 45, y: 0))
        let value = 1.0
        XCTAssertEqual(Angle(degrees: value * 330).radians, 5.759586531581287, accuracy: 1e-12)
    }

    func testTheGraphsDotFollowsTheLine() {
        let sampleData: [CGFloat] = [0.1, 0.7, 0.3, 0.6, 0.45, 1.1]
        let path = lineGraph(sampleData, in: CGRect(origin: .zero, size: CGSize(width: 100, height: 100)))
        let size = CGSize(width: 20, height: 20)
        // All the way: the last point, (100, -10), less half the dot.
        let end = positionOnShape(path, at: 1, size: size)
        XCTAssertEqual(end.m31, 90, accuracy: 1e-9)
        XCTAssertEqual(end.m32, -20, accuracy: 1e-9)
        // Half of 237.03 is 10.55 into the third line, from (40, 70) to (60, 40).
        let half = positionOnShape(path, at: 0.5, size: size)
        XCTAssertEqual(half.m31, 45.850964508121976 - 10, accuracy: 1e-9)
        XCTAssertEqual(half.m32, 61.223553237817036 - 10, accuracy: 1e-9)
        // At rest the dot sits a hair along the first line.
        let start = positionOnShape(path, at: 0, size: size)
        XCTAssertEqual(start.m31, 0.0007495539719274984 - 10, accuracy: 1e-9)
        XCTAssertEqual(start.m32, 89.99775133808421 - 10, accuracy: 1e-9)
        XCTAssertTrue(start.isAffine)
    }

    func testTheGridsArrow() {
        let rect = CGRect(x: 0, y: 0, width: 30, height: 20)
        let arrow = Path { p in
            let x = rect.minX + 2
            let size: CGFloat = 5
            p.move(to: CGPoint(x: x, y: rect.midY))
            p.addLine(to: CGPoint(x: x + size, y: rect.midY - size))
            p.move(to: CGPoint(x: x, y: rect.midY))
            p.addLine(to: CGPoint(x: x + size, y: rect.midY + size))
            p.move(to: CGPoint(x: x, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        }
        XCTAssertEqual(arrow.boundingRect, CGRect(x: 2, y: 5, width: 28, height: 10))
        XCTAssertEqual(arrow.currentPoint, CGPoint(x: 30, y: 10))
    }

    func testBounceAndShake() {
        let amplitude: CGFloat = 30
        func bounce(_ times: CGFloat) -> CGFloat { -abs(sin(times * .pi)) * amplitude }
        XCTAssertEqual(bounce(0.5), -30)
        XCTAssertEqual(bounce(1), 0, accuracy: 1e-12)
        func shake(_ times: CGFloat) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(
                translationX: sin(times * .pi * 2) * 10,
                y: 0
            ))
        }
        XCTAssertEqual(shake(0.25).m31, 10)
        XCTAssertTrue(shake(0.25).isAffine)
        XCTAssertEqual(max(cos(0.0), atan2(1.0, 1.0) * 4 / .pi, sqrt(4.0) / 2, pow(2.0, 0.0), floor(1.5), round(0.6)), 1)
    }

    func testTheColoursTheProgramsName() {
        let blue = Color(red: 0, green: 146/255.0, blue: 219/255.0)
        XCTAssertEqual(blue.blue, 219 / 255.0)
        let colors: [(Color, CGFloat)] = [(.init(white: 0.3), 50), (.init(white: 0.8), 30), (.init(white: 0.5), 75)]
        XCTAssertEqual(colors[1].0, Color(red: 0.8, green: 0.8, blue: 0.8))
        let hue = 0.5
        XCTAssertEqual(Color(hue: hue, saturation: 1, brightness: 1), Color(red: 0, green: 1, blue: 1))
        let row = 3
        let background = row.isMultiple(of: 2) ? Color(.secondarySystemBackground) : Color(.systemBackground)
        XCTAssertEqual(background.resolved(in: .dark), .black)
        XCTAssertEqual(Color(.tertiarySystemFill).resolved(in: .light).opacity, 0.12)
        XCTAssertEqual(Color.accentColor, .blue)
        XCTAssertEqual(Color.white.opacity(0.01).opacity, 0.01)
        XCTAssertEqual(Color.clear.opacity, 0)
    }
}
