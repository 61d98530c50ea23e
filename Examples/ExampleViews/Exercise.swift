import CollapsibleCore
import CollapsibleExercise

/// The exercise's content view, the program's `ContentView`, with its colours
/// as a parameter: for the benchmark and the tests that draw it in their
/// own process, which cannot reach into the program.
public struct Exercise: View {
    let colors: [Color]

    public init(colors: [Color] = Color.exercisePalette) { self.colors = colors }

    public var body: some View {
        Collapsible(items: Array(colors.indices)) { i in
            Rectangle()
                .fill(colors[i])
                .overlay(Rectangle().stroke(Color.black, lineWidth: 3))
                .overlay(Text("\(i)"))
                .frame(height: 100)
        }
            .shadow(radius: 8)
            .padding()
            .background(Color.gray)
    }
}
