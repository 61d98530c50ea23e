import SwiftUI

// Two scores in one @Observable model, which the content view keeps in
// its @State and puts in the environment. Each column reads its own score:
// a goal for one team makes that column alone again. A toggle bound to
// the model through @Bindable shows the match in extra time.
@Observable final class Match {
    var home = 0
    var away = 0
    var extraTime = false
}

struct ContentView: View {
    @State private var match = Match()

    var body: some View {
        VStack(spacing: 16) {
            HStack(alignment: .top, spacing: 24) {
                Column(team: "Home", score: \.home, color: .blue)
                Column(team: "Away", score: \.away, color: .orange)
            }
            ExtraTime(match: match)
        }
        .environment(match)
    }
}

struct Column: View {
    @Environment(Match.self) private var match
    let team: String
    let score: ReferenceWritableKeyPath<Match, Int>
    let color: Color

    var body: some View {
        VStack(spacing: 8) {
            Button(team) { match[keyPath: score] += 1 }
                .frame(width: 100, height: 32)
            ForEach(0..<match[keyPath: score], id: \.self) { _ in
                color.frame(width: 60, height: 12)
            }
        }
        .frame(width: 100, height: 140, alignment: .top)
    }
}

struct ExtraTime: View {
    @Bindable var match: Match

    var body: some View {
        Toggle("Extra time", isOn: $match.extraTime)
            .frame(width: 260)
            .background(match.extraTime ? Color.yellow : Color.clear)
    }
}
