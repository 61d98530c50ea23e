import CSystemd
import CollapsibleCore
import Glibc

// What the program answers to each AT-SPI call, read from the tree it shows
// now. Signatures are those of at-spi2-core's xml/ folder. A call with
// other arguments than its signature, an index out of range or an object
// no longer shown gets a D-Bus error, as GTK 4 answers them.

extension AtspiServer {
    /// Answers a call to one of the objects under the accessible prefix.
    /// Returns what sd-bus expects of a handler: 1 for handled, 0 to let
    /// it answer itself, as it does for Introspect and Peer.
    func answer(_ call: OpaquePointer) -> Int32 {
        let interface = sd_bus_message_get_interface(call).map { String(cString: $0) } ?? ""
        let member = sd_bus_message_get_member(call).map { String(cString: $0) } ?? ""
        if interface == "org.freedesktop.DBus.Introspectable" || interface == "org.freedesktop.DBus.Peer" { return 0 }
        let path = sd_bus_message_get_path(call).map { String(cString: $0) } ?? ""
        do throws(CallFailure) {
            guard let object = AccessibleObject(path: path), let element = tree[object] else {
                throw .unknownObject(path: path)
            }
            let call = Call(message: call, interface: interface, member: member)
            switch interface {
            case "org.a11y.atspi.Accessible":
                try answerAccessible(call, object, element)
            case "org.a11y.atspi.Application" where object == .application:
                try answerApplication(call)
            case "org.a11y.atspi.Component" where element.frame != nil:
                try answerComponent(call, object, element)
            case "org.a11y.atspi.Action" where element.isPressable:
                try answerAction(call, object)
            case "org.a11y.atspi.Text" where element.text != nil:
                try answerText(call, object, element)
            case "org.a11y.atspi.Value" where element.value != nil:
                try answerValue(call, object)
            case "org.freedesktop.DBus.Properties":
                try answerProperties(call, object, element)
            default:
                throw call.unknown
            }
        } catch {
            Self.reply(call, with: error)
        }
        return 1
    }

    /// The cache at `/org/a11y/atspi/cache`, which libatspi asks once for
    /// each new application. None is kept: libatspi asks for what it needs
    /// and caches it from the events, and an empty answer is one it takes
    /// without a warning, where a missing cache gets one from every client.
    func answerCache(_ message: OpaquePointer) -> Int32 {
        let call = Call(message: message,
                        interface: sd_bus_message_get_interface(message).map { String(cString: $0) } ?? "",
                        member: sd_bus_message_get_member(message).map { String(cString: $0) } ?? "")
        if call.interface == "org.freedesktop.DBus.Introspectable" || call.interface == "org.freedesktop.DBus.Peer" {
            return 0
        }
        do throws(CallFailure) {
            guard call.interface == "org.a11y.atspi.Cache", call.member == "GetItems" else { throw call.unknown }
            _ = try call.arguments("")
            try call.reply { writer throws(BusFailure) in try writer.container("a", "((so)(so)(so)iiassusau)") {} }
        } catch {
            Self.reply(message, with: error)
        }
        return 1
    }

    private static func reply(_ call: OpaquePointer, with failure: CallFailure) {
        guard sd_bus_message_get_expect_reply(call) > 0 else { return }
        failure.name.withCString { name in
            failure.message.withCString { text in
                var error = sd_bus_error(name: name, message: text, _need_free: 0)
                _ = sd_bus_reply_method_error(call, &error)
            }
        }
    }

    // MARK: org.a11y.atspi.Accessible

    private func answerAccessible(_ call: Call, _ object: AccessibleObject, _ element: AtspiTree.Element) throws(CallFailure) {
        switch call.member {
        case "GetChildAtIndex":
            guard let index = try call.arguments("i").int32() else { throw call.malformed }
            guard element.children.indices.contains(Int(index)) else {
                throw .invalidArguments("no child at index \(index): there are \(element.children.count)")
            }
            let child = reference(to: element.children[Int(index)])
            try call.reply { writer throws(BusFailure) in try writer.reference(child) }
        case "GetChildren":
            _ = try call.arguments("")
            let children = element.children.map { reference(to: $0) }
            try call.reply { writer throws(BusFailure) in
                try writer.container("a", "(so)") { () throws(BusFailure) in
                    for child in children { try writer.reference(child) }
                }
            }
        case "GetIndexInParent":
            _ = try call.arguments("")
            // The registry knows the application's place on the desktop; -1
            // is AT-SPI's "not known here".
            let index = element.parent.flatMap { tree[$0]?.children.firstIndex(of: object) } ?? -1
            try call.reply { writer throws(BusFailure) in try writer.int(index) }
        case "GetRelationSet":
            _ = try call.arguments("")
            // AT-SPI's CONTROLLER_FOR and CONTROLLED_BY.
            let relations = [(UInt32(3), element.controllerFor), (UInt32(4), element.controlledBy)]
                .filter { !$0.1.isEmpty }
                .map { ($0.0, $0.1.map { reference(to: $0) }) }
            try call.reply { writer throws(BusFailure) in
                try writer.container("a", "(ua(so))") { () throws(BusFailure) in
                    for (kind, targets) in relations {
                        try writer.container("r", "ua(so)") { () throws(BusFailure) in
                            try writer.uint32(kind)
                            try writer.container("a", "(so)") { () throws(BusFailure) in
                                for target in targets { try writer.reference(target) }
                            }
                        }
                    }
                }
            }
        case "GetRole":
            _ = try call.arguments("")
            try call.reply { writer throws(BusFailure) in try writer.uint32(element.role.rawValue) }
        case "GetRoleName", "GetLocalizedRoleName":
            _ = try call.arguments("")
            try call.reply { writer throws(BusFailure) in try writer.string(element.role.name) }
        case "GetState":
            _ = try call.arguments("")
            let words = element.states.words
            try call.reply { writer throws(BusFailure) in
                try writer.container("a", "u") { () throws(BusFailure) in
                    try writer.uint32(words.low)
                    try writer.uint32(words.high)
                }
            }
        case "GetAttributes":
            _ = try call.arguments("")
            try call.reply { writer throws(BusFailure) in try writer.container("a", "{ss}") {} }
        case "GetApplication":
            _ = try call.arguments("")
            let application = reference(to: .application)
            try call.reply { writer throws(BusFailure) in try writer.reference(application) }
        case "GetInterfaces":
            _ = try call.arguments("")
            let interfaces = Self.interfaces(of: object, element)
            try call.reply { writer throws(BusFailure) in
                try writer.container("a", "s") { () throws(BusFailure) in
                    for interface in interfaces { try writer.string(interface) }
                }
            }
        default:
            throw call.unknown
        }
    }

    /// What `GetInterfaces` lists: libatspi offers a client only these.
    private static func interfaces(of object: AccessibleObject, _ element: AtspiTree.Element) -> [String] {
        var interfaces = ["org.a11y.atspi.Accessible"]
        if object == .application { interfaces.append("org.a11y.atspi.Application") }
        if element.frame != nil { interfaces.append("org.a11y.atspi.Component") }
        if element.isPressable { interfaces.append("org.a11y.atspi.Action") }
        if element.text != nil { interfaces.append("org.a11y.atspi.Text") }
        if element.value != nil { interfaces.append("org.a11y.atspi.Value") }
        return interfaces
    }

    // MARK: org.a11y.atspi.Application

    private func answerApplication(_ call: Call) throws(CallFailure) {
        guard call.member == "GetLocale" else { throw call.unknown }
        guard try call.arguments("u").uint32() != nil else { throw call.malformed }
        try call.reply { writer throws(BusFailure) in try writer.string(Self.locale) }
    }

    /// The language the labels are in, as the environment names the
    /// messages' locale; the program sets none of its own.
    static var locale: String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = getenv(name), value.pointee != 0 { return String(cString: value) }
        }
        return "C"
    }

    // MARK: org.a11y.atspi.Component

    private func answerComponent(_ call: Call, _ object: AccessibleObject, _ element: AtspiTree.Element) throws(CallFailure) {
        switch call.member {
        case "Contains", "GetAccessibleAtPoint":
            let reader = try call.arguments("iiu")
            guard let x = reader.int32(), let y = reader.int32(), let type = reader.uint32() else { throw call.malformed }
            let coordinates = try Self.coordinates(type)
            let point = tree.windowPoint(x: Int(x), y: Int(y), in: coordinates, of: object, origin: origin(for: coordinates))
            if call.member == "Contains" {
                let inside = element.frame.map { AtspiTree.contains($0, point) } ?? false
                try call.reply { writer throws(BusFailure) in try writer.bool(inside) }
            } else {
                let found = tree.descendant(of: object, at: point).map { reference(to: $0) } ?? .null
                try call.reply { writer throws(BusFailure) in try writer.reference(found) }
            }
        case "GetExtents", "GetPosition":
            guard let type = try call.arguments("u").uint32() else { throw call.malformed }
            let coordinates = try Self.coordinates(type)
            let frame = tree.extents(of: object, in: coordinates, origin: origin(for: coordinates))!
            let isExtents = call.member == "GetExtents"
            try call.reply { writer throws(BusFailure) in
                if isExtents {
                    try writer.container("r", "iiii") { () throws(BusFailure) in
                        for value in [frame.x, frame.y, frame.width, frame.height] { try writer.int(value) }
                    }
                } else {
                    try writer.int(frame.x)
                    try writer.int(frame.y)
                }
            }
        case "GetSize":
            _ = try call.arguments("")
            let frame = element.frame!
            try call.reply { writer throws(BusFailure) in
                try writer.int(frame.width)
                try writer.int(frame.height)
            }
        case "GetLayer":
            _ = try call.arguments("")
            // AT-SPI's LAYER_WINDOW for the window, LAYER_WIDGET within it.
            let layer: UInt32 = object == .window ? 7 : 3
            try call.reply { writer throws(BusFailure) in try writer.uint32(layer) }
        case "GetMDIZOrder":
            _ = try call.arguments("")
            // No window within the window: -1, "not in an MDI layer".
            try call.reply { writer throws(BusFailure) in try writer.int16(-1) }
        case "GrabFocus":
            _ = try call.arguments("")
            // The keyboard focus is the window manager's to give; the one
            // element that takes it has it whenever the window has.
            let focused = element.states.contains(.focused)
            try call.reply { writer throws(BusFailure) in try writer.bool(focused) }
        case "GetAlpha":
            _ = try call.arguments("")
            try call.reply { writer throws(BusFailure) in try writer.double(1) }
        case "SetExtents", "SetPosition", "SetSize", "ScrollTo", "ScrollToPoint":
            let signature = ["SetExtents": "iiiiu", "SetPosition": "iiu", "SetSize": "ii", "ScrollTo": "u",
                             "ScrollToPoint": "uii"][call.member]!
            _ = try call.arguments(signature)
            // The layout places the views; nothing moves them on request.
            try call.reply { writer throws(BusFailure) in try writer.bool(false) }
        default:
            throw call.unknown
        }
    }

    static func coordinates(_ type: UInt32) throws(CallFailure) -> CoordinateType {
        guard let coordinates = CoordinateType(rawValue: type) else {
            throw .invalidArguments("no coordinate type \(type): 0 is the screen, 1 the window, 2 the parent")
        }
        return coordinates
    }

    /// The window's place on the screen, asked of the host only when the
    /// answer depends on it.
    func origin(for coordinates: CoordinateType) -> (x: Int, y: Int) {
        coordinates == .window ? (0, 0) : screenOrigin()
    }

    // MARK: org.a11y.atspi.Action

    /// A button's one action, named as GTK 4 names a button's. Its key
    /// binding is "mnemonic;shortcut;accelerator", each part empty where
    /// there is none, and a screen reader reads a binding without ';' as a
    /// mnemonic. Space works whichever control has the focus, which is no
    /// key of this one: a GTK 3 button with no mnemonic answers "" too.
    private static let action = (name: "click", localizedName: "Click", description: "Clicks the button",
                                 keyBinding: "")

    private func answerAction(_ call: Call, _ object: AccessibleObject) throws(CallFailure) {
        switch call.member {
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding", "DoAction":
            guard let index = try call.arguments("i").int32() else { throw call.malformed }
            guard index == 0 else { throw .invalidArguments("no action \(index): there is one, 0") }
            let text: String
            switch call.member {
            case "GetName": text = Self.action.name
            case "GetLocalizedName": text = Self.action.localizedName
            case "GetDescription": text = Self.action.description
            case "GetKeyBinding": text = Self.action.keyBinding
            default:
                // Done at once in the host's loop, exactly as a tap: the
                // answer says it was accepted, the events say what it did.
                if case .view(let id) = object { presses.append(id) }
                return try call.reply { writer throws(BusFailure) in try writer.bool(true) }
            }
            try call.reply { writer throws(BusFailure) in try writer.string(text) }
        case "GetActions":
            _ = try call.arguments("")
            try call.reply { writer throws(BusFailure) in
                try writer.container("a", "(sss)") { () throws(BusFailure) in
                    try writer.container("r", "sss") { () throws(BusFailure) in
                        try writer.string(Self.action.localizedName)
                        try writer.string(Self.action.description)
                        try writer.string(Self.action.keyBinding)
                    }
                }
            }
        default:
            throw call.unknown
        }
    }

    // MARK: org.a11y.atspi.Value

    /// libatspi sets a value through the CurrentValue property; atk-bridge
    /// also answers a SetCurrentValue method, which some clients call.
    private func answerValue(_ call: Call, _ object: AccessibleObject) throws(CallFailure) {
        guard call.member == "SetCurrentValue" else { throw call.unknown }
        guard let value = try call.arguments("d").double() else { throw call.malformed }
        if case .view(let id) = object { settings.append(ValueSetting(view: id, value: value)) }
        try call.reply { writer throws(BusFailure) in try writer.bool(true) }
    }

    // MARK: org.freedesktop.DBus.Properties

    private func answerProperties(_ call: Call, _ object: AccessibleObject, _ element: AtspiTree.Element) throws(CallFailure) {
        switch call.member {
        case "Get":
            let reader = try call.arguments("ss")
            guard let interface = reader.string(), let name = reader.string() else { throw call.malformed }
            guard let value = properties(of: interface, object, element)?.first(where: { $0.name == name })?.value else {
                throw .unknownProperty(interface: interface, name: name)
            }
            try call.reply { writer throws(BusFailure) in try value.write(to: writer) }
        case "GetAll":
            guard let interface = try call.arguments("s").string() else { throw call.malformed }
            // An interface the object lacks has no properties, as sd-bus
            // and GDBus answer it.
            let all = properties(of: interface, object, element) ?? []
            try call.reply { writer throws(BusFailure) in
                try writer.container("a", "{sv}") { () throws(BusFailure) in
                    for (name, value) in all {
                        try writer.container("e", "sv") { () throws(BusFailure) in
                            try writer.string(name)
                            try value.write(to: writer)
                        }
                    }
                }
            }
        case "Set":
            let reader = try call.arguments("ssv")
            guard let interface = reader.string(), let name = reader.string() else { throw call.malformed }
            guard properties(of: interface, object, element)?.contains(where: { $0.name == name }) == true else {
                throw .unknownProperty(interface: interface, name: name)
            }
            if interface == "org.a11y.atspi.Value", name == "CurrentValue", case .view(let id) = object {
                guard reader.enterVariant("d"), let value = reader.double() else {
                    throw .invalidArguments("\(interface).\(name) is a number (D-Bus type 'd')")
                }
                // Set in the host's loop, as a drag sets it: the events say
                // what it came to, kept in the range and to its steps.
                settings.append(ValueSetting(view: id, value: value))
                return try call.reply { _ throws(BusFailure) in }
            }
            // The registry numbers each application it takes in, and reads
            // the number back.
            guard interface == "org.a11y.atspi.Application", name == "Id" else {
                throw .readOnlyProperty(interface: interface, name: name)
            }
            guard reader.enterVariant("i"), let id = reader.int32() else {
                throw .invalidArguments("\(interface).\(name) is a number (D-Bus type 'i')")
            }
            applicationID = id
            try call.reply { _ throws(BusFailure) in }
        default:
            throw call.unknown
        }
    }

    /// The properties of `interface` on `object`; nil when it lacks the interface.
    private func properties(of interface: String, _ object: AccessibleObject,
                            _ element: AtspiTree.Element) -> [(name: String, value: PropertyValue)]? {
        guard Self.interfaces(of: object, element).contains(interface) else { return nil }
        switch interface {
        case "org.a11y.atspi.Accessible":
            let parent = element.parent.map { reference(to: $0) } ?? desktop
            let id = switch object {
            case .application: ""
            case .window: "window"
            case .view(let id): String(id.description.dropFirst())
            }
            return [("Name", .string(element.name)), ("Description", .string("")),
                    ("Parent", .reference(parent)), ("ChildCount", .int32(Int32(clamping: element.children.count))),
                    ("Locale", .string(Self.locale)), ("AccessibleId", .string(id))]
        case "org.a11y.atspi.Application":
            return [("ToolkitName", .string("CollapsibleCore")), ("Version", .string(tree.application.version)),
                    ("AtspiVersion", .string("2.1")), ("Id", .int32(applicationID))]
        case "org.a11y.atspi.Action":
            return [("NActions", .int32(1))]
        case "org.a11y.atspi.Value":
            guard let value = element.value else { return [] }
            return [("MinimumValue", .double(value.minimum)), ("MaximumValue", .double(value.maximum)),
                    ("MinimumIncrement", .double(value.increment)), ("CurrentValue", .double(value.current)),
                    ("Text", .string(value.description))]
        case "org.a11y.atspi.Text":
            // A label is read, not edited: its caret stays at its start.
            let count = element.text?.text.runs.reduce(0) { $0 + $1.string.unicodeScalars.count } ?? 0
            return [("CharacterCount", .int32(Int32(clamping: count))), ("CaretOffset", .int32(0))]
        default:
            return []
        }
    }
}

/// A property's value, written as the variant `Properties.Get` answers.
private enum PropertyValue {
    case string(String)
    case int32(Int32)
    case double(Double)
    case reference(AccessibleReference)

    func write(to writer: MessageWriter) throws(BusFailure) {
        switch self {
        case .string(let text):
            try writer.container("v", "s") { () throws(BusFailure) in try writer.string(text) }
        case .int32(let number):
            try writer.container("v", "i") { () throws(BusFailure) in try writer.int32(number) }
        case .double(let number):
            try writer.container("v", "d") { () throws(BusFailure) in try writer.double(number) }
        case .reference(let reference):
            try writer.container("v", "(so)") { () throws(BusFailure) in try writer.reference(reference) }
        }
    }
}

/// A method call being answered.
struct Call {
    let message: OpaquePointer
    let interface: String
    let member: String

    var unknown: CallFailure { .unknownMethod(interface: interface, member: member) }

    /// Arguments that have the right signature but cannot be read.
    var malformed: CallFailure { .invalidArguments("\(member): the arguments cannot be read") }

    /// A reader of the arguments, once they are known to be `signature`.
    func arguments(_ signature: String) throws(CallFailure) -> MessageReader {
        let reader = MessageReader(message: message)
        guard reader.has(signature: signature) else {
            let sent = sd_bus_message_get_signature(message, 1).map { String(cString: $0) } ?? ""
            throw .invalidArguments("\(interface).\(member) takes arguments of D-Bus type '\(signature)', not '\(sent)'")
        }
        return reader
    }

    /// Sends the answer `body` writes; nothing for a call that wants none.
    func reply(_ body: (MessageWriter) throws(BusFailure) -> Void) throws(CallFailure) {
        guard sd_bus_message_get_expect_reply(message) > 0 else { return }
        var reply: OpaquePointer?
        do throws(BusFailure) {
            try BusFailure.check(sd_bus_message_new_method_return(message, &reply))
            defer { sd_bus_message_unref(reply) }
            try body(MessageWriter(message: reply!))
            try BusFailure.check(sd_bus_send(nil, reply, nil))
        } catch {
            throw .bus(error)
        }
    }
}
