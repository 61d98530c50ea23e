extension Options {
    /// What `--help` prints: how to start `program`, what it does, and its
    /// options, its own after those that say what the window opens with.
    public static func usage(of program: ProgramIdentity, adding programOptions: [any ProgramOption] = []) -> String {
        """
        Usage: \(program.name) [options]

        \(program.summary)

        Options:
        \(openingOptions)
        \(programOptions.map(helpLines).joined())\(otherOptions)

        Exit status: 0 on success, 1 when the display or a file fails, 2 for a bad
        option.
        """
    }

    /// The column where what an option does starts.
    private static let helpColumn = 24

    /// `option`'s entry, each of its lines ending in a newline.
    private static func helpLines(_ option: any ProgramOption) -> String {
        let tag = "  " + [option.name, option.valueName].filter { !$0.isEmpty }.joined(separator: " ")
        let indent = String(repeating: " ", count: helpColumn)
        // A tag too long for its column has what it does on the lines below.
        let head = tag.count + 2 <= helpColumn ? tag + String(repeating: " ", count: helpColumn - tag.count) : tag + "\n" + indent
        return head + option.help.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent) + "\n"
    }

    private static let openingOptions = """
          --size WxH            window size in logical pixels (default 600x300)
          --expanded            start expanded
        """

    private static let otherOptions = """
          --animation NAME      default, linear, easeIn, easeOut, easeInOut, spring
                                or none (default: ease-in-out over 0.35 s, SwiftUI's
                                default before iOS 17, or none while the desktop
                                turns animations off)
          --duration SECONDS    how long the animation runs; for a spring, its response
          --appearance MODE     light, dark or auto (default auto: the desktop's
                                colour scheme from its settings portal, else its
                                XSETTINGS theme name; light with --render or
                                --record)
          --scale FACTOR        device pixels per logical pixel, 0.5 to 8 (default:
                                XSETTINGS Xft/DPI / 96, else the X resource
                                Xft.dpi / 96, else 1; and 1 with --render or
                                --record)
          --render FILE.png     draw one frame into a PNG file; needs no X server
          --progress P          with --render: toggle, then draw the frame P of the
                                way (0 to 1) through the animation's time (for a
                                spring, the time it takes to come to rest)
          --icon SIZE           with --render: draw the program's icon, SIZE pixels
                                square (16 to 1024), instead of the window
          --record FILE         record the start state, a toggle, the other state
                                and the toggle back, looping, into an animated
                                FILE.webp (lossless, 60 fps) or FILE.gif (50 fps);
                                needs no X server
          --measure             time a press of the view's first control, evaluated
                                and laid out, a full frame and a frame of the motion
                                the press starts, and print their medians as a line
                                and as JSON; needs no X server
          --help                show this help and exit
          --version             show the version and exit
        """
}
