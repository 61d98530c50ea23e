import CollapsibleCore
import CollapsibleX11

/// What the user asked for on the command line: the options every program
/// has, and the text given to each of the program's own.
public struct Options: Equatable, Sendable {
    /// Logical pixels; the window is this many device pixels times the scale.
    public var width = 600
    public var height = 300
    public var expanded = false
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
    /// `--measure`: time the view's press and frames instead of showing it.
    public var measure = false
    /// The text given to each of the program's own options, by name: the
    /// last, where one is given more than once.
    public var programValues: [String: String] = [:]

    public init() {}

    /// What replaces the view's own animation: the command line's, when it
    /// chose one (see `LiveView.animationReplacement`).
    public var animationReplacement: AnimationReplacement? {
        animationChosen ? AnimationReplacement(animation) : nil
    }

    /// What the window takes, in logical pixels a side and device pixels
    /// per logical pixel.
    public static let sizeLimit = WindowOptions.sizeLimit
    public static let scaleLimit = WindowOptions.scaleLimit
    /// Long enough for any slow motion a user might want to watch.
    public static let durationLimit = 0.001...60.0
    /// From the smallest icon a desktop shows to the largest it asks for.
    public static let iconLimit = 16...1024

    public enum Command: Equatable {
        case run(Options)
        case help
        case version
    }

    /// A bad command line, told as one line that names the option.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// `arguments` as the options every program has and `programOptions`
    /// read them.
    public static func parse(_ arguments: [String], programOptions: [any ProgramOption] = [],
                             from defaults: Options = Options()) throws(Failure) -> Command {
        var options = defaults
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
            case "--measure":
                try flag()
                options.measure = true
            default:
                guard let option = programOptions.first(where: { $0.name == name }) else {
                    throw Failure(description: "\(name): unknown option (see --help)")
                }
                let text: String
                if option is any ProgramFlag {
                    try flag()
                    text = ""
                } else {
                    text = try value(option.valueName)
                }
                do {
                    _ = try option.parse(text)
                } catch {
                    throw Failure(description: "\(name): \(error.reason)")
                }
                options.programValues[name] = text
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
        if options.measure && (options.renderPath != nil || options.recordPath != nil) {
            throw Failure(description: "--measure: times the view and writes no file; leave out --render and --record")
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
}
