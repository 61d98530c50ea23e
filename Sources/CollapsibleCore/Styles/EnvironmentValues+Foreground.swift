extension EnvironmentValues {
    /// iOS's label colours: the foreground's levels where no view sets one.
    private static let labelLevels: [Paint] = [.color(.primary), .color(Color(.secondaryLabel)),
                                               .color(Color(.tertiaryLabel)), .color(Color(.quaternaryLabel))]

    /// The `level`-th level of the foreground: the one set for it, else the
    /// last one set, fainter by SwiftUI's opacities for the levels it lacks.
    func foregroundPaint(level: Int) -> Paint {
        guard let levels = foregroundPaints, let last = levels.last else {
            return Self.labelLevels[min(max(level, 0), Self.labelLevels.count - 1)]
        }
        guard level >= levels.count else { return levels[max(level, 0)] }
        return last.opacity(HierarchicalShapeStyle.opacity(ofLevel: level - levels.count + 1))
    }
}
