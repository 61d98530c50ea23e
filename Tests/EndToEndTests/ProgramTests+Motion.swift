import Foundation
import XCTest

/// Programs of our own that move as SwiftUI's animators move views since
/// iOS 17: each frame that `--render --progress P` draws, P of the way
/// through the motion the press starts, against the keyframes worked out by hand.
extension ProgramTests {
    /// jump: a ball of 40 whose height follows two cubic keyframes, up 60
    /// in 0.4 s and down in 0.4 s, at rest at each end and at the top, so
    /// that a Catmull-Rom spline through them is Hermite's with no tangent:
    /// half way up, 3/4 - 2/8 = 1/2 of the way.
    func testJumpFollowsItsKeyframes() throws {
        // 300 x 300. The stack is the ball, 20 and the button's frame, 40:
        // 100, from y = 100. The ball spans 130 to 170 across, 100 to 140 down.
        for (progress, lift) in [(0.0, 0.0), (0.25, 30), (0.5, 60), (1, 0)] {
            let image = try render("jump", 300, 300, progress: progress)
            let middle = Int(120 - lift)
            assertColor(image, 150, middle, Colors.orange, "the ball at \(progress) of the way")
            assertEdge(image, from: 150, middle, .up, at: 100 - lift, "the ball's top at \(progress) of the way")
            assertEdge(image, from: 150, middle, .down, at: 140 - lift, "the ball's bottom at \(progress) of the way")
            assertEdge(image, from: 150, middle, .left, at: 130, "the ball's left at \(progress) of the way")
        }
    }
}
