/// SwiftUI's `BlendMode`: how a view's pixels are laid over those under
/// it. Each is one of cairo's operators, which follow the same PDF and
/// Porter-Duff formulas Core Graphics does; `plusLighter` adds the two.
public enum BlendMode: Hashable, Sendable {
    case normal
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case sourceAtop
    case destinationOver
    case destinationOut
    case plusLighter
}
