// The exercise's second tab ends as the playground does: the content view
// of ContentView.swift shown live, here with the program's command line.
import CollapsibleProgram

PlaygroundPage.current.setLiveView(ContentView())
