import CollapsibleCore
import CollapsiblePainter
import Timekeeping
import VirtualDesktop

/// What setting text with Pango costs the program: its start, a paragraph
/// and a window full of labels, each set anew and drawn from its layout.
struct TextBench {
    /// The process's first text, before any other of the benchmark: a
    /// label of digits, as the exercise's (fontconfig's configuration and
    /// first match, cairo's font), then a word, which loads Pango (its
    /// libraries, its font map, fontconfig's match through it, the first
    /// layout), and how many libraries that maps.
    let firstDigits: Double
    let firstWord: Double
    let librariesLoaded: Int
    var paragraphSet = Samples(), paragraphDrawn = Samples()
    var gridSet = Samples(), gridLaidOut = Samples(), gridDrawn = Samples()

    private let painter = Painter()
    private let paragraph = String(repeating: "The page this exercise comes from is written in Chinese. ", count: 36).prefix(1994)
    private let surface: ImageSurface
    private var round = 0

    init() throws(PainterError) {
        let starting = Painter(), before = Self.libraries()
        firstDigits = elapsed { _ = starting.size(of: StyledText("0"), width: nil, height: nil) }
        firstWord = elapsed { _ = starting.size(of: StyledText("Hello"), width: nil, height: nil) }
        librariesLoaded = Self.libraries().subtracting(before).count
        surface = try ImageSurface(width: 600, height: 1300)
    }

    /// A paragraph of 2,000 characters wrapped at 300 points, another each
    /// round so that Pango sets it anew, then drawn from its layout in a
    /// frame one pixel further along, as a frame that moves it draws it.
    mutating func measureParagraph() throws(PainterError) {
        round += 1
        let text = StyledText(paragraph + " \(100_000 + round)")
        var size = Size(width: 0, height: 0)
        paragraphSet.add(elapsed { size = painter.size(of: text, width: 300, height: nil) })
        let list = DisplayList(size: Size(width: 600, height: 1300), scale: 1, background: .white, items: [
            DisplayItem(id: .root, frame: Rect(x: Double(round % 100), y: 10, width: size.width, height: size.height),
                        content: .text(text, size: size)),
        ])
        paragraphDrawn.add(try elapsed { () throws(PainterError) in try painter.drawFull(list, on: surface) })
    }

    /// A window of 100 labels, numbers no round has shown before, so that
    /// each is set anew; laid out again, with the layouts set; drawn whole.
    mutating func measureGrid() throws(PainterError) {
        round += 1
        let grid = LabelGrid(first: 100 * round)
        var live: LiveView?
        gridSet.add(elapsed { live = LiveView(grid, size: Size(width: 600, height: 300), measure: painter) })
        gridLaidOut.add(elapsed { live = LiveView(grid, size: Size(width: 600, height: 300), measure: painter) })
        guard let list = live?.displayList(scale: 1) else { return }
        gridDrawn.add(try elapsed { () throws(PainterError) in try painter.drawFull(list, on: surface) })
    }
}

extension TextBench {
    /// The shared libraries mapped into this process.
    static func libraries() -> Set<Substring> {
        let maps = readTextFile("/proc/self/maps") ?? ""
        return Set(maps.split(separator: "\n").compactMap { line in line.split(separator: " ").last.flatMap { $0.contains(".so") ? $0 : nil } })
    }
}

/// Ten rows of ten numbers.
struct LabelGrid: View {
    var first: Int

    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<10) { row in
                HStack(spacing: 4) {
                    ForEach(0..<10) { column in Text("\(first + 10 * row + column)") }
                }
            }
        }
    }
}
