import SwiftUI

// A phase animator: each press of the button sends the heart through its
// phases, bigger, smaller and back, each with an animation of its own.
// Once the press's own spring is complete, the count comes in from below
// by a transition, as a view of a new id.
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
    @State private var counted = 0

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
            Text("\(counted) likes")
                .id(counted)
                .transition(.push(from: .bottom))
            Button("Like") {
                withAnimation(.spring(duration: 0.4, bounce: 0.2)) {
                    likes += 1
                } completion: {
                    withAnimation(.easeOut(duration: 0.3)) { counted = likes }
                }
            }
        }
    }
}
