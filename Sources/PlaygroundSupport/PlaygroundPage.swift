@_spi(Hosting) import SwiftUI

/// PlaygroundSupport's page, for a playground's file that ends with
/// `PlaygroundPage.current.setLiveView(...)`: here the page is the program,
/// with the command line every program has. A class, as PlaygroundSupport's
/// is, so that `PlaygroundPage.current.needsIndefiniteExecution = true` compiles.
public final class PlaygroundPage: @unchecked Sendable {
    /// The page of the program that runs.
    public static let current = PlaygroundPage()

    /// A playground asks to keep running after its last line, for work that
    /// finishes later; a program with a live view runs until its window
    /// closes anyway, so this changes nothing.
    public var needsIndefiniteExecution = false

    private init() {}

    /// Shows `view` until the window closes, or as the command line asks,
    /// then ends the program.
    public func setLiveView<Content: View>(_ view: Content) -> Never {
        Hosting.show(view)
    }
}
