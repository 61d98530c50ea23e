import CollapsibleProgram

/// `--preview NAME`: a preview of the program shown instead of its view.
struct PreviewOption: ProgramOption {
    let name = "--preview"
    let valueName = "NAME"
    let help = "show the preview NAME instead of the program's view, with\nits name in the window's title (see --list-previews)"

    func parse(_ text: String) throws(InvalidValue) -> Preview { try ProgramPreviews.named(text) }
}

/// `--list-previews`: the names `--preview` takes.
struct ListPreviewsOption: ProgramFlag {
    let name = "--list-previews"
    let help = "print the names of the program's previews, one a line, and exit"
}

extension ProgramOption where Self == PreviewOption {
    static var preview: Self { PreviewOption() }
}

extension ProgramOption where Self == ListPreviewsOption {
    static var listPreviews: Self { ListPreviewsOption() }
}
