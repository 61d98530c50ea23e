import SwiftUI

/// The window's view: the learner's view as the last build that loaded made
/// it, kept in place from build to build, and over it what went wrong since.
struct PlaygroundWindow: View {
    @ObservedObject var session: PlaygroundSession
    /// Whether the window offers the files' previews to choose from: not
    /// in a picture (`--render`), which shows the preview alone.
    let offersPreviews: Bool

    var body: some View {
        // The learner's view lies where it would lie alone in the window,
        // whether problems show over it or not.
        ZStack {
            if let content = session.content {
                _ReloadedView(content, code: session.code)
            }
            ShownMark(code: session.code, shown: session.shown)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(problems, alignment: .bottom)
        .overlay(previews, alignment: .top)
    }

    /// Where the files have several previews, a button for each, as the
    /// canvas's tabs: Tab reaches them, and Space shows the one focused.
    @ViewBuilder private var previews: some View {
        if offersPreviews, session.previews.count > 1 {
            HStack(spacing: 8) {
                ForEach(session.previews, id: \.self) { name in
                    // A button's action runs on the main thread.
                    Button(name == session.preview ? "[\(name)]" : name) { MainActor.assumeIsolated { session.choose(name) } }
                }
            }
            .padding(8)
        }
    }

    @ViewBuilder private var problems: some View {
        if !session.problems.isEmpty {
            ProblemsOverlay(heading: session.heading, problems: session.problems)
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
