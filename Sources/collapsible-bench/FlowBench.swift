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

    /// Another tag each round, its text a little longer than before.
    mutating func measureUpdate() {
        round += 1
        let index = (round * 37) % Self.count, text = "tag \(index) #\(round)"
        flow.add(elapsed {
            flowing.texts.write(text, at: index)
            flowing.live.update()
        })
        stack.add(elapsed {
            stacked.texts.write(text, at: index)
            stacked.live.update()
        })
        sink &+= flowing.live.evaluations + stacked.live.evaluations
    }
}
