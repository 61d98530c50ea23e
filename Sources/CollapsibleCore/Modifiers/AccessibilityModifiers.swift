/// SwiftUI's accessibility traits, those that change what is told here.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isStaticText = AccessibilityTraits(rawValue: 2)
}

public struct _AccessibilityModifier: _PrimitiveModifier {
    var change: AccessibilityChange

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: AccessibilityModifierNode(change: change))
    }
}

extension View {
    /// What assistive tools say for the view, in place of its text.
    public func accessibilityLabel(_ label: String) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier(change: .label(label)))
    }

    /// Hides the view, and all under it, from assistive tools.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier(change: .hidden(hidden)))
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier(change: .traits(traits)))
    }
}

/// What an accessibility modifier changes in what assistive tools are told.
enum AccessibilityChange {
    case label(String)
    case hidden(Bool)
    case traits(AccessibilityTraits)
}

/// An accessibility modifier: it changes what is said of the views inside.
/// Where labels nest, the outermost is the one told.
struct AccessibilityModifierNode: NodeKind {
    var change: AccessibilityChange

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        var said = said
        switch change {
        case .hidden(true): return []
        case .hidden(false): break
        case .label(let label): said.label = said.label ?? label
        case .traits(let traits): said.isButton = said.isButton || traits.contains(.isButton)
        }
        return walk.elements(of: node.children, said: said)
    }
}
