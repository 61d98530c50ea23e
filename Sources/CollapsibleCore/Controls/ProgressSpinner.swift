/// iOS's activity indicator at its medium size: eight spokes round a
/// circle 20 points across, in gray, each fainter than the one before it
/// going round; the darkest moves on a spoke each eighth of a second, a
/// turn a second.
struct ProgressSpinner: View {
    static let spokes = 8

    var body: some View {
        _TimelineReader { time in
            let steps = time.map { Int(($0 * Double(Self.spokes)).rounded(.down)) } ?? 0
            // Before the first frame there is no time: the next frame gives one.
            let next: _TimelineUpdate = time == nil ? .everyFrame : .at(Double(steps + 1) / Double(Self.spokes))
            return (content: Spokes(lead: steps % Self.spokes), next: next, warning: nil)
        }
        .frame(width: 20, height: 20)
    }

    private struct Spokes: View {
        let lead: Int

        var body: some View {
            ZStack {
                ForEach(0..<ProgressSpinner.spokes, id: \.self) { spoke in
                    let behind = (lead - spoke + ProgressSpinner.spokes) % ProgressSpinner.spokes
                    Capsule()
                        .fill(Color(.systemGray).opacity(1 - Double(behind) * 0.1))
                        .frame(width: 2, height: 6)
                        .offset(y: -7)
                        .rotationEffect(.degrees(Double(spoke) * 360 / Double(ProgressSpinner.spokes)))
                }
            }
        }
    }
}
