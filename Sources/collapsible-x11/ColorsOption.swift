import CollapsibleCore
import CollapsibleProgram

/// `--colors`: the exercise's items, one per colour.
struct ColorsOption: ProgramOption {
    let name = "--colors"
    let valueName = "C1,C2,..."
    let help = """
        one item per colour, each a SwiftUI colour name
        (red, orange, yellow, green, mint, teal, cyan, blue,
        indigo, purple, pink, brown, gray, black, white) or
        #RRGGBB (default red,orange,purple)
        """

    /// As many items as the widest window shows collapsed, inside its
    /// padding of 16 and each but the last in a strip of 10 of its own; more
    /// could never be told apart.
    static let itemLimit = (Options.sizeLimit.upperBound - 2 * 16) / 10 + 1

    func parse(_ text: String) throws(InvalidValue) -> [Color] {
        var colors: [Color] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let color = Color(parsing: String(name)) else {
                throw InvalidValue("expected SwiftUI colour names or #RRGGBB separated by commas, and '\(name)' is neither")
            }
            colors.append(color)
        }
        guard colors.count <= Self.itemLimit else {
            throw InvalidValue("at most \(Self.itemLimit) items fit in the widest window, not \(colors.count)")
        }
        return colors
    }
}

extension ProgramOption where Self == ColorsOption {
    static var colors: ColorsOption { ColorsOption() }
}
