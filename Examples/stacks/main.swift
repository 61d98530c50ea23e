import CollapsibleProgram
import ExampleViews

PlaygroundPage(ProgramIdentity(name: "example-stacks", title: "Stacks", summary: """
    Shows three stacks of a circle, a capsule and a label in an X11 window.
    Click the last one, or press Space or Return, to collapse or expand the
    others. Escape or q quits, as does closing the window.
    """)).setLiveView(Stacks())
