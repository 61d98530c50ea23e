// The D-Bus Properties interface over every AT-SPI interface an object has:
// libatspi reads and sets what it calls properties through it.

extension AtspiServer {
    func answerProperties(_ call: Call, _ object: AccessibleObject, _ element: AtspiTree.Element) throws(CallFailure) {
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
        guard offeredInterfaces(of: object, element).contains(interface) else { return nil }
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
        case "org.a11y.atspi.Selection":
            let count = AtspiSelection(of: element, in: tree)?.selected.count ?? 0
            return [("NSelectedChildren", .int32(Int32(clamping: count)))]
        case "org.a11y.atspi.Text":
            // A label is read, not edited: its caret stays at its start, as
            // does a field's without the keyboard.
            let count = element.text?.text.runs.reduce(0) { $0 + $1.string.unicodeScalars.count } ?? 0
            return [("CharacterCount", .int32(Int32(clamping: count))), ("CaretOffset", .int32(Int32(clamping: element.caret ?? 0)))]
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
