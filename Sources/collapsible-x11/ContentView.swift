// The seed's playground imports SwiftUI and PlaygroundSupport once for both
// of its tabs; here they are the framework and its host, and the first tab,
// `Collapsible`, is a module the examples share.
import CollapsibleCore
import CollapsibleExercise
import CollapsibleProgram

// The command line's --colors, where given, stands in for the seed's three.
let colors: [Color] = PlaygroundPage.current.value(of: .colors) ?? Color.exercisePalette

// 🖼 content view
struct ContentView: View {
    var body: some View {
        Collapsible(items: Array(colors.indices)) { i in    // 📦  Collapsible (one item per colour: --colors)
            Rectangle()
                .fill(colors[i])
                .overlay(Rectangle().stroke(Color.black, lineWidth: 3))
                .overlay(Text("\(i)"))
                .frame(height: 100)
        } //
            .shadow(radius: 8)
            .padding()
            .background(Color.gray)
    }
}
