/// SwiftUI's `GeometryEffect`: a modifier that draws its content through a
/// transform made from the content's size, where layout leaves its frame.
/// Its `animatableData` moves as any `Animatable`'s does.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by the framework and has no body") }

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        var shown = self
        shown.animatableData = context.animatable(animatableData, at: id)
        return context.wrap(content, at: id, in: ProjectionNode { frame in
            let value = shown.effectValue(size: CGSize(width: frame.width, height: frame.height))
            // The effect is in the view's own coordinates, its origin at the frame's.
            return ProjectionTransform(CGAffineTransform(translationX: -frame.x, y: -frame.y)).concatenating(value)
                .concatenating(ProjectionTransform(CGAffineTransform(translationX: frame.x, y: frame.y)))
        })
    }
}

/// Draws its content through a transform made from its frame as drawn at
/// each frame, with perspective where it has some. Preferences and
/// assistive tools take its affine part.
struct ProjectionNode: NodeKind {
    let projection: (Rect) -> ProjectionTransform

    private var affine: TransformNode {
        TransformNode { [projection] frame in projection(frame).affinePart }
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let children = presentation.add(node.children, in: scope)
        return presentation.addFramedGroup(node.id, in: scope, children) { [projection] frame in
            let value = projection(frame)
            guard value.isAffine else { return .projection(value) }
            // Rounding leaves a turn back to rest a hair from none: no group then.
            return value.affinePart.isNearlyIdentity ? nil : .transform(value.affinePart)
        }
    }

    func preferences(of node: _ViewNode, in collection: inout PreferenceCollection) -> PreferenceValues {
        affine.preferences(of: node, in: &collection)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        affine.elements(of: node, said: said, in: walk)
    }
}

extension ProjectionTransform {
    /// Its first two columns, as a transform with no perspective.
    var affinePart: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }
}

/// Draws its content through a transform made from its frame as drawn at
/// each frame; layout itself is untouched.
struct TransformNode: NodeKind {
    let transform: (Rect) -> CGAffineTransform

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let children = presentation.add(node.children, in: scope)
        return presentation.addFramedGroup(node.id, in: scope, children) { [transform] frame in
            let transform = transform(frame)
            // Rounding leaves a turn back to rest a hair from none: no group then.
            return transform.isNearlyIdentity ? nil : .transform(transform)
        }
    }

    func preferences(of node: _ViewNode, in collection: inout PreferenceCollection) -> PreferenceValues {
        guard let frame = collection.frames[node.id] else { return collection.values(of: node.children) }
        return collection.values(of: node.children, through: transform(frame))
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        guard let frame = walk.drawn(node) else { return walk.elements(of: node.children, said: said) }
        return walk.through(transform(frame)).elements(of: node.children, said: said)
    }
}

extension CGAffineTransform {
    var isNearlyIdentity: Bool {
        [a - 1, b, c, d - 1, tx, ty].allSatisfy { abs($0) < 1e-9 }
    }

    /// This transform about `anchor` of `frame`, rather than the origin.
    func about(_ anchor: UnitPoint, of frame: Rect) -> CGAffineTransform {
        let x = frame.x + anchor.x * frame.width, y = frame.y + anchor.y * frame.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(self).concatenating(CGAffineTransform(translationX: x, y: y))
    }
}
