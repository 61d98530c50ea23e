import XCTest
@testable import CollapsibleCore

/// `Text` and `Font` as SwiftUI spells them: what reaches the painter.
final class TextTests: XCTestCase {
    /// The texts of `view` laid out in a 400 x 200 window.
    private func texts<V: View>(_ view: V) -> [StyledText] {
        func texts(_ items: [DisplayItem]) -> [StyledText] {
            items.flatMap { item -> [StyledText] in
                switch item.content {
                case .text(let text, _): [text]
                case .effect(_, let inner): texts(inner)
                case .shape, .image, .paths: []
                }
            }
        }
        return texts(LiveView(view, size: Size(width: 400, height: 200)).displayList(scale: 1).items)
    }

    /// iOS's text styles at the default Dynamic Type size.
    func testTheTextStylesHaveIOSsSizesAndWeights() {
        let styles: [(Font, Double)] = [(.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
                                        (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11)]
        XCTAssertEqual(styles.map(\.0.size), styles.map(\.1))
        XCTAssertEqual(Font.headline.weight, .semibold)
        XCTAssertEqual(styles.filter { $0.0.weight != .regular }.map(\.0), [.headline])
        XCTAssertEqual(Font.system(.body, design: .serif).design, .serif)
        let heavy = Font.system(size: 40, weight: .heavy, design: .monospaced)
        XCTAssertEqual(heavy.size, 40)
        XCTAssertEqual(heavy.weight, .heavy)
        XCTAssertEqual(heavy.design, .monospaced)
        XCTAssertEqual(Font.system(size: 40).weight(.heavy), .system(size: 40, weight: .heavy))
        XCTAssertEqual(Font.body.bold().weight, .bold)
        XCTAssertTrue(Font.body.italic().isItalic)
        XCTAssertTrue(Font.body.monospacedDigit().hasMonospacedDigits)
        XCTAssertEqual(Font.custom("Noto Serif", size: 20).family, "Noto Serif")
        XCTAssertNil(Font.title.family, "the system font")
    }

    /// A text is the body font in the primary colour unless told otherwise;
    /// joined texts keep each part's own, and a modifier on the whole
    /// reaches every part that has none of its own.
    func testJoinedTextsKeepEachPartsFontAndColour() throws {
        let plain = try XCTUnwrap(texts(HStack { Text("plain") }).first)
        XCTAssertEqual(plain.runs, [StyledText.Run("plain", font: .body, color: Color.primary.resolved(in: .light))])
        let joined = (Text("Mostly ").foregroundColor(.red) + Text("Sunny").font(.title)).font(.caption).foregroundColor(.blue).italic()
        let runs = try XCTUnwrap(texts(HStack { joined }).first).runs
        XCTAssertEqual(runs.map(\.string), ["Mostly ", "Sunny"])
        XCTAssertEqual(runs.map(\.font), [Font.caption.italic(), Font.title.italic()])
        XCTAssertEqual(runs.map(\.color), [Color.red, .blue].map { $0.resolved(in: .light) })
        let weights = try XCTUnwrap(texts(HStack { Text("a").fontWeight(.light).bold() + Text("b").fontWeight(.heavy) }).first).runs
        XCTAssertEqual(weights.map(\.font.weight), [.bold, .heavy], "said later, said last")
    }

    /// `foregroundStyle` on a text is a text still (iOS 17), so parts in
    /// their own styles join with `+`; a level is made in the foreground
    /// around the text, and a part with no style of its own takes that.
    func testAForegroundStyleOnATextKeepsItATextThatJoins() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let joined: Text = Text("a").foregroundStyle(.red)
            + Text("b").foregroundStyle(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
            + Text("c").foregroundStyle(.secondary) + Text("d")
        let runs = try XCTUnwrap(texts(HStack { joined }.foregroundStyle(.green)).first).runs
        let expected: [Paint] = [.color(.red), .linearGradient(gradient, startPoint: .leading, endPoint: .trailing),
                                 .color(Color.green.opacity(0.5)), .color(.green)]
        XCTAssertEqual(runs.map(\.paint), expected.map { $0.resolved(in: .light) })
    }

    /// A text whose style changes is set again in the new one.
    func testATextWhoseStyleChangesIsSetInTheNewStyle() throws {
        struct Toggled: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Text("styled").foregroundStyle(on ? Color.blue : Color.red)
                    Text("go").onTapGesture { on.toggle() }
                }
            }
        }
        var live = LiveView(Toggled(), size: Size(width: 400, height: 200))
        func paint() -> Paint? {
            live.displayList(scale: 1).items.lazy.compactMap { item -> Paint? in
                guard case .text(let text, _) = item.content, text.string == "styled" else { return nil }
                return text.runs.first?.paint
            }.first
        }
        XCTAssertEqual(paint(), Paint.color(.red).resolved(in: .light))
        live.tap("go")
        XCTAssertEqual(paint(), Paint.color(.blue).resolved(in: .light))
    }

    /// `font`, `lineLimit`, `multilineTextAlignment` and `truncationMode`
    /// on a view reach every text inside it; the innermost wins.
    func testTheEnvironmentReachesEveryTextInside() {
        let view = VStack {
            Text("outer")
            HStack { Text("inner") }.font(.headline).lineLimit(0).multilineTextAlignment(.trailing)
            Text("own").font(.footnote)
        }
        .font(.title).lineLimit(3).multilineTextAlignment(.center).truncationMode(.middle)
        let set = texts(view)
        XCTAssertEqual(set.map { $0.runs[0].font }, [.title, .headline, .footnote])
        XCTAssertEqual(set.map(\.lineLimit), [3, 1, 3], "a limit below one is one line")
        XCTAssertEqual(set.map(\.alignment), [.center, .trailing, .center])
        XCTAssertEqual(set.map(\.truncationMode), [.middle, .middle, .middle])
        XCTAssertEqual(texts(HStack { Text("none") }).map(\.lineLimit), [nil])
    }

    /// A fixed-size view is offered nothing, and takes its ideal size.
    func testAFixedSizeViewTakesItsIdealSize() {
        let ideal = FixedMeasure().size(of: StyledText("Hello world"), width: nil, height: nil)
        let squeezed = LiveView(Text("Hello world").frame(width: 20), size: Size(width: 400, height: 200)).displayList(scale: 1)
        XCTAssertEqual(squeezed.items.first?.frame.width, 20)
        let fixed = LiveView(Text("Hello world").fixedSize().frame(width: 20), size: Size(width: 400, height: 200)).displayList(scale: 1)
        // Centred in its frame, past both its sides, its edges on the pixels nearest them.
        XCTAssertEqual(fixed.items.first?.frame.minX, pixel(200 - ideal.width / 2))
        XCTAssertEqual(fixed.items.first?.frame.maxX, pixel(200 + ideal.width / 2))
        let vertical = LiveView(Rectangle().fixedSize(horizontal: false, vertical: true).frame(width: 30, height: 50),
                                size: Size(width: 400, height: 200)).displayList(scale: 1)
        XCTAssertEqual(vertical.items.first?.frame.size, Size(width: 30, height: 10), "a shape's ideal height is 10")
    }

    /// A text's lines are set in the size layout chose for it, also while
    /// its frame moves there, and where its frame is drawn on whole pixels:
    /// a line that fits is never broken for the pixel its frame lost.
    func testATextIsSetInTheSizeLayoutChose() throws {
        let list = LiveView(Text("Hello").padding(3), size: Size(width: 400, height: 200)).displayList(scale: 1)
        let item = try XCTUnwrap(list.items.first)
        let size = FixedMeasure().size(of: StyledText("Hello"), width: nil, height: nil)
        XCTAssertEqual(item.content, .text(StyledText("Hello", color: Color.primary.resolved(in: .light)), size: size))
        XCTAssertEqual(item.frame, onPixels(Rect(x: 200 - size.width / 2, y: 100 - size.height / 2, width: size.width, height: size.height)))
    }
}
