import XCTest
import CollapsibleCore
@testable import CollapsibleAccessibility

/// The controls as AT-SPI clients see them, by GTK's roles: a `Stepper`
/// is a spin button with the Value interface, a `ProgressView` a progress
/// bar, a `Gauge` a level bar, a `Picker`'s menu a combo box, its segments
/// radio buttons, a `Link` a link.
final class ControlElementTests: XCTestCase {
    private struct Settings: View {
        @State var copies = 2
        @State var size = 1
        @State var flavor = 0
        var body: some View {
            VStack {
                Stepper("Copies", value: $copies, in: 1...9)
                ProgressView("Printing", value: 0.5)
                Gauge(value: 0.25) { Text("Ink") }
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Large").tag(1)
                }
                Picker("Flavor", selection: $flavor) {
                    Text("Plain").tag(0)
                    Text("Sweet").tag(1)
                }
                .pickerStyle(.segmented)
                Link(_destination: "https://example.org/guide") { Text("Guide") }
            }
            .frame(width: 300)
        }
    }

    private func tree(_ view: LiveView) -> AtspiTree {
        AtspiTree(application: AccessibleApplication(name: "settings", version: "1"),
                  window: AccessibleWindow(title: "Settings", width: 400, height: 400, scale: 1, isFocused: true),
                  root: view.accessibilityRoot)
    }

    private func element(_ tree: AtspiTree, _ role: AtspiRole) throws -> [AtspiTree.Element] {
        let found = tree.elements.values.filter { $0.role == role }.sorted { ($0.frame?.y ?? 0, $0.frame?.x ?? 0) < ($1.frame?.y ?? 0, $1.frame?.x ?? 0) }
        XCTAssertFalse(found.isEmpty, "no \(role.name)")
        return found
    }

    func testEachControlHasGTKsRoleAndItsStatesAndValue() throws {
        let view = LiveView(Settings(), size: Size(width: 400, height: 400))
        let tree = tree(view)

        let spin = try XCTUnwrap(element(tree, .spinButton).first)
        XCTAssertEqual(spin.role.rawValue, 52, "ATSPI_ROLE_SPIN_BUTTON")
        XCTAssertEqual(spin.role.name, "spin button")
        XCTAssertEqual(spin.name, "Copies")
        XCTAssertTrue(spin.states.contains(.focusable))
        XCTAssertEqual(spin.value?.current, 2)
        XCTAssertEqual(spin.value?.minimum, 1)
        XCTAssertEqual(spin.value?.maximum, 9)

        let progress = try XCTUnwrap(element(tree, .progressBar).first)
        XCTAssertEqual(progress.role.rawValue, 42, "ATSPI_ROLE_PROGRESS_BAR")
        XCTAssertEqual(progress.name, "Printing")
        XCTAssertEqual(progress.value?.description, "50%")
        XCTAssertFalse(progress.states.contains(.focusable))

        let level = try XCTUnwrap(element(tree, .levelBar).first)
        XCTAssertEqual(level.role.rawValue, 103, "ATSPI_ROLE_LEVEL_BAR")
        XCTAssertEqual(level.name, "Ink")
        XCTAssertEqual(level.value?.current, 0.25)

        let box = try XCTUnwrap(element(tree, .comboBox).first)
        XCTAssertEqual(box.role.rawValue, 11, "ATSPI_ROLE_COMBO_BOX")
        XCTAssertEqual(box.name, "Size")
        XCTAssertTrue(box.isPressable, "its action opens the menu")
        XCTAssertTrue(box.states.isSuperset(of: [.focusable, .expandable]))
        XCTAssertEqual(box.children.compactMap { tree[$0]?.name }, ["Large"], "the chosen option inside, as Orca reads it")

        let radios = try element(tree, .radioButton)
        XCTAssertEqual(radios.first?.role.rawValue, 44, "ATSPI_ROLE_RADIO_BUTTON")
        XCTAssertEqual(radios.map(\.name), ["Plain", "Sweet"])
        XCTAssertEqual(radios.map { $0.states.contains(.checked) }, [true, false])
        XCTAssertTrue(radios.allSatisfy { $0.isPressable && $0.states.contains(.checkable) })

        let link = try XCTUnwrap(element(tree, .link).first)
        XCTAssertEqual(link.role.rawValue, 88, "ATSPI_ROLE_LINK")
        XCTAssertEqual(link.role.name, "link")
        XCTAssertEqual(link.name, "Guide")
        XCTAssertTrue(link.isPressable, "its action opens it")
        XCTAssertTrue(link.states.contains(.focusable))
    }

    private struct Locked: View {
        @State var copies = 2
        @State var duplex = false
        var body: some View {
            VStack {
                Stepper("Copies", value: $copies, in: 1...9)
                Toggle("Duplex", isOn: $duplex)
                Button("Print") {}
            }
            .disabled(true)
            .frame(width: 300)
        }
    }

    /// Disabled controls are still told as the controls they are, but as
    /// GTK's insensitive widgets: neither enabled nor sensitive, and not
    /// focusable.
    func testADisabledControlIsNeitherEnabledNorSensitiveNorFocusable() throws {
        let locked = tree(LiveView(Locked(), size: Size(width: 400, height: 400)))
        let controls = try element(locked, .spinButton) + element(locked, .toggleButton) + element(locked, .pushButton)
        XCTAssertEqual(controls.map(\.name), ["Copies", "Duplex", "Print"])
        for control in controls {
            XCTAssertTrue(control.states.isDisjoint(with: [.enabled, .sensitive, .focusable]), "\(control.name): \(control.states)")
            XCTAssertTrue(control.states.contains(.showing), control.name)
        }
        let enabled = tree(LiveView(Settings(), size: Size(width: 400, height: 400)))
        XCTAssertTrue(try element(enabled, .spinButton).allSatisfy { $0.states.isSuperset(of: [.enabled, .sensitive, .focusable]) })
    }

    /// A `Menu` in an open menu is AT-SPI's menu, as GTK tells a menu item
    /// with a submenu: pressable, expandable, expanded once its own menu
    /// is open beside it, a popup menu of its own items.
    func testAMenuInAMenuIsAMenuExpandedWhileItsOwnIsOpen() throws {
        struct Editor: View {
            var body: some View {
                Menu("Edit") {
                    Button("Undo") {}
                    Menu("Transform") { Button("Uppercase") {} }
                }
            }
        }
        var view = LiveView(Editor(), size: Size(width: 600, height: 400))
        XCTAssertTrue(view.moveFocus(forward: true))
        XCTAssertTrue(view.pressFocused())
        view.advance(to: 10)
        view.advance(to: 20)
        let closed = try XCTUnwrap(element(tree(view), .menu).first)
        XCTAssertEqual(closed.role.rawValue, 33, "ATSPI_ROLE_MENU")
        XCTAssertEqual(closed.role.name, "menu")
        XCTAssertEqual(closed.name, "Transform")
        XCTAssertTrue(closed.isPressable)
        XCTAssertTrue(closed.states.isSuperset(of: [.focusable, .expandable]))
        XCTAssertFalse(closed.states.contains(.expanded))
        XCTAssertTrue(view.moveInMenu(forward: true))
        XCTAssertTrue(view.moveInMenu(forward: true))
        XCTAssertTrue(view.crossSubmenu(opening: true))
        view.advance(to: 30)
        view.advance(to: 40)
        let opened = tree(view)
        XCTAssertTrue(try XCTUnwrap(element(opened, .menu).first).states.contains(.expanded))
        let popups = try element(opened, .popupMenu)
        XCTAssertEqual(popups.count, 2, "the submenu is a popup menu of its own")
        XCTAssertEqual(try element(opened, .menuItem).map(\.name), ["Undo", "Uppercase"])
    }
}
