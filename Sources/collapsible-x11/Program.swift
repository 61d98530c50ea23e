import CollapsibleProgram

extension PlaygroundPage {
    /// The exercise's page, which main.swift and ContentView.swift reach as
    /// the seed writes it: this module's `current` stands before the
    /// host's, which names a program after its executable and gives it no
    /// options of its own.
    static let current = PlaygroundPage(
        ProgramIdentity(name: "collapsible-x11", title: "Collapsible", version: "collapsible-x11 1.0.0", summary: """
            Shows a row of coloured rectangles in an X11 window. Click the last one,
            or press Space or Return, to collapse or expand the others. Escape or q
            quits, as does closing the window.
            """),
        options: [.colors])
}
