@testable import CollapsibleCore
import ExampleViews
// The measure every file of these tests lays text out with.
@_exported import TestSupport

// XCTest brings Foundation, which has Core Graphics' names of its own; the
// tests mean the framework's, as a file that imports only it does.
typealias CGFloat = CollapsibleCore.CGFloat
typealias CGPoint = CollapsibleCore.CGPoint
typealias CGSize = CollapsibleCore.CGSize
typealias CGRect = CollapsibleCore.CGRect

/// The exercise's content view, the colours a parameter.
typealias SeedContent = Exercise

extension LiveView {
    init<V: View>(_ view: V, size: Size) {
        self.init(view, size: size, measure: FixedMeasure())
    }

    /// The seed's row as the user sees it: the frame of each item's fill.
    var itemFrames: [Rect] {
        shadowed.compactMap { item in
            guard case .shape(.rectangle, .fill) = item.content else { return nil }
            return item.frame
        }
    }

    /// The seed's gray band.
    var band: Rect? { displayList(scale: 1).items.first?.frame }

    /// What the seed's shadow is cast by.
    var shadowed: [DisplayItem] {
        for item in displayList(scale: 1).items {
            if case .effect(.shadow, let items) = item.content { return items }
        }
        return []
    }

    /// A tap on the button, as Space gives one.
    mutating func toggle(animated: Bool = true) {
        XCTAssertNotNil(frontmostTapTarget)
        pressFrontmostTapTarget(animated: animated)
    }

    var expanded: Bool { accessibilityRoot.children.last?.expanded ?? false }

    /// What assistive tools read, top to bottom.
    var labels: [String] { accessibilityRoot.children.map(\.label) }

    /// A press of the element that reads `label`, as an assistive tool's.
    mutating func tap(_ label: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let element = accessibilityRoot.children.first(where: { $0.label == label }) else {
            return XCTFail("no \(label) in \(labels)", file: file, line: line)
        }
        press(element.id)
    }
}

/// The frames of what `view` draws in a window of `size` on a screen of
/// `scale`, in drawing order.
func frames<V: View>(_ view: V, in size: Size = Size(width: 300, height: 200), scale: Double = 1) -> [Rect] {
    var live = LiveView(view, size: size)
    live.displayScale = scale
    return live.drawnItems(scale: scale).map(\.frame)
}

extension LiveView {
    /// What is drawn, in drawing order, the items inside clips and other
    /// effects too.
    func drawnItems(scale: Double = 1) -> [DisplayItem] {
        func flat(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { item -> [DisplayItem] in
                if case .effect(_, let inside) = item.content { return flat(inside) }
                return [item]
            }
        }
        return flat(displayList(scale: scale).items)
    }
}

/// Where SwiftUI draws an edge laid out at `edge`, at scale 1: on the
/// nearest whole pixel, one halfway between two going right or down.
func pixel(_ edge: Double) -> Double {
    (edge + 0.5).rounded(.down)
}

/// Where SwiftUI draws a frame laid out at `frame`, at scale 1: each of its
/// edges on a whole pixel, its size what lies between them.
func onPixels(_ frame: Rect) -> Rect {
    Rect(x: pixel(frame.minX), y: pixel(frame.minY),
         width: pixel(frame.maxX) - pixel(frame.minX), height: pixel(frame.maxY) - pixel(frame.minY))
}

/// The x of every item edge, left to right: what a user measures on screen.
func edges(_ frames: [Rect]) -> [Double] {
    frames.flatMap { [$0.minX, $0.maxX] }
}

import XCTest

/// The lines a view's warnings write, as the program's stderr would show them.
final class Lines: @unchecked Sendable {
    var lines: [String] = []
    var diagnostics: Diagnostics { Diagnostics { [self] in lines.append($0) } }
}
