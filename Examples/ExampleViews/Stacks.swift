import CollapsibleCore
import CollapsibleExercise

/// Each item a `VStack`: a circle over a capsule over a label. The stack
/// shares the item's height as an HStack shares a width, so the circle
/// takes what the fixed capsule and the label leave.
public struct Stacks: View {
    let colors: [Color] = [.green, .blue, .purple]

    public init() {}

    public var body: some View {
        Collapsible(items: Array(colors.indices)) { i in
            VStack(spacing: 6) {
                Circle().fill(colors[i])
                Capsule().fill(colors[i].opacity(0.5)).frame(height: 10)
                Text("\(i)").font(.caption)
            }
                .frame(height: 110)
        }
            .padding()
            .background(Color.yellow)
    }
}
