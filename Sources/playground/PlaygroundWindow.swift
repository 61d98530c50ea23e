import SwiftUI

/// The window's view: the learner's view as the last build that loaded made
/// it, kept in place from build to build, and over it what went wrong since.
struct PlaygroundWindow: View {
    @ObservedObject var model: WindowModel
    /// Whether the window offers the files' previews to choose from: not
    /// in a picture (`--render`), which shows the preview alone.
    let offersPreviews: Bool

    var body: some View {
        // The learner's view lies where it would lie alone in the window,
        // whether problems show over it or not.
        ZStack {
            if let content = model.content {
                _ReloadedView(content, code: model.code)
            }
            ShownMark(code: model.code, shown: model.shown)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(problems, alignment: .bottom)
        .overlay(previews, alignment: .top)
    }

    /// Where the files have several previews, a button for each, as the
    /// canvas's tabs: Tab reaches them, and Space shows the one focused.
    @ViewBuilder private var previews: some View {
        if offersPreviews, model.previews.count > 1 {
            HStack(spacing: 8) {
                ForEach(model.previews, id: \.self) { name in
                    // A button's action runs on the main thread.
                    Button(name == model.preview ? "[\(name)]" : name) { MainActor.assumeIsolated { model.choose(name) } }
                }
            }
            .padding(8)
        }
    }

    @ViewBuilder private var problems: some View {
        if !model.problems.isEmpty {
            ProblemsOverlay(heading: model.heading, problems: model.problems)
        }
    }
}

/// Draws nothing; made after the learner's view, it tells that the view's
/// body returned.
private struct ShownMark: _PrimitiveView {
    let code: Int
    let shown: (Int) -> Void

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        shown(code)
        return []
    }
}
