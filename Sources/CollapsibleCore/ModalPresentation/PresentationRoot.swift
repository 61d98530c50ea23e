/// The layers presented over the window's content, each over the ones
/// before: made at the top of the tree, after the content whose presenters
/// say what they present, and laid out over the whole window whatever the
/// presenter's own frame. A layer comes and goes with a spring, as iOS's
/// sheets and alerts do.
extension _ResolveContext {
    /// `content` with the layers its presenters present over it; `content`
    /// itself while none is shown or leaving.
    mutating func overPresentedLayers(_ content: [_ViewNode]) -> [_ViewNode] {
        graph.presentationsMoved = false
        var shown: [PresentedLayer] = []
        for layer in graph.presentedLayers(walking: region) {
            // SwiftUI shows one presentation from each place, the next once it goes.
            if let first = shown.first(where: { $0.parent == layer.parent }) {
                warnOnce(about: layer.presenter, first.kind == .alert || layer.kind == .alert
                    ? "Attempt to present a \(layer.kind.name) while a \(first.kind.name) is already presented; it is presented once that one is dismissed."
                    : "Currently, only presenting a single sheet is supported.\nThe next sheet will be presented when the currently presented sheet gets dismissed.")
                continue
            }
            shown.append(layer)
        }
        let layers = ForEach(shown, id: \.presenter) { PresentedLayerView(layer: $0).transition(.presentation) }
            .animation(.presentation, value: shown.map(\.presenter))
        let made = layers._resolve(in: &self, at: ViewID.root.presented.child(0))
        guard !made.isEmpty else { return content }
        let stacked = content.count == 1 ? content[0]
            : _ViewNode(.root, LayoutNode(layout: VStackLayout(), call: LayoutState(id: .root, warnings: warnings, comparison: nil)), content)
        return [_ViewNode(ViewID.root.presented, PresentationRootNode(), [stacked] + made)]
    }
}

extension Animation {
    /// How a sheet or an alert comes and goes: a spring with no bounce, as UIKit's.
    static let presentation = Animation.spring(response: 0.5, dampingFraction: 1)
}

/// A layer in the environment it was presented in.
private struct PresentedLayerView: _PrimitiveView {
    var layer: PresentedLayer

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        // The presenter's environment, with how far the layer has come in.
        let made = context.changingEnvironment({ [environment = layer.environment] in
            let progress = $0.presentationProgress
            $0 = environment
            $0.presentationProgress = progress
        }) { layer.content._resolve(in: &$0, at: id.child(0)) }
        return [_ViewNode(id, PresentedLayerNode(role: layer.kind.role, title: layer.title), made)]
    }
}

/// A presented layer to assistive tools: a dialog or an alert around what
/// it holds, named by its title.
struct PresentedLayerNode: NodeKind {
    var role: AccessibilityRole
    var title: String

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        [AccessibilityElement(id: node.id, role: role, label: title, frame: walk.frame(of: node),
                              children: walk.elements(of: node.children, said: AccessibilityWalk.Said()))]
    }
}

/// The window: its content placed as a window places its root, each layer
/// over the whole of it.
struct PresentationRootNode: NodeKind {
    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        let content = pass.size(ofTogether: children.prefix(1), proposal)
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        let window = ProposedViewSize(width: bounds.width, height: bounds.height)
        pass.placeTogether(children, offered: window, in: bounds, alignment: .center)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.elements(of: node.children, said: said)
    }
}
