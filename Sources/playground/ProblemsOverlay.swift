import SwiftUI

/// What went wrong, over the view: the compiler's errors with their file,
/// line and column, or the message the learner's code stopped with.
struct ProblemsOverlay: View {
    let heading: String
    let problems: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(heading).bold()
            ForEach(Array(problems.prefix(Self.shownAtMost).enumerated()), id: \.offset) { _, problem in
                Text(problem).font(.system(size: 13, design: .monospaced))
            }
        }
        .foregroundColor(.white)
        .padding(12)
        .background(Color(red: 0.6, green: 0.1, blue: 0.1))
        .cornerRadius(8)
        .padding(8)
    }

    /// More would cover the view; stderr has them all.
    private static let shownAtMost = 6
}
