import SwiftUI

// A phase animator: each press of the button sends the heart through its
// phases, bigger, smaller and back, each with an animation of its own. The
// count is a view of a new id at each press: the new one comes in from
// below as the old one goes up, by a transition.
enum Beat: CaseIterable {
    case rest, big, small

    var scale: CGFloat {
        switch self {
        case .rest: 1
        case .big: 1.5
        case .small: 0.8
        }
    }
}

struct ContentView: View {
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 24) {
            Circle()
                .fill(Color.pink)
                .frame(width: 60, height: 60)
                .phaseAnimator(Beat.allCases, trigger: likes) { heart, beat in
                    heart.scaleEffect(beat.scale)
                } animation: { beat in
                    beat == .big ? .bouncy(duration: 0.3) : .smooth(duration: 0.2)
                }
            Text("\(likes) likes")
                .id(likes)
                .transition(.push(from: .bottom))
            Button("Like") {
                withAnimation(.spring(duration: 0.4, bounce: 0.2)) { likes += 1 }
            }
        }
    }
}
