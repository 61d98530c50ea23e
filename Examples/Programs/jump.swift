import SwiftUI

// A keyframe animator: each press of the button plays the keyframes once.
// Two tracks move the ball side by side: its height, a smooth curve up and
// down, and its squash as it lands.
struct Jump {
    var height: CGFloat = 0
    var squash: CGFloat = 1
}

struct ContentView: View {
    @State private var jumps = 0

    var body: some View {
        VStack(spacing: 20) {
            Circle()
                .fill(Color.orange)
                .frame(width: 40, height: 40)
                .keyframeAnimator(initialValue: Jump(), trigger: jumps) { ball, jump in
                    ball
                        .scaleEffect(x: 2 - jump.squash, y: jump.squash, anchor: .bottom)
                        .offset(y: -jump.height)
                } keyframes: { _ in
                    KeyframeTrack(\.height) {
                        CubicKeyframe(60, duration: 0.4)
                        CubicKeyframe(0, duration: 0.4)
                    }
                    KeyframeTrack(\.squash) {
                        LinearKeyframe(1, duration: 0.7)
                        LinearKeyframe(0.6, duration: 0.05)
                        SpringKeyframe(1, duration: 0.05, spring: .bouncy)
                    }
                }
            Button("Jump") { jumps += 1 }
                .frame(height: 40)
        }
    }
}
