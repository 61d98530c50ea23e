import CollapsibleProgram
import ExampleViews

PlaygroundPage(ProgramIdentity(name: "example-cards", title: "Cards", summary: """
    Shows four rounded cards in an X11 window. Click the last one, or press
    Space or Return, to collapse or expand the others. Escape or q quits, as
    does closing the window.
    """)).setLiveView(Cards())
