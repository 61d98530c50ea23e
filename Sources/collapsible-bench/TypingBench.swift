import CollapsibleCore
import CollapsiblePainter
import Timekeeping

/// What a key typed into a text field of 10,000 characters costs, from the
/// key to its frame: the text written through the binding, the view
/// evaluated and laid out, the caret placed, the display list made and the
/// part that changed drawn; the same in a `TextEditor` of as many
/// characters in paragraphs, whose lines wrap; and what a key an input
/// method composes with costs in each, its composition drawn at the caret,
/// in the editor set with its line.
struct TypingBench {
    static let length = 10_000
    var typed = Samples()
    var editorTyped = Samples()
    var composed = Samples()
    var editorComposed = Samples()
    private var syllables = 0

    private var live: LiveView
    private var editor: LiveView
    private let painter: Painter
    private let surface: ImageSurface
    private let editorSurface: ImageSurface

    init(measure: Painter) throws(PainterError) {
        painter = measure
        let prose = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: Self.length / 45 + 1).prefix(Self.length)
        live = LiveView(LongField(text: String(prose)), size: Size(width: 600, height: 100), measure: measure)
        _ = live.moveFocus(forward: true)
        surface = try ImageSurface(width: 600, height: 100)
        _ = try painter.draw(live.displayList(scale: 1), on: surface)
        let paragraphs = prose.split(separator: ". ", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset % 8 == 7 ? $0.element + ".\n" : $0.element + ". " }.joined().prefix(Self.length)
        editor = LiveView(LongEditor(text: String(paragraphs)), size: Size(width: 600, height: 400), measure: measure)
        _ = editor.moveFocus(forward: true)
        editorSurface = try ImageSurface(width: 600, height: 400)
        _ = try painter.draw(editor.displayList(scale: 1), on: editorSurface)
    }

    /// A letter typed at the end of the text: a text no round set before,
    /// as typing makes, one character longer each round.
    mutating func measureKey() throws(PainterError) {
        typed.add(try elapsed { () throws(PainterError) in
            live.typeText("x")
            _ = try painter.draw(live.displayList(scale: 1), on: surface)
        })
        editorTyped.add(try elapsed { () throws(PainterError) in
            editor.typeText("x")
            _ = try painter.draw(editor.displayList(scale: 1), on: editorSurface)
        })
    }

    /// A key the method takes into its composition at the caret, which
    /// grows by a syllable each round, as Korean's does, up to five, and
    /// starts again.
    mutating func measureComposition() throws(PainterError) {
        syllables = syllables % 5 + 1
        let preedit = PreeditText(String(repeating: "한", count: syllables))
        composed.add(try elapsed { () throws(PainterError) in
            live.compose(preedit)
            _ = try painter.draw(live.displayList(scale: 1), on: surface)
        })
        editorComposed.add(try elapsed { () throws(PainterError) in
            editor.compose(preedit)
            _ = try painter.draw(editor.displayList(scale: 1), on: editorSurface)
        })
    }
}

/// A field with the text to type into.
private struct LongField: View {
    @State var text: String

    var body: some View {
        TextField("Text", text: $text).textFieldStyle(.roundedBorder).padding()
    }
}

/// An editor with the text to type into.
private struct LongEditor: View {
    @State var text: String

    var body: some View {
        TextEditor(text: $text).padding()
    }
}
