import CollapsibleX11
import ExampleViews

PlaygroundPage.current.setLiveView(Stacks())
