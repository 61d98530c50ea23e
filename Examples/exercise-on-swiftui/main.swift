// The exercise's view as a learner's file has it, on `import SwiftUI`: the
// program `collapsible-bench imports` sets beside collapsible-x11, which
// shows the same view on the core alone, to tell what Foundation and
// Observation cost a program's start and memory.
import CollapsibleExercise
import PlaygroundSupport
import SwiftUI

struct ContentView: View {
    let colors = Color.exercisePalette

    var body: some View {
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

PlaygroundPage.current.setLiveView(ContentView())
