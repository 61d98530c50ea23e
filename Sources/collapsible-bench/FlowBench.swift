import CollapsibleCore
import ExampleViews
import Timekeeping

/// What a layout written with the `Layout` protocol costs against the
/// framework's own stack: 1,000 tags laid out by a flow layout, and the
/// same tags in an `HStack`, each updated after one tag's text changed.
struct FlowBench {
    static let count = 1_000
    var flow = Samples(), stack = Samples()

    private var flowing: (texts: TagTexts, live: LiveView)
    private var stacked: (texts: TagTexts, live: LiveView)
    private var round = 0

    init(measure: any TextMeasuring) {
        func cloud(flows: Bool) -> (TagTexts, LiveView) {
            let texts = TagTexts()
            return (texts, LiveView(TagCloud(count: Self.count, flows: flows, texts: texts), size: Size(width: 600, height: 600), measure: measure))
        }
        flowing = cloud(flows: true)
        stacked = cloud(flows: false)
    }

    /// Another tag each round, its text a little longer than before, in
    /// each cloud.
    mutating func measureUpdate() {
        round += 1
        measureFlow()
        measureStack()
        sink &+= flowing.live.evaluations + stacked.live.evaluations
    }

    // Each cloud's update is a function of its own, so that a profiler's
    // count (callgrind's --toggle-collect) tells the two apart.
    @inline(never)
    private mutating func measureFlow() { flow.add(Self.update(&flowing, round: round)) }

    @inline(never)
    private mutating func measureStack() { stack.add(Self.update(&stacked, round: round)) }

    private static func update(_ cloud: inout (texts: TagTexts, live: LiveView), round: Int) -> Double {
        let index = (round * 37) % count, text = "tag \(index) #\(round)"
        return elapsed {
            cloud.texts.write(text, at: index)
            cloud.live.update()
        }
    }
}
