@testable import SwiftUI
// The measure every file of these tests lays text out with.
@_exported import TestSupport
import XCTest

extension LiveView {
    init<V: View>(_ view: V, size: Size) {
        self.init(view, size: size, measure: FixedMeasure())
    }

    /// `view` hosted as a program on `import SwiftUI` hosts it: with what
    /// bodies read of `@Observable` models followed.
    init<V: View>(_ view: V) {
        ObservationReads.install()
        self.init(view, size: Size(width: 300, height: 200))
    }

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

/// How many times each body was evaluated.
final class Evaluations: Equatable, @unchecked Sendable {
    private(set) var counts: [String: Int] = [:]

    func count(_ body: String) { counts[body, default: 0] += 1 }

    static func == (a: Evaluations, b: Evaluations) -> Bool { a === b }
}

/// What a library reported, in order.
final class Lines: @unchecked Sendable {
    var lines: [String] = []
    var diagnostics: Diagnostics { Diagnostics { [self] in lines.append($0) } }
}
