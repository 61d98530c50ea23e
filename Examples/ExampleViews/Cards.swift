import CollapsibleCore
import CollapsibleExercise

/// The exercise's container around other content: rounded cards with a
/// title each, a shadow with an offset, and a rounded band under them.
/// Collapsed, each card but the last is a 10 point strip with its title
/// spilling out of it, as a `Text` too wide for its frame does in SwiftUI.
public struct Cards: View {
    let titles = ["A", "B", "C", "D"]
    let colors: [Color] = [.teal, .indigo, .pink, .orange]

    public init() {}

    public var body: some View {
        Collapsible(items: Array(titles.indices)) { i in
            RoundedRectangle(cornerRadius: 16)
                .fill(colors[i])
                .overlay(Text(titles[i]).font(.title).foregroundColor(.white))
                .frame(height: 120)
        }
            .shadow(color: Color.black.opacity(0.25), radius: 6, x: 0, y: 3)
            .padding(24)
            .background(RoundedRectangle(cornerRadius: 24).fill(Color.gray.opacity(0.3)))
    }
}
