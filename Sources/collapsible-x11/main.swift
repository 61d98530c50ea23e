// The exercise's second tab ends as the playground does: the content view
// of ContentView.swift shown live, here as the program that Program.swift
// names, with its command line.
import CollapsibleProgram

PlaygroundPage.current.setLiveView(ContentView())
