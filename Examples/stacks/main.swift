import CollapsibleProgram
import ExampleViews

PlaygroundPage.current.setLiveView(Stacks())
