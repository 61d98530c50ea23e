import CollapsibleCore
import CollapsibleExercise
import CollapsiblePainter
import ExampleViews
#if canImport(Glibc)
import Glibc
import Timekeeping
#endif

// `collapsible-bench toggles` measures the running program instead
// (ToggleCommand.swift), `collapsible-bench memory` its peak memory
// (MemoryCommand.swift), `collapsible-bench programs` a folder's programs
// (ProgramsCommand.swift), `collapsible-bench looping` a repeating
// animation's CPU (LoopingCommand.swift), `collapsible-bench playground`
// live editing (PlaygroundBench.swift).
switch CommandLine.arguments.dropFirst().first {
case "toggles": exit(runToggleBench(Array(CommandLine.arguments.dropFirst(2))))
case "memory": exit(runMemoryBench(Array(CommandLine.arguments.dropFirst(2))))
case "programs": exit(runProgramsBench(Array(CommandLine.arguments.dropFirst(2))))
case "imports": exit(runImportsBench(Array(CommandLine.arguments.dropFirst(2))))
case "looping": exit(runLoopingBench(Array(CommandLine.arguments.dropFirst(2))))
case "playground": exit(runPlaygroundBench(Array(CommandLine.arguments.dropFirst(2))))
default: break
}

// What a frame costs: a full frame and an animation frame, in milliseconds
// and as a share of a frame at 120 Hz, the fastest common refresh rate.

let usage = """
    usage: collapsible-bench [--rounds N] [--processor-time] [--only WIDTHxHEIGHT/ITEMS | transition | tree | material | effects | flow | scroll | typing | list | navigation | drag]
      --rounds N    samples of each figure (N >= 10, default 200)
      --processor-time
                    time each round by the CPU time of the thread, not the
                    wall clock: for a machine that other work shares
      --only CASE   measure one case, e.g. 1920x1080/50, the blurred
                    transition, transition, the tree of 10,000 cells, tree,
                    a material over a busy background, material, the
                    timeline and canvas, effects, 1,000 tags in a flow
                    layout and in a stack, flow, 100,000 rows in a lazy
                    stack that scrolls, scroll, a key typed into a field
                    of 10,000 characters, typing, lists of 100 and
                    100,000 rows, list, a push and a pop between lists of
                    1,000 rows, navigation, or a drag at 1,000 moves a
                    second in frames of 120 Hz, drag, for a profiler
    """
var rounds = 200
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--rounds", let value = arguments.popFirst().flatMap({ Int($0) }), value >= 10 {
        rounds = value
    } else if argument == "--only", let value = arguments.popFirst() {
        only = value
    } else if argument == "--processor-time" {
        Stopwatch.countsProcessorTime = true
    } else {
        print(argument == "--help" ? usage : "collapsible-bench: bad argument '\(argument)'\n\(usage)")
        exit(argument == "--help" ? 0 : 2)
    }
}

/// Keeps the optimiser from dropping work whose result nobody reads.
nonisolated(unsafe) var sink = 0

/// One surface size with one item count, and its figures.
final class Case {
    let width: Int
    let height: Int
    let itemCount: Int
    let view: Exercise
    /// A toggle animation each way, frame by frame at 60 fps, settled
    /// frames included: expanding, then collapsing.
    let animations: [[DisplayList]]

    /// The window's pixels that the view draws, as the program holds them.
    let box: DeviceRect
    let fullSurface: ImageSurface
    let animationSurface: ImageSurface
    /// As many bytes as the whole window, written by `memset` alone.
    private let plainBytes: UnsafeMutableRawBufferPointer
    /// A painter keeps the frame it drew last, so each surface has its own, as the window's buffer has.
    let fullPainter = Painter()
    let animationPainter = Painter()

    var full = Samples(), animation = Samples(), core = Samples(), update = Samples(), memset = Samples()
    private var fullFrame = 0
    private var nextAnimation = 0

    init(width: Int, height: Int, itemCount: Int) throws(PainterError) {
        self.width = width
        self.height = height
        self.itemCount = itemCount
        let palette = Color.exercisePalette
        view = Exercise(colors: (0..<itemCount).map { palette[$0 % palette.count] })
        var live = LiveView(view, size: Size(width: Double(width), height: Double(height)), measure: animationPainter)
        var animations: [[DisplayList]] = []
        var time = 0.0
        for _ in 0..<2 {
            live.press(live.frontmostTapTarget!)
            var frames: [DisplayList] = []
            repeat {
                live.advance(to: time)
                frames.append(live.displayList(scale: 1))
                time += 1.0 / 60
            } while live.isAnimating
            animations.append(frames)
        }
        self.animations = animations
        let painter = animationPainter
        box = animations.joined().reduce(DeviceRect(x: 0, y: 0, width: 0, height: 0)) { $0.union(painter.prepare($1).bounds) }
        fullSurface = try ImageSurface(width: box.width, height: box.height)
        animationSurface = try ImageSurface(width: box.width, height: box.height)
        plainBytes = .allocate(byteCount: 4 * width * height, alignment: 64)
        try animationPainter.drawFull(animations[1].last!, on: animationSurface, at: (box.x, box.y))
    }

    deinit { plainBytes.deallocate() }

    /// Every byte of the whole window written once by the C library, from
    /// memory as cold as a full frame finds its own: what no frame that
    /// holds every pixel of the window can beat on this machine.
    func measureMemset() {
        let value = Int32(fullFrame & 0xFF)
        memset.add(elapsed {
            _ = Glibc.memset(plainBytes.baseAddress!, value, plainBytes.count)
            sink &+= Int(plainBytes[plainBytes.count - 1])
        })
    }

    /// One frame from nothing, each time another frame of the animations:
    /// the pixels the view draws, which is what showing the window and a
    /// resize cost the program.
    func measureFull() throws(PainterError) {
        let frames = animations.joined()
        let list = frames[frames.index(frames.startIndex, offsetBy: fullFrame % frames.count)]
        fullFrame += 1
        full.add(try elapsed { () throws(PainterError) in try fullPainter.drawFull(list, on: fullSurface, at: (box.x, box.y)) })
    }

    /// The average frame of one whole toggle animation, as the program draws it.
    func measureAnimation() throws(PainterError) {
        let frames = animations[nextAnimation]
        nextAnimation = 1 - nextAnimation
        let total = try elapsed { () throws(PainterError) in
            for list in frames {
                if let changed = try animationPainter.draw(list, on: animationSurface, at: (box.x, box.y)) { sink &+= changed.width }
            }
        }
        animation.add(total / Double(frames.count))
    }

    /// The motion and the display list, per frame of a toggle animation.
    func measureCore() {
        var live = LiveView(view, size: Size(width: Double(width), height: Double(height)), measure: animationPainter)
        let target = live.frontmostTapTarget!
        live.press(target)
        var frames = 0
        let total = elapsed {
            var time = 0.0
            repeat {
                live.advance(to: time)
                sink &+= live.displayList(scale: 1).items.count
                frames += 1
                time += 1.0 / 60
            } while live.isAnimating
        }
        core.add(total / Double(frames))
    }

    /// A change of state: the tree evaluated again and laid out, the
    /// motion set on its way, no frame drawn.
    func measureUpdate() {
        var live = LiveView(view, size: Size(width: Double(width), height: Double(height)), measure: animationPainter)
        let target = live.frontmostTapTarget!
        update.add(elapsed { live.press(target) })
    }
}

let sizes = [(600, 300), (1920, 1080), (3840, 2160)]
var cases: [Case] = []
// Before any other text: the first layout is taken only once.
var text: TextBench
var images: ImageBench
var blur: BlurBench?
var materials: MaterialBench?
var updates: UpdateBench?
var effects: EffectsBench?
var flows: FlowBench?
var scrolling: ScrollBench?
var scrollPeak: Double?
var typing: TypingBench?
var lists: ListBench?
var navigation: NavigationBench?
var drags: DragBench?
do {
    text = try TextBench()
    // Then the first picture, a symbol, which finds Pango loaded, as in a
    // program that shows a text before its first symbol.
    images = try ImageBench()
    if only == nil || only == "tree" { updates = UpdateBench(measure: Painter()) }
    if only == nil || only == "flow" { flows = FlowBench(measure: Painter()) }
    if only == nil || only == "typing" { typing = try TypingBench(measure: Painter()) }
    if only == nil || only == "drag" { drags = try DragBench(measure: Painter()) }
    for (width, height) in sizes {
        for itemCount in [3, 50] where only == nil || only == "\(width)x\(height)/\(itemCount)" {
            cases.append(try Case(width: width, height: height, itemCount: itemCount))
        }
    }
    if only == nil || only == "transition" { blur = try BlurBench() }
    if only == nil || only == "material" { materials = try MaterialBench() }
    if only == nil || only == "effects" { effects = try EffectsBench() }
    if only == nil || only == "scroll" {
        // The peak first, while no other bench's caches fill the heap.
        scrollPeak = try ScrollBench.peakAboveEmptyWindow()
        scrolling = try ScrollBench()
    }
    if only == nil || only == "list" { lists = try ListBench() }
    if only == nil || only == "navigation" { navigation = try NavigationBench() }
} catch {
    print("collapsible-bench: \(error)")
    exit(1)
}
if cases.isEmpty && blur == nil && updates == nil && materials == nil && effects == nil && flows == nil && scrolling == nil && typing == nil && lists == nil
    && navigation == nil && drags == nil {
    print("collapsible-bench: no case is called '\(only ?? "")'\n\(usage)")
    exit(2)
}

// A few untimed rounds load fonts and fill caches, as the program's first frames do.
do {
    for round in 0..<(rounds + 3) {
        for benchCase in cases {
            try benchCase.measureFull()
            benchCase.measureMemset()
            try benchCase.measureAnimation()
            benchCase.measureCore()
            benchCase.measureUpdate()
            if round < 3 {
                benchCase.full = Samples(); benchCase.animation = Samples(); benchCase.core = Samples()
                benchCase.update = Samples(); benchCase.memset = Samples()
            }
        }
    }
    // The text's rounds come after the cases': a window of labels set by
    // Pango leaves the caches cold for whatever is measured next, which no
    // frame or change of the program meets.
    for round in 0..<(rounds + 3) {
        try text.measureParagraph()
        try text.measureGrid()
        if round < 3 {
            (text.paragraphSet, text.paragraphDrawn) = (Samples(), Samples())
            (text.gridSet, text.gridLaidOut, text.gridDrawn) = (Samples(), Samples(), Samples())
        }
    }
    for round in 0..<(rounds + 3) {
        try images.measureLater()
        if round < 3 { (images.laterFound, images.laterDrawn, images.drawnAgain) = (Samples(), Samples(), Samples()) }
    }
    try measure(&blur, rounds: rounds)
    try measure(&materials, rounds: rounds)
    try measure(&effects, rounds: rounds)
    try measure(&scrolling, rounds: rounds)
    try measure(&navigation, rounds: rounds)
    // The whole tree's rounds come before the update's: a tree of 10,000
    // cells made anew leaves the caches cold for the update measured next,
    // which no change of a program meets.
    for round in 0..<(rounds + 3) where updates != nil {
        updates?.measureFull()
        if round < 3 { updates?.full = Samples() }
    }
    for round in 0..<(rounds + 3) where updates != nil {
        updates?.measureWholeAccessibility()
        if round < 3 { updates?.wholeAccessibility = Samples() }
    }
    for round in 0..<(rounds + 3) where updates != nil {
        updates?.measureUpdate()
        if round < 3 {
            updates?.update = Samples()
            updates?.accessibility = Samples()
        }
    }
    for round in 0..<(rounds + 3) where flows != nil {
        flows?.measureUpdate()
        if round < 3 {
            flows?.flow = Samples()
            flows?.stack = Samples()
        }
    }
    for round in 0..<(rounds + 3) where typing != nil {
        try typing?.measureKey()
        try typing?.measureComposition()
        if round < 3 {
            typing?.typed = Samples()
            typing?.editorTyped = Samples()
            typing?.composed = Samples()
            typing?.editorComposed = Samples()
        }
    }
    for round in 0..<(rounds + 3) where drags != nil {
        try drags?.measureFrame()
        if round < 3 { drags?.forgetSamples() }
    }
    // A first frame of 100,000 rows takes long: fewer rounds of it.
    for round in 0..<(min(rounds, 10) + 3) where lists != nil {
        try lists?.measureFirst()
        if round < 3 { lists?.forgetSamples() }
    }
    let firsts = lists?.first
    for round in 0..<(rounds + 3) where lists != nil {
        try lists?.measureUpdate()
        if round < 3 { lists?.forgetSamples() }
    }
    let updated = lists?.update
    for round in 0..<(rounds + 3) where lists != nil {
        try lists?.measureWheel()
        if round < 3 { lists?.forgetSamples() }
    }
    if let firsts, let updated {
        lists?.first = firsts
        lists?.update = updated
    }
} catch {
    print("collapsible-bench: \(error)")
    exit(1)
}

/// The first "model name" of /proc/cpuinfo, or nil.
func cpuModel() -> String? {
    guard let text = firstLine(of: "/proc/cpuinfo", startingWith: "model name"), let colon = text.firstIndex(of: ":") else { return nil }
    return String(text[text.index(after: colon)...]).trimmingCharacters(in: " \t\n")
}

/// The first line of the file at `path` that starts with `prefix`, or nil.
func firstLine(of path: String, startingWith prefix: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(line) }
    while getline(&line, &capacity, file) > 0, let line {
        let text = String(cString: line)
        if text.hasPrefix(prefix) { return text }
    }
    return nil
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each the first time only.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

func fixed(_ value: Double, _ digits: Int) -> String {
    if digits == 0 { return String(Int(value.rounded())) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        text += String(repeating: "0", count: max(digits - decimals, 0))
    }
    return text
}

func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(width - text.count, 0))
}

let processors = sysconf(Int32(_SC_NPROCESSORS_ONLN))
print("collapsible-bench: \(rounds) rounds on \(processors) processors (\(cpuModel() ?? "unknown CPU")), release build")
/// A frame at 120 Hz, in nanoseconds.
let budget = 1e9 / 120
print("median / 99th percentile in ms; (%) is the median's share of a 120 Hz frame, 8.33 ms")
print("full: every pixel the view draws, as the program holds them (the band and its shadow's reach, "
      + cases.map { "\($0.box.width)x\($0.box.height) at \($0.width)x\($0.height)" }.uniqued().joined(separator: ", ")
      + "); memset: every byte of the whole window\n")
print(padded("size", 11) + padded("items", 7) + padded("full ms", 24) + padded("animation ms/frame", 24) + padded("core ns/frame", 16)
      + padded("update µs", 16) + "memset of the window, ms")
for benchCase in cases {
    func cell(_ samples: Samples) -> String {
        "\(fixed(samples.median / 1e6, 3)) / \(fixed(samples.p99 / 1e6, 3)) (\(fixed(100 * samples.median / budget, 1)) %)"
    }
    print(padded("\(benchCase.width)x\(benchCase.height)", 11) + padded("\(benchCase.itemCount)", 7)
          + padded(cell(benchCase.full), 24) + padded(cell(benchCase.animation), 24)
          + padded("\(fixed(benchCase.core.median, 0)) / \(fixed(benchCase.core.p99, 0))", 16)
          + padded("\(fixed(benchCase.update.median / 1e3, 1)) / \(fixed(benchCase.update.p99 / 1e3, 1))", 16) + cell(benchCase.memset))
}

func milliseconds(_ samples: Samples) -> String { "\(fixed(samples.median / 1e6, 3)) / \(fixed(samples.p99 / 1e6, 3))" }
print("\ntext set by Pango, median / 99th percentile in ms:")
print("  the process's first text, a label of digits set by cairo (fontconfig's configuration and first match): \(fixed(text.firstDigits / 1e6, 3))")
print("  then its first word, set by Pango (\(text.librariesLoaded) libraries loaded, Pango's font map and match, the first layout): "
      + fixed(text.firstWord / 1e6, 3))
print("  a paragraph of 2,000 characters wrapped at 300 points: set \(milliseconds(text.paragraphSet)), drawn from its layout \(milliseconds(text.paragraphDrawn))")
print("  100 labels in a 600x300 window: each set and laid out \(milliseconds(text.gridSet)), laid out again \(milliseconds(text.gridLaidOut)), "
      + "drawn \(milliseconds(text.gridDrawn))")

print("\nImage(systemName:), a 32-point symbol drawn from the icon theme in a 64x64 window, in ms:")
print("  the process's first, found (the theme's index read, the icon found, librsvg loaded, \(images.librariesLoaded) libraries, "
      + "the icon parsed): \(fixed(images.firstFound / 1e6, 3)), then drawn: \(fixed(images.firstDrawn / 1e6, 3))")
print("  a later one, another symbol, median / 99th percentile: found \(milliseconds(images.laterFound)), drawn \(milliseconds(images.laterDrawn)), "
      + "drawn again \(milliseconds(images.drawnAgain))")

if let blur {
    print("\na blur, each frame drawn whole in a 480x640 window, median / 99th percentile in ms:")
    print("  transition, a 100 x 100 square coming in through a blur of radius 50 and a fade over 1 s, its \(blur.motionFrames) frames, "
          + "each round the next: \(milliseconds(blur.motion))")
    for frame in blur.frames { print("  \(frame.name): \(milliseconds(frame.samples))") }
}
if let materials {
    print("\na material, a card of 600 x 400 points over 400 coloured shapes, each frame drawn whole in a 1920x1080 window, "
          + "median / 99th percentile in ms:")
    print("  in the regular material: \(milliseconds(materials.material)); over a background that changes every frame: "
          + "\(milliseconds(materials.changing)); in a plain colour instead: \(milliseconds(materials.plain))")
}
if let updates {
    func micro(_ samples: Samples) -> String { "\(fixed(samples.median / 1e3, 1)) / \(fixed(samples.p99 / 1e3, 1))" }
    print("\nan update against the size of the tree: \(CellTable.count * CellTable.count) cells in \(CellTable.count) rows, "
          + "each row a view with a state, each cell an element assistive tools read")
    print("  the whole tree evaluated, laid out, presented, walked and made an AT-SPI tree: \(milliseconds(updates.full)) ms")
    print("  a write that marks one cell, and its update: \(micro(updates.update)) µs")
    print("    of which the walk and the AT-SPI tree followed where it changed: \(micro(updates.accessibility)) µs; "
          + "walked, made and compared whole, as before: \(micro(updates.wholeAccessibility)) µs")
}
if let effects {
    print("\na timeline and a canvas at 1920x1080, a frame each round, median / 99th percentile in ms:")
    print("  a timeline of every frame, 200 circles moved by its time, made again and painted where they moved: "
          + "\(milliseconds(effects.timeline)) (\(fixed(100 * effects.timeline.median / budget, 1)) % of a 120 Hz frame), "
          + "of which made again, laid out and a display list made: \(milliseconds(effects.timelineMade))")
    print("  the same timeline paused: \(effects.pausedAsks ? "asks for frames" : "asks for no frame"), "
          + "made again \(effects.pausedEvaluations) times in \(rounds) frames")
    print("  a canvas of 10,000 small paths, drawn again and painted whole: \(milliseconds(effects.canvas)), "
          + "of which recorded and made a display list: \(milliseconds(effects.canvasMade))")
}
if let flows {
    func micro(_ samples: Samples) -> String { "\(fixed(samples.median / 1e3, 1)) / \(fixed(samples.p99 / 1e3, 1))" }
    print("\n\(FlowBench.count) tags, each a text in a view with a state, one tag's text changed and the update, median / 99th percentile in µs:")
    print("  in a flow layout written with the Layout protocol: \(micro(flows.flow))")
    print("  in an HStack: \(micro(flows.stack))")
}
if let scrolling, let scrollPeak {
    print("\na LazyVStack of rows, each a symbol and a text in a view with a state, in a ScrollView at \(ScrollBench.width)x\(ScrollBench.height), "
          + "median / 99th percentile in ms:")
    print("  the first frame, the window made and drawn whole: at \(ScrollBench.few) rows \(milliseconds(scrolling.firstFew)), "
          + "at \(ScrollBench.rows) rows \(milliseconds(scrolling.firstMany))")
    print("  the heap's peak above an empty window, \(ScrollBench.rows) rows made, drawn and scrolled to the end: \(fixed(scrollPeak, 1)) MiB")
    print("  a frame at each notch of the wheel: \(milliseconds(scrolling.wheelFrame)), "
          + "\(fixed(scrolling.madePerNotch, 1)) rows made a notch")
    print("  End, the jump to the last row, and its frame: \(milliseconds(scrolling.jumpFrame)), \(scrolling.madeAtJump) rows made, "
          + "the last row shown at the first frame: \(scrolling.jumpShownAtOnce ? "yes" : "no")")
    print("  a row's state changed by a click, and the update: at \(ScrollBench.few) rows \(milliseconds(scrolling.changeFew)), "
          + "at \(ScrollBench.rows) rows \(milliseconds(scrolling.changeMany))")
    print("a LazyVGrid of cells, each a symbol over a text, in adaptive columns of at least 160, in the same ScrollView:")
    print("  the first frame: at \(ScrollBench.few) cells \(milliseconds(scrolling.gridFirstFew)), "
          + "at \(ScrollBench.rows) cells \(milliseconds(scrolling.gridFirstMany)), \(scrolling.firstCells) cells made for it")
    print("  a frame at each notch of the wheel: \(milliseconds(scrolling.gridWheelFrame)), "
          + "\(fixed(scrolling.cellsPerNotch, 1)) cells made a notch")
}
if let typing {
    print("\nA key typed into a text field of \(TypingBench.length) characters, to its frame drawn, median / 99th percentile in ms:")
    print("  \(fixed(typing.typed.median / 1e6, 3)) / \(fixed(typing.typed.p99 / 1e6, 3))")
    print("  into a TextEditor of as many in paragraphs, its lines wrapped: "
          + "\(fixed(typing.editorTyped.median / 1e6, 3)) / \(fixed(typing.editorTyped.p99 / 1e6, 3))")
    print("A key an input method composes with, its composition drawn at the caret of that field, median / 99th percentile in ms:")
    print("  \(fixed(typing.composed.median / 1e6, 3)) / \(fixed(typing.composed.p99 / 1e6, 3))")
    print("  at the caret of that TextEditor, set with its line: "
          + "\(fixed(typing.editorComposed.median / 1e6, 3)) / \(fixed(typing.editorComposed.p99 / 1e6, 3))")
}
if let drags {
    print("\nA drag at \(DragBench.movesPerSecond) moves a second over a card at 1920x1080, each \(DragBench.framesPerSecond) Hz frame "
          + "from its first move to its frame drawn, median / 99th percentile / slowest in ms:")
    print("  \(milliseconds(drags.frame)) / \(fixed((drags.frame.values.max() ?? .nan) / 1e6, 3)), "
          + "\(drags.evaluations) evaluations for \(drags.moves) moves")
}
if let lists {
    print("\nA List at 1920x1080 of rows each a symbol and a text in a view with a state, median / 99th percentile in ms:")
    for (index, length) in ListBench.lengths.enumerated() {
        print("  \(length) rows: first frame \(milliseconds(lists.first[index])), one row's state changed \(milliseconds(lists.update[index]))")
    }
    print("  \(ListBench.lengths[1]) rows: a frame at each notch of the wheel \(milliseconds(lists.wheel))")
    if let grew = lists.grewBy { print("  peak memory grown by the first frame of \(ListBench.lengths[1]) rows: \(fixed(Double(grew) / 1024, 1)) MiB") }
}
if let navigation {
    print("\nA push and a pop in a NavigationStack whose screens are Lists of \(NavigationBench.rows) rows, at "
          + "\(NavigationBench.width)x\(NavigationBench.height), each frame advanced and painted, median / 99th percentile in ms:")
    print("  push: \(milliseconds(navigation.pushFrames)) over \(navigation.framesPerPush) frames; "
          + "pop: \(milliseconds(navigation.popFrames)) over \(navigation.framesPerPop) frames")
    let slowest = navigation.slowest / 1e6
    print("  the slowest frame: \(fixed(slowest, 3)) ms, \(slowest <= budget / 1e6 ? "within" : "over") the 120 Hz budget")
}

print("\ntargets (median's share of a 120 Hz frame):")
for benchCase in cases where benchCase.width == 3840 {
    let limits = benchCase.itemCount == 3 ? [("full", 10.0), ("animation", 12.0)] : [("full", 50.0), ("animation", 50.0)]
    for (figure, limit) in limits {
        let share = 100 * (figure == "full" ? benchCase.full : benchCase.animation).median / budget
        print("  \(padded(figure, 10)) \(benchCase.width)x\(benchCase.height) \(padded("\(benchCase.itemCount) items", 9)) "
              + "\(fixed(share, 1)) % <= \(fixed(limit, 0)) %  \(share <= limit ? "met" : "MISSED")")
    }
}

for benchCase in cases where benchCase.width == 600 && benchCase.itemCount == 3 {
    let micros = benchCase.update.median / 1e3
    print("  update     the exercise's view evaluated and laid out after a tap: \(fixed(micros, 1)) µs <= 100 µs  \(micros <= 100 ? "met" : "MISSED")")
}
if let blur {
    for (figure, samples) in [("its frames", blur.motion), ("its frame at radius 50", blur.widest)] {
        let millis = samples.median / 1e6
        print("  transition \(figure) drawn whole: \(fixed(millis, 3)) ms <= 1.5 ms  \(millis <= 1.5 ? "met" : "MISSED")")
    }
}
if let materials {
    for (what, samples) in [("the same behind", materials.material), ("behind changed", materials.changing)] {
        let millis = samples.median / 1e6
        print("  material   a frame over a busy background at 1920x1080, \(what): \(fixed(millis, 3)) ms <= 3 ms  \(millis <= 3 ? "met" : "MISSED")")
    }
}
if let effects {
    let share = 100 * effects.timeline.median / budget, canvas = effects.canvas.median / 1e6
    print("  timeline   200 moving shapes at 1920x1080: \(fixed(share, 1)) % <= 25 %  \(share <= 25 ? "met" : "MISSED")")
    print("  timeline   paused: \(effects.pausedEvaluations) frames made, no frame asked  \(!effects.pausedAsks && effects.pausedEvaluations == 0 ? "met" : "MISSED")")
    print("  canvas     10,000 small paths at 1920x1080: \(fixed(canvas, 3)) ms <= 4 ms  \(canvas <= 4 ? "met" : "MISSED")")
}
if let scrolling, let scrollPeak {
    let first = scrolling.firstMany.median / scrolling.firstFew.median, wheel = scrolling.wheelFrame.median / 1e6
    let change = scrolling.changeMany.median / scrolling.changeFew.median
    print("  scroll     first frame at \(ScrollBench.rows) rows against \(ScrollBench.few): \(fixed(first, 2))x <= 1.3x  \(first <= 1.3 ? "met" : "MISSED")")
    print("  scroll     heap's peak above an empty window: \(fixed(scrollPeak, 1)) MiB <= 40 MiB  \(scrollPeak <= 40 ? "met" : "MISSED")")
    print("  scroll     a frame at the wheel's pace at 1920x1080: \(fixed(wheel, 3)) ms <= 2 ms  \(wheel <= 2 ? "met" : "MISSED")")
    print("  scroll     a jump to the end within one frame: \(scrolling.jumpShownAtOnce ? "met" : "MISSED")")
    print("  scroll     a row's change at \(ScrollBench.rows) rows against \(ScrollBench.few): \(fixed(change, 2))x <= 1.2x  \(change <= 1.2 ? "met" : "MISSED")")
}
if let updates {
    let share = 100 * updates.update.median / updates.full.median
    print("  update     one cell of \(CellTable.count * CellTable.count) marked, against the whole tree: \(fixed(share, 2)) % <= 2 %  "
          + (share <= 2 ? "met" : "MISSED"))
}
if let flows {
    let ratio = flows.flow.median / flows.stack.median
    print("  flow       one tag of \(FlowBench.count) changed, the flow layout against the HStack: \(fixed(ratio, 2))x <= 1.2x  "
          + (ratio <= 1.2 ? "met" : "MISSED"))
}
if let typing {
    let millis = typing.typed.median / 1e6
    print("  typing     a key into a field of \(TypingBench.length) characters to its frame: \(fixed(millis, 3)) ms <= 2 ms  \(millis <= 2 ? "met" : "MISSED")")
}
if let drags {
    let slowest = 100 * (drags.frame.values.max() ?? .nan) / budget, coalesced = drags.evaluations <= drags.frame.values.count
    print("  drag       every frame of a drag at 1,000 Hz, the slowest: \(fixed(slowest, 1)) % <= 100 %  \(slowest <= 100 ? "met" : "MISSED")")
    print("  drag       moves coalesced, \(drags.evaluations) evaluations for \(drags.moves) moves: at most one a frame  "
          + (coalesced ? "met" : "MISSED"))
}
if let lists {
    let first = lists.first[1].median / lists.first[0].median, update = lists.update[1].median / lists.update[0].median
    print("  list       first frame of 100,000 rows against 100: \(fixed(first, 2))x <= 1.3x  \(first <= 1.3 ? "met" : "MISSED")")
    print("  list       one row changed, 100,000 rows against 100: \(fixed(update, 2))x <= 1.2x  \(update <= 1.2 ? "met" : "MISSED")")
    let wheel = lists.wheel.median / 1e6
    print("  list       a frame at the wheel's pace at 1920x1080: \(fixed(wheel, 3)) ms <= 2 ms  \(wheel <= 2 ? "met" : "MISSED")")
    if let grew = lists.grewBy {
        print("  list       peak memory of 100,000 rows: \(fixed(Double(grew) / 1024, 1)) MiB <= 40 MiB  \(grew <= 40 * 1024 ? "met" : "MISSED")")
    }
}

print("")
for benchCase in cases {
    for (figure, samples) in [("full", benchCase.full), ("animation", benchCase.animation), ("core", benchCase.core),
                              ("update", benchCase.update), ("memset", benchCase.memset)] {
        print("{\"width\":\(benchCase.width),\"height\":\(benchCase.height),\"items\":\(benchCase.itemCount),"
              + "\"figure\":\"\(figure)\",\"median_ns\":\(Int(samples.median.rounded())),"
              + "\"p99_ns\":\(Int(samples.p99.rounded())),\"samples\":\(samples.values.count),"
              + "\"share_of_120hz\":\(fixed(samples.median / budget, 4))}")
    }
}
var figures = [("paragraph set", text.paragraphSet), ("paragraph drawn", text.paragraphDrawn), ("grid set", text.gridSet),
               ("grid laid out", text.gridLaidOut), ("grid drawn", text.gridDrawn), ("later symbol found", images.laterFound),
               ("later symbol drawn", images.laterDrawn), ("symbol drawn again", images.drawnAgain)]
if let blur { figures += [("transition", blur.motion)] + blur.frames.map { ($0.name, $0.samples) } }
if let materials {
    figures += [("material", materials.material), ("material over changes", materials.changing), ("material as a colour", materials.plain)]
}
if let effects { figures += [("timeline of 200 shapes", effects.timeline), ("canvas of 10,000 paths", effects.canvas)] }
if let updates {
    figures += [("tree whole", updates.full), ("tree update", updates.update), ("tree accessibility", updates.accessibility),
                ("tree accessibility whole", updates.wholeAccessibility)]
}
if let flows { figures += [("flow update", flows.flow), ("stack update", flows.stack)] }
if let typing { figures += [("key typed", typing.typed), ("key composed", typing.composed)] }
if let drags { figures += [("drag frame", drags.frame)] }
if let lists {
    for (index, length) in ListBench.lengths.enumerated() {
        figures += [("list of \(length) first frame", lists.first[index]), ("list of \(length) row update", lists.update[index])]
    }
}
for (figure, samples) in figures {
    print("{\"figure\":\"\(figure)\",\"median_ns\":\(Int(samples.median.rounded())),\"p99_ns\":\(Int(samples.p99.rounded())),"
          + "\"samples\":\(samples.values.count)}")
}
print("{\"figure\":\"first digits\",\"ns\":\(Int(text.firstDigits.rounded()))}")
print("{\"figure\":\"first word\",\"ns\":\(Int(text.firstWord.rounded())),\"libraries\":\(text.librariesLoaded)}")
print("{\"figure\":\"first symbol found\",\"ns\":\(Int(images.firstFound.rounded())),\"libraries\":\(images.librariesLoaded)}")
print("{\"figure\":\"first symbol drawn\",\"ns\":\(Int(images.firstDrawn.rounded()))}")
if sink == 42 { print("") }
