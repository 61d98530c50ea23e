#if canImport(Glibc)
import Glibc
#endif
import CollapsibleCore
import CollapsiblePainter
import Timekeeping

/// What a `List` costs at 1920 x 1080, scale 1, against its length: lists
/// of 100 and of 100,000 rows, each a symbol and a text in a view with a
/// state. Its first frame, made from nothing and painted whole; the peak
/// memory the process grew by to make the long one; and the update after
/// one row's state changed, painted where it changed; and a frame at each notch of the wheel
/// down the long one.
struct ListBench {
    static let lengths = [100, 100_000]
    /// The first frame, and the update after one row changed, for each length.
    var first: [Samples] = lengths.map { _ in Samples() }
    var update: [Samples] = lengths.map { _ in Samples() }
    /// A frame at each notch of the wheel down the long list: the notch, the rows it brings in
    /// made and laid out, and the frame painted where it changed.
    var wheel = Samples()
    /// How many notches each round turns, a frame at each, as the wheel's pace gives them.
    static let notches = 30
    /// The peak resident memory the process grew by while the long list's first frame was made.
    private(set) var grewBy: Int?

    private let painter = Painter()
    private let surface: ImageSurface
    private var lists: [(marks: StarMarks, live: LiveView, painter: Painter)] = []
    private var round = 0, wheelRound = 0
    static let size = Size(width: 1920, height: 1080)

    init() throws(PainterError) {
        surface = try ImageSurface(width: 1920, height: 1080)
        for length in Self.lengths {
            let marks = StarMarks(), painter = Painter()
            let live = LiveView(StarredList(count: length, marks: marks), size: Self.size, measure: painter)
            try painter.drawFull(live.displayList(scale: 1), on: surface)
            lists.append((marks, live, painter))
        }
    }

    /// Each length's first frame, the long one's last so that its peak shows.
    mutating func measureFirst() throws(PainterError) {
        for (index, length) in Self.lengths.enumerated() {
            let before = Self.peakKiB()
            let time = try elapsed { () throws(PainterError) in
                let live = LiveView(StarredList(count: length, marks: StarMarks()), size: Self.size, measure: painter)
                try painter.drawFull(live.displayList(scale: 1), on: surface)
            }
            first[index].add(time)
            if let before, let after = Self.peakKiB(), length == Self.lengths.last, grewBy == nil { grewBy = after - before }
        }
    }

    /// Another row's star each round, in each list.
    mutating func measureUpdate() throws(PainterError) {
        round += 1
        for index in lists.indices {
            let row = (round * 37) % 100
            let time = try elapsed { () throws(PainterError) in
                lists[index].marks.toggle(row)
                lists[index].live.update()
                try lists[index].painter.draw(lists[index].live.displayList(scale: 1), on: surface)
            }
            update[index].add(time)
        }
    }

    /// Notches of the wheel down the long list from its top, a frame drawn for each.
    mutating func measureWheel() throws(PainterError) {
        wheelRound += 1
        let index = lists.count - 1
        var time = Double(wheelRound) * 100
        lists[index].live.scrollFocused(.top)
        lists[index].live.advance(to: time)
        try lists[index].painter.draw(lists[index].live.displayList(scale: 1), on: surface)
        for _ in 0..<Self.notches {
            time += 1.0 / 60
            wheel.add(try elapsed { () throws(PainterError) in
                lists[index].live.scrollWheel(button: 5, at: Point(x: Self.size.width / 2, y: Self.size.height / 2))
                lists[index].live.advance(to: time)
                try lists[index].painter.draw(lists[index].live.displayList(scale: 1), on: surface)
            })
        }
    }

    mutating func forgetSamples() {
        first = Self.lengths.map { _ in Samples() }
        update = Self.lengths.map { _ in Samples() }
        wheel = Samples()
    }

    /// VmHWM, the process's peak resident memory, in KiB.
    private static func peakKiB() -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(cString: line)
            if text.hasPrefix("VmHWM:") { return Int(text.dropFirst(6).filter(\.isNumber)) }
        }
        return nil
    }
}

/// Where each row's state is written from outside, as a model would.
final class StarMarks {
    private var stars: [Int: () -> Void] = [:]

    func keep(_ row: Int, _ toggle: @escaping () -> Void) { stars[row] = toggle }

    func toggle(_ row: Int) { stars[row]?() }
}

struct StarredList: View {
    let count: Int
    let marks: StarMarks

    var body: some View {
        List(0..<count) { row in
            StarredRow(row: row, marks: marks)
        }
    }
}

struct StarredRow: View {
    let row: Int
    let marks: StarMarks
    @State private var starred = false

    var body: some View {
        let _ = marks.keep(row) { starred.toggle() }
        HStack {
            Image(systemName: starred ? "star.fill" : "star")
            Text("Row \(row)")
        }
    }
}
