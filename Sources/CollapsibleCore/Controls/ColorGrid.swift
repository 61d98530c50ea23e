/// The colour picker's popover: iOS's grid of colours, a row of grays over
/// rows of the hues from dark to light, the chosen one outlined in white;
/// a click chooses one, the opacity kept, and while the grid has the focus
/// the arrows move the choice. Where opacity is supported, its slider and
/// its percentage follow.
struct ColorGrid: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool

    var body: some View {
        let chosen = ColorPalette.place(of: selection.wrappedValue)
        VStack(spacing: 12) {
            VStack(spacing: 0) {
                ForEach(0..<ColorPalette.rows, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<ColorPalette.columns, id: \.self) { column in
                            swatch(row: row, column: column, isChosen: chosen.map { $0 == (row, column) } ?? false)
                        }
                    }
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: 8))
            .focusable()
            .onKeyPress(keys: [.leftArrow, .rightArrow, .upArrow, .downArrow]) { press in
                guard press.modifiers.primary.isEmpty else { return .ignored }
                // As chosen now: the handler may be an earlier body's.
                let (row, column) = ColorPalette.place(of: selection.wrappedValue) ?? (0, 0)
                switch press.key {
                case .leftArrow: choose(row: row, column: max(column - 1, 0))
                case .rightArrow: choose(row: row, column: min(column + 1, ColorPalette.columns - 1))
                case .upArrow: choose(row: max(row - 1, 0), column: column)
                default: choose(row: min(row + 1, ColorPalette.rows - 1), column: column)
                }
                return .handled
            }
            if supportsOpacity {
                HStack {
                    Text("Opacity")
                    Slider(value: Binding(get: { selection.wrappedValue.opacity },
                                          set: { selection.wrappedValue = selection.wrappedValue.withOpacity($0) }),
                           in: 0...1)
                    Text("\(Int((selection.wrappedValue.opacity * 100).rounded()))%").monospacedDigit()
                }
            }
        }
    }

    private func swatch(row: Int, column: Int, isChosen: Bool) -> some View {
        let color = ColorPalette.color(row: row, column: column)
        return Rectangle().fill(color)
            .aspectRatio(1, contentMode: .fit)
            .overlay(RoundedRectangle(cornerRadius: 3).strokeBorder(Color.white, lineWidth: 3).opacity(isChosen ? 1 : 0))
            .onTapGesture { choose(row: row, column: column) }
            .accessibilityLabel(ColorPalette.hex(color))
    }

    private func choose(row: Int, column: Int) {
        selection.wrappedValue = ColorPalette.color(row: row, column: column).withOpacity(supportsOpacity ? selection.wrappedValue.opacity : 1)
    }
}

/// The colours of iOS's grid: a row of grays from white to black, then
/// twelve hues, from cyan round to green, in nine rows from dark to light.
enum ColorPalette {
    static let rows = 10
    static let columns = 12
    private static let hues: [Double] = [195, 210, 225, 260, 285, 330, 5, 20, 35, 48, 58, 80]

    static func color(row: Int, column: Int) -> Color {
        guard row > 0 else { return Color(white: 1 - Double(column) / Double(columns - 1)) }
        // Rows 1 to 4 darken the hue, row 5 is the hue itself, rows 6 to 9 pale it.
        let brightness = row < 5 ? 0.3 + 0.175 * Double(row - 1) : 1
        let saturation = row <= 5 ? 1 : 1 - 0.18 * Double(row - 5)
        return Color(hue: hues[column] / 360, saturation: saturation, brightness: brightness)
    }

    /// Where `color` is in the grid, its opacity aside; nil where it is none of them.
    static func place(of color: Color) -> (Int, Int)? {
        let code = hex(color)
        for row in 0..<rows {
            for column in 0..<columns where hex(Self.color(row: row, column: column)) == code { return (row, column) }
        }
        return nil
    }

    /// `#RRGGBB`, of the colour as the light scheme shows it.
    static func hex(_ color: Color) -> String {
        let shown = color.resolved(in: .light)
        return "#" + [shown.red, shown.green, shown.blue].map { channel in
            let byte = String(Int((min(max(channel, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
            return byte.count == 1 ? "0" + byte : byte
        }.joined()
    }
}

extension Color {
    /// The colour with `opacity` in place of its own.
    func withOpacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: opacity)
    }
}
