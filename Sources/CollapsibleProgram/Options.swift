import CollapsibleCore
import CollapsibleX11

/// What the user asked for on the command line.
public struct Options: Equatable {
    /// Logical pixels; the window is this many device pixels times the scale.
    public var width = 600
    public var height = 300
    public var expanded = false
    public var colors: [Color] = Color.exercisePalette
    /// nil is `--animation none`: a toggle shows its new state at the next frame.
    public var animation: Animation? = .default
    /// Whether `--animation` or `--duration` chose the motion, which then
    /// runs even when the desktop turns animations off.
    public var animationChosen = false
    /// nil is `--appearance auto`: the desktop's scheme, light offscreen.
    public var colorScheme: ColorScheme?
    /// nil takes the desktop's scale (XSETTINGS Xft/DPI, else Xft.dpi), or 1 offscreen.
    public var scale: Double?
    public var renderPath: String?
    /// With `renderPath`: how far through a toggle's motion the frame is, in time.
    public var progress: Double?
    /// With `renderPath`: the program's icon, this many pixels square, instead of the window.
    public var iconSize: Int?
    /// Where `--record` writes the motion, as a .webp or .gif.
    public var recordPath: String?

    public init() {}

    public static let version = "collapsible-x11 1.0.0"

    /// What replaces the view's own animation: the command line's, when it
    /// chose one (see `LiveView.animationReplacement`).
    public var animationReplacement: Animation?? {
        animationChosen ? .some(animation) : nil
    }

    public static let usage = """
        Usage: collapsible-x11 [options]

        Shows a row of coloured rectangles in an X11 window. Click the last one,
        or press Space or Return, to collapse or expand the others. Escape or q
        quits, as does closing the window.

        Options:
          --size WxH            window size in logical pixels (default 600x300)
          --expanded            start expanded
          --colors C1,C2,...    one item per colour, each a SwiftUI colour name
                                (red, orange, yellow, green, mint, teal, cyan, blue,
                                indigo, purple, pink, brown, gray, black, white) or
                                #RRGGBB (default red,orange,purple)
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
          --help                show this help and exit
          --version             show the version and exit

        Exit status: 0 on success, 1 when the display or a file fails, 2 for a bad
        option.
        """

    /// What the window takes, in logical pixels a side and device pixels
    /// per logical pixel.
    public static let sizeLimit = WindowOptions.sizeLimit
    public static let scaleLimit = WindowOptions.scaleLimit
    /// Long enough for any slow motion a user might want to watch.
    public static let durationLimit = 0.001...60.0
    /// From the smallest icon a desktop shows to the largest it asks for.
    public static let iconLimit = 16...1024
    /// As many items as the widest window shows of the exercise collapsed,
    /// inside its padding of 16 and each but the last in a strip of 10 of its
    /// own; more could never be told apart.
    public static let itemLimit = (sizeLimit.upperBound - 2 * 16) / 10 + 1

    public enum Command: Equatable {
        case run(Options)
        case help
        case version
    }

    /// A bad command line, told as one line that names the option.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    public static func parse(_ arguments: [String]) throws(Failure) -> Command {
        var options = Options()
        var duration: Double?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            // `--name value` and `--name=value` both work, as in GNU tools.
            let name: String
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            func value(_ expected: String) throws(Failure) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else {
                    throw Failure(description: "\(name): expected \(expected)")
                }
                return next
            }
            func flag() throws(Failure) {
                if inlineValue != nil { throw Failure(description: "\(name): takes no value") }
            }
            /// The value as a number within `limit`; `expected` names what
            /// is missing, `wanted` what a value out of bounds should have been.
            func number<T: LosslessStringConvertible & Comparable>(_ expected: String, within limit: ClosedRange<T>,
                                                                   wanted: String) throws(Failure) -> T {
                let text = try value(expected)
                guard let number = T(text), limit.contains(number) else {
                    throw Failure(description: "\(name): expected \(wanted), not '\(text)'")
                }
                return number
            }
            func file(_ expected: String) throws(Failure) -> String {
                let path = try value(expected)
                guard !path.isEmpty else { throw Failure(description: "\(name): expected \(expected)") }
                return path
            }

            switch name {
            case "--help", "-h":
                try flag()
                return .help
            case "--version":
                try flag()
                return .version
            case "--expanded":
                try flag()
                options.expanded = true
            case "--size":
                let text = try value("WxH, such as 600x300")
                guard let size = parseSize(text) else {
                    throw Failure(description: "--size: expected WxH, such as 600x300, with each side \(sizeLimit.lowerBound) to \(sizeLimit.upperBound), not '\(text)'")
                }
                (options.width, options.height) = size
            case "--colors":
                let text = try value("a comma-separated list of colours")
                options.colors = try parseColors(text)
            case "--animation":
                let text = try value("an animation name")
                guard let animation = animations.first(where: { $0.name.lowercased() == text.lowercased() }) else {
                    throw Failure(description: "--animation: expected one of \(animations.map(\.name).joined(separator: ", ")), not '\(text)'")
                }
                options.animation = animation.value
                options.animationChosen = true
            case "--appearance":
                let text = try value("light, dark or auto")
                switch text.lowercased() {
                case "auto": options.colorScheme = nil
                case let name:
                    guard let scheme = ColorScheme(rawValue: name) else {
                        throw Failure(description: "--appearance: expected light, dark or auto, not '\(text)'")
                    }
                    options.colorScheme = scheme
                }
            case "--duration":
                duration = try number("a number of seconds", within: durationLimit,
                                      wanted: "seconds, more than 0 and at most \(Int(durationLimit.upperBound))")
            case "--scale":
                options.scale = try number("a scale factor", within: scaleLimit,
                                           wanted: "a number from \(scaleLimit.lowerBound) to \(Int(scaleLimit.upperBound))")
            case "--render":
                options.renderPath = try file("a PNG file to write")
            case "--progress":
                options.progress = try number("a number from 0 to 1", within: 0...1, wanted: "a number from 0 to 1")
            case "--icon":
                options.iconSize = try number("a size in pixels", within: iconLimit,
                                              wanted: "a size in pixels from \(iconLimit.lowerBound) to \(iconLimit.upperBound)")
            case "--record":
                options.recordPath = try file("a .webp or .gif file to write")
            default:
                throw Failure(description: "\(name): unknown option (see --help)")
            }
        }

        if let duration {
            guard let animation = options.animation else {
                throw Failure(description: "--duration: --animation none has no duration")
            }
            options.animation = animation.duration(duration)
            options.animationChosen = true
        }
        if options.progress != nil && options.renderPath == nil {
            throw Failure(description: "--progress: only applies with --render FILE.png")
        }
        if options.iconSize != nil && options.renderPath == nil {
            throw Failure(description: "--icon: only applies with --render FILE.png")
        }
        if options.recordPath != nil && options.renderPath != nil {
            throw Failure(description: "--record: draws a motion, --render one frame; choose one")
        }
        return .run(options)
    }

    private static let animations: [(name: String, value: Animation?)] = [
        ("default", .default), ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInOut", .easeInOut), ("spring", .spring), ("none", nil),
    ]

    private static func parseSize(_ text: String) -> (Int, Int)? {
        let sides = text.split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2,
              sides.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let width = Int(sides[0]), let height = Int(sides[1]),
              sizeLimit.contains(width), sizeLimit.contains(height) else { return nil }
        return (width, height)
    }

    private static func parseColors(_ text: String) throws(Failure) -> [Color] {
        var colors: [Color] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let color = Color(parsing: String(name)) else {
                throw Failure(description: "--colors: expected SwiftUI colour names or #RRGGBB separated by commas, and '\(name)' is neither")
            }
            colors.append(color)
        }
        guard colors.count <= itemLimit else {
            throw Failure(description: "--colors: at most \(itemLimit) items fit in the widest window, not \(colors.count)")
        }
        return colors
    }
}
