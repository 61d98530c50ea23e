import CollapsibleCore
import ExampleViews
import TestSupport
import XCTest
@testable import CollapsibleAccessibility

/// The tree clients read follows the host's tree where it changed: what it
/// holds and what clients are told are what a tree made anew and compared
/// whole gives, and a change to one cell of ten thousand looks at its row.
final class AnnouncedTreeTests: XCTestCase {
    private let application = AccessibleApplication(name: "sheet", version: "1")

    func testAWriteToOneCellOfTenThousandComparesItsRowAndTellsItsName() throws {
        let marks = RowMarks()
        var live = LiveView(CellTable(rows: marks), size: Size(width: 600, height: 600), measure: FixedMeasure())
        let window = AccessibleWindow(title: "Sheet", width: 600, height: 600, scale: 1, isFocused: true)
        var tree = AtspiTree(application: application, window: window, root: live.accessibilityRoot)
        XCTAssertEqual(tree.elements.count, 2 + 1 + 100 + 10_000, "the application, the window, the table, its rows and cells")
        marks.mark(42, 7)
        live.update()
        let root = live.accessibilityRoot
        let replaced = try XCTUnwrap(tree.update(to: root, in: window))
        XCTAssertLessThanOrEqual(replaced.compared, 1 + 100 + 100, "the table, its rows, and the cells of the one written")
        let cell = AccessibleObject.view(root.children[42].children[7].id)
        XCTAssertEqual(Set(replaced.before.keys), [.view(root.id), .view(root.children[42].id), cell])
        XCTAssertEqual(tree, AtspiTree(application: application, window: window, root: root))
        let told = AccessibleEvent.changes(from: EarlierTree(tree, replaced: replaced.before), to: tree,
                                           within: AccessibleEvent.holders(of: replaced.before.keys, in: tree))
        XCTAssertEqual(told, [.nameChanged(cell, "marked")])
    }

    func testRandomEditsTellWhatATreeMadeAnewAndComparedWholeTells() {
        let seed = Stress.seed(default: 34)
        var random = SeededRandom(seed: seed)
        var edits = Edits()
        var root: AccessibilityElement? = edits.element(depth: 3, using: &random)
        var window = AccessibleWindow(title: "Random", width: 200, height: 150, scale: 1, isFocused: false)
        var announced = AnnouncedTree(application: application)
        // What clients were told before: each tree made anew, compared
        // whole with the last, and its extents with the last settled one's.
        var shown = AtspiTree(application: application, window: AccessibleWindow(title: "", width: 0, height: 0, scale: 1, isFocused: false),
                              root: nil)
        var settledTree = shown
        for step in 0..<Stress.pick(short: 2_000, long: 50_000) {
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                edits.edit(&root, using: &random)
            }
            edits.edit(&window, using: &random)
            let settled = Int.random(in: 0..<3, using: &random) > 0
            let made = AtspiTree(application: application, window: window, root: root)
            var expected = AccessibleEvent.changes(from: shown, to: made)
            if settled {
                expected += AccessibleEvent.bounds(from: settledTree, to: made)
                settledTree = made
            }
            shown = made
            XCTAssertEqual(announced.show(root, in: window, settled: settled), expected, "step \(step), seed \(seed)")
            XCTAssertEqual(announced.tree, made, "step \(step), seed \(seed)")
        }
    }
}

/// Random changes to a tree of elements, each to a copy that shares all it
/// does not change with the tree before, as a walk that takes the elements
/// of what stands again makes it; now and then a view moves elsewhere or
/// takes an ID already in the tree.
private struct Edits {
    private var lastID: UInt64 = 0
    private let labels = ["", "a", "b", "go"]

    mutating func element(depth: Int, using random: inout SeededRandom) -> AccessibilityElement {
        lastID += 1
        let roles: [AccessibilityRole] = [.group, .group, .label, .button, .toggleButton, .slider]
        let role = depth > 0 ? roles[Int.random(in: 0..<roles.count, using: &random)] : .label
        var element = AccessibilityElement(id: ViewID(raw: lastID), role: role, label: labels.randomElement(using: &random)!,
                                           frame: frame(using: &random))
        reshape(&element, using: &random)
        if role == .group {
            element.children = (0..<Int.random(in: 0...4, using: &random)).map { _ in self.element(depth: depth - 1, using: &random) }
        }
        return element
    }

    private func frame(using random: inout SeededRandom) -> Rect {
        Rect(x: Double(Int.random(in: -20...220, using: &random)), y: Double(Int.random(in: 0...160, using: &random)),
             width: Double(Int.random(in: 0...3, using: &random) * 10), height: 10)
    }

    /// What its role says besides its name: expanded, checked or a value.
    private func reshape(_ element: inout AccessibilityElement, using random: inout SeededRandom) {
        element.expanded = element.role == .button ? [nil, true, false].randomElement(using: &random)! : nil
        element.checked = element.role == .toggleButton ? Bool.random(using: &random) : nil
        element.value = element.role == .slider
            ? AccessibilityValue(current: Double(Int.random(in: 0...4, using: &random)), minimum: 0, maximum: 4, increment: 1, description: "")
            : nil
        element.isFocusable = [.button, .toggleButton, .slider].contains(element.role)
    }

    mutating func edit(_ root: inout AccessibilityElement?, using random: inout SeededRandom) {
        guard var tree = root else {
            root = element(depth: 3, using: &random)
            return
        }
        switch Int.random(in: 0..<40, using: &random) {
        case 0:
            root = nil
        case 1:
            root = element(depth: 3, using: &random)
        case 2, 3:
            // A view leaves its place for another: its ID moves.
            guard let moved = take(from: &tree, using: &random) else { break }
            put(moved, into: &tree, using: &random)
            root = tree
        case 4:
            // A view takes an ID already in the tree.
            var twin = element(depth: 1, using: &random)
            twin.id = ViewID(raw: UInt64.random(in: 1...lastID, using: &random))
            put(twin, into: &tree, using: &random)
            root = tree
        case 5:
            // A view beside another with its ID, as a repeated element would be.
            repeatChild(in: &tree, using: &random)
            root = tree
        default:
            change(&tree, using: &random)
            root = tree
        }
    }

    /// One change at an element deep in the tree.
    private mutating func change(_ element: inout AccessibilityElement, using random: inout SeededRandom) {
        if !element.children.isEmpty, Int.random(in: 0..<3, using: &random) > 0 {
            return change(&element.children[Int.random(in: 0..<element.children.count, using: &random)], using: &random)
        }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: element.label = labels.randomElement(using: &random)!
        case 1: element.frame = frame(using: &random)
        case 2:
            element.role = [.group, .label, .button, .toggleButton, .slider].randomElement(using: &random)!
            reshape(&element, using: &random)
        case 3: reshape(&element, using: &random)
        case 4 where !element.children.isEmpty: element.children.remove(at: Int.random(in: 0..<element.children.count, using: &random))
        default:
            element.children.insert(self.element(depth: 2, using: &random), at: Int.random(in: 0...element.children.count, using: &random))
        }
    }

    private func repeatChild(in element: inout AccessibilityElement, using random: inout SeededRandom) {
        guard !element.children.isEmpty else { return }
        let index = Int.random(in: 0..<element.children.count, using: &random)
        if Bool.random(using: &random) { return repeatChild(in: &element.children[index], using: &random) }
        var twin = element.children[index]
        twin.label += "'"
        element.children.insert(twin, at: index + Int.random(in: 0...1, using: &random))
    }

    /// A view taken out of the tree, from below its root.
    private func take(from element: inout AccessibilityElement, using random: inout SeededRandom) -> AccessibilityElement? {
        guard !element.children.isEmpty else { return nil }
        let index = Int.random(in: 0..<element.children.count, using: &random)
        if Bool.random(using: &random), let deeper = take(from: &element.children[index], using: &random) { return deeper }
        return element.children.remove(at: index)
    }

    private func put(_ view: AccessibilityElement, into element: inout AccessibilityElement, using random: inout SeededRandom) {
        if !element.children.isEmpty, Bool.random(using: &random) {
            return put(view, into: &element.children[Int.random(in: 0..<element.children.count, using: &random)], using: &random)
        }
        element.children.insert(view, at: Int.random(in: 0...element.children.count, using: &random))
    }

    /// The window comes to the front or leaves it, names another control,
    /// and now and then is resized or retitled.
    func edit(_ window: inout AccessibleWindow, using random: inout SeededRandom) {
        switch Int.random(in: 0..<24, using: &random) {
        case 0, 1, 2: window.isFocused.toggle()
        case 3, 4, 5: window.focusedView = Bool.random(using: &random) ? nil : ViewID(raw: UInt64.random(in: 1...lastID, using: &random))
        case 6: window.width = Int.random(in: 100...300, using: &random)
        case 7: window.title = ["Random", "Again"].randomElement(using: &random)!
        case 8: window.scale = [1, 1.5, 2].randomElement(using: &random)!
        default: break
        }
    }
}
