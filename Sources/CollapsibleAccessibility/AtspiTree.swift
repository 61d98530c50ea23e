import CollapsibleCore

/// Everything the program shows assistive tools at one moment: the
/// application, its window and the views in it, each with what AT-SPI asks
/// of an object. A value built from the host's tree, and followed from it
/// where it changes (`AtspiTree+Update`); what changed is what clients are
/// told (`AccessibleEvent`).
struct AtspiTree: Equatable {
    struct Element: Equatable {
        var role: AtspiRole
        var name: String
        /// nil for the application, whose parent is the registry's desktop.
        var parent: AccessibleObject?
        var children: [AccessibleObject] = []
        var states: AtspiStates = []
        /// In the window, in device pixels; nil for the application, which
        /// is no place on screen.
        var frame: DeviceRect?
        /// Whether it is pressed as a tap presses it: a button's one action.
        var isPressable = false
        var controllerFor: [AccessibleObject] = []
        var controlledBy: [AccessibleObject] = []
        /// The text a label shows, which AT-SPI's Text interface reads.
        var text: PlacedText?
        /// A text field's caret and selection in `text`, while it has the
        /// keyboard; nil for any other element.
        var caret: Int?
        var selection: Range<Int>?
        /// Whether a tool edits its text: a text field's.
        var isEditable = false
        /// A slider's value, which AT-SPI's Value interface reads and sets.
        var value: AccessibilityValue?
        /// Whether an element that takes the focus is this one or one
        /// inside it: the first such takes the focus where the host names
        /// none.
        var holdsControl = false
    }

    let application: AccessibleApplication
    var window: AccessibleWindow
    /// The host's tree the elements were made from.
    var root: AccessibilityElement?
    var elements: [AccessibleObject: Element] = [:]
    /// The element that has the focus while the window has it: the control
    /// the keyboard works, which the host names; where it names none that
    /// takes the focus, the first that does, as a window's first control
    /// takes it in GTK.
    var focus: AccessibleObject?
    /// Whether a view was left out, its ID being in the tree already.
    private(set) var leftOut = false

    init(application: AccessibleApplication, window: AccessibleWindow, root: AccessibilityElement?) {
        self.application = application
        self.window = window
        let windowFrame = DeviceRect(x: 0, y: 0, width: window.width, height: window.height)
        var windowStates: AtspiStates = [.enabled, .sensitive, .visible, .showing, .resizable]
        if window.isFocused { windowStates.insert(.active) }
        elements[.application] = Element(role: .application, name: application.name, children: [.window])
        // No description: a screen reader says it whenever the window
        // comes to the front, and a GTK window has none.
        elements[.window] = Element(role: .frame, name: window.title, parent: .application, states: windowStates,
                                    frame: windowFrame)
        self.root = root
        if let root { add(root, parent: .window) }
        focus(on: control(for: window))
    }

    subscript(object: AccessibleObject) -> Element? { elements[object] }

    /// The control that takes the focus in `window`: the one it names, else
    /// the first in the tree.
    func control(for window: AccessibleWindow) -> AccessibleObject? {
        if let named = window.focusedView.map(AccessibleObject.view), elements[named]?.states.contains(.focusable) == true {
            return named
        }
        var object = elements[.window]?.children.first
        while let current = object, let element = elements[current], element.holdsControl {
            if element.states.contains(.focusable) { return current }
            object = element.children.first { elements[$0]?.holdsControl == true }
        }
        return nil
    }

    /// Moves the focus to `control`, which has the focused state while the
    /// window has the focus, and nothing else has it.
    mutating func focus(on control: AccessibleObject?) {
        if let focus { elements[focus]?.states.remove(.focused) }
        focus = control
        if window.isFocused, let control { elements[control]?.states.insert(.focused) }
    }

    /// Adds `node` and what it holds under `parent`. A view whose ID is
    /// already in the tree is left out with all it holds: two views with
    /// one ID would be one object on the bus.
    private mutating func add(_ node: AccessibilityElement, parent: AccessibleObject) {
        let object = AccessibleObject.view(node.id)
        guard elements[object] == nil else {
            leftOut = true
            return
        }
        elements[object] = made(node, parent: parent)
        elements[parent]?.children.append(object)
        for child in node.children {
            add(child, parent: object)
        }
        finish(object)
    }

    /// What `node` is as an element under `parent`, but for what it owes
    /// to its children, and the focus.
    func made(_ node: AccessibilityElement, parent: AccessibleObject) -> Element {
        let frame = deviceRect(node.frame)
        // A disabled control is neither, as GTK's insensitive widgets are not.
        var states: AtspiStates = node.isEnabled ? [.enabled, .sensitive] : []
        let inWindow = DeviceRect(x: 0, y: 0, width: window.width, height: window.height)
        // A view a scroll view's viewport cuts away is neither, as GTK's
        // children of a scrolled window out of sight are not showing.
        if node.isShowing { states.insert(.visible) }
        if node.isShowing, !frame.intersection(inWindow).isEmpty { states.insert(.showing) }
        var element = Element(role: AtspiRole(node.role), name: node.label, parent: parent, states: states, frame: frame,
                              text: node.text)
        switch node.role {
        case .button, .menuItem:
            element.isPressable = true
            element.states.insert(.focusable)
            if let expanded = node.expanded {
                element.states.insert(.expandable)
                if expanded { element.states.insert(.expanded) }
                // What it expands is what holds it, as GTK 4 relates an
                // expander to its child.
                if case .view = parent { element.controllerFor = [parent] }
            }
        case .link:
            element.isPressable = true
            element.states.insert(.focusable)
        case .submenu:
            // As GTK tells a menu item with a submenu: a menu, expanded while it is open.
            element.isPressable = true
            element.states.formUnion([.focusable, .expandable])
            if node.expanded == true { element.states.insert(.expanded) }
        case .comboBox:
            element.isPressable = true
            element.states.formUnion([.focusable, .expandable])
        case .toggleButton, .radioButton, .checkBox:
            element.isPressable = true
            element.states.formUnion([.focusable, .checkable])
            if node.checked == true { element.states.insert(.checked) }
        case .slider:
            element.value = node.value
            element.states.formUnion([.focusable, .horizontal])
        case .spinButton:
            element.value = node.value
            element.states.insert(.focusable)
        case .progressBar, .levelBar:
            element.value = node.value
            element.states.insert(.horizontal)
        case .scrollBar:
            element.value = node.value
            element.states.insert(node.frame.width < node.frame.height ? .vertical : .horizontal)
        case .group:
            if Self.isRow(node) { element.states.insert(.horizontal) }
        case .textField, .secureTextField:
            element.states.formUnion([.focusable, .editable, .singleLine])
            element.isEditable = true
            element.caret = node.caret
            element.selection = node.selection
        case .pageTab:
            // A tab is pressed to be shown, as GTK's notebook tab is.
            element.isPressable = true
            element.states.formUnion([.focusable, .selectable])
            if node.selected == true { element.states.insert(.selected) }
        case .pageTabList:
            element.states.insert(.horizontal)
        case .list:
            if node.multiselectable { element.states.insert(.multiselectable) }
        case .listItem:
            element.isPressable = node.isFocusable
            if node.isFocusable { element.states.insert(.focusable) }
            if let selected = node.selected {
                element.states.insert(.selectable)
                if selected { element.states.insert(.selected) }
            }
        case .toolBar:
            // A pushed screen's bar, which takes the focus where the screen has no control.
            if node.isFocusable { element.states.insert(.focusable) }
        case .label, .image, .menu, .scrollPane:
            break
        case .dialog, .alert:
            element.states.insert(.modal)
        }
        // Nor does the keyboard reach it.
        if !node.isEnabled { element.states.remove(.focusable) }
        return element
    }

    /// What the element `object` owes to its children, once they are in:
    /// the buttons among them that expand it, and whether a control is in it.
    mutating func finish(_ object: AccessibleObject) {
        guard let element = elements[object] else { return }
        var controlledBy: [AccessibleObject] = [], holdsControl = element.states.contains(.focusable)
        for child in element.children {
            guard let inside = elements[child] else { continue }
            if inside.controllerFor == [object] { controlledBy.append(child) }
            holdsControl = holdsControl || inside.holdsControl
        }
        elements[object]?.controlledBy = controlledBy
        elements[object]?.holdsControl = holdsControl
    }

    /// A group whose children stand side by side, left to right.
    private static func isRow(_ node: AccessibilityElement) -> Bool {
        node.children.count > 1 && zip(node.children, node.children.dropFirst()).allSatisfy {
            $0.frame.minX <= $1.frame.minX && $0.frame.midY == $1.frame.midY
        }
    }

    /// A logical frame in whole device pixels, each edge rounded on its own,
    /// so that frames that touch still touch.
    func deviceRect(_ frame: Rect) -> DeviceRect {
        func pixel(_ value: Double) -> Int {
            let scaled = (value * window.scale).rounded()
            return scaled.isFinite ? Int(max(min(scaled, Double(Int32.max)), Double(Int32.min))) : 0
        }
        let x = pixel(frame.minX), y = pixel(frame.minY)
        return DeviceRect(x: x, y: y, width: max(pixel(frame.maxX) - x, 0), height: max(pixel(frame.maxY) - y, 0))
    }

    /// An element's place in the coordinates a client asks for. `origin`
    /// is the window's top left on the screen.
    func extents(of object: AccessibleObject, in coordinates: CoordinateType, origin: (x: Int, y: Int)) -> DeviceRect? {
        elements[object]?.frame.map { place($0, of: object, in: coordinates, origin: origin) }
    }

    /// A box in the window, of `object` or a part of it, in `coordinates`.
    func place(_ box: DeviceRect, of object: AccessibleObject, in coordinates: CoordinateType, origin: (x: Int, y: Int)) -> DeviceRect {
        let offset = self.offset(of: object, in: coordinates, origin: origin)
        return DeviceRect(x: box.x + offset.x, y: box.y + offset.y, width: box.width, height: box.height)
    }

    /// A point given in `coordinates`, as `object` takes it, in the window.
    func windowPoint(x: Int, y: Int, in coordinates: CoordinateType, of object: AccessibleObject,
                     origin: (x: Int, y: Int)) -> (x: Int, y: Int) {
        let offset = self.offset(of: object, in: coordinates, origin: origin)
        return (x - offset.x, y - offset.y)
    }

    /// What turns a place in the window into one in `coordinates`. The
    /// window's parent, the application, has no place of its own: the
    /// window is on the screen, so its parent's coordinates are the screen's.
    private func offset(of object: AccessibleObject, in coordinates: CoordinateType,
                        origin: (x: Int, y: Int)) -> (x: Int, y: Int) {
        switch coordinates {
        case .screen:
            return origin
        case .window:
            return (0, 0)
        case .parent:
            guard object != .window else { return origin }
            guard let parent = elements[object]?.parent, parent != .window, let outer = elements[parent]?.frame
            else { return (0, 0) }
            return (-outer.x, -outer.y)
        }
    }

    /// The deepest element under `object` at a point in the window: of
    /// children that overlap, the one drawn last, which is on top. Nil when
    /// none of its descendants is there.
    func descendant(of object: AccessibleObject, at point: (x: Int, y: Int)) -> AccessibleObject? {
        guard let element = elements[object] else { return nil }
        for child in element.children.reversed() {
            guard let frame = elements[child]?.frame, Self.contains(frame, point) else { continue }
            return descendant(of: child, at: point) ?? child
        }
        return nil
    }

    static func contains(_ frame: DeviceRect, _ point: (x: Int, y: Int)) -> Bool {
        point.x >= frame.x && point.x < frame.maxX && point.y >= frame.y && point.y < frame.maxY
    }
}

/// The coordinates a client asks for extents in (`AtspiCoordType`).
enum CoordinateType: UInt32 {
    case screen = 0
    /// Relative to the top-level window.
    case window = 1
    /// Relative to the element's parent.
    case parent = 2
}
