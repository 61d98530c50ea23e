// The exercise's view on `import SwiftUI`: the program `collapsible-bench
// imports` sets beside collapsible-x11, which shows the same view on the
// core alone, to tell what Foundation and Observation cost a program's
// start and memory.
import ExampleViews
import PlaygroundSupport
import SwiftUI

PlaygroundPage.current.setLiveView(Exercise())
