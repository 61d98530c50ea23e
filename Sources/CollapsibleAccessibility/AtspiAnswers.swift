import CSystemd

// What the program answers to each AT-SPI call, read from the tree it shows
// now: each interface's answers are in a file of their own (Atspi*Answers),
// their signatures those of at-spi2-core's xml/ folder. A call with other
// arguments than its signature, an index out of range or an object no
// longer shown gets a D-Bus error, as GTK 4 answers them.

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
            case "org.a11y.atspi.EditableText" where element.isEditable:
                try answerEditableText(call, object, element)
            case "org.a11y.atspi.Value" where element.value != nil:
                try answerValue(call, object)
            case "org.a11y.atspi.Selection":
                guard let selection = AtspiSelection(of: element, in: tree) else { throw call.unknown }
                try answerSelection(call, selection)
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

    /// What `GetInterfaces` lists, libatspi offering a client only these:
    /// those of the object's kind, and Selection where its children are selected.
    func offeredInterfaces(of object: AccessibleObject, _ element: AtspiTree.Element) -> [String] {
        var interfaces = Self.interfaces(of: object, element)
        if AtspiSelection(of: element, in: tree) != nil { interfaces.append("org.a11y.atspi.Selection") }
        return interfaces
    }

    /// The interfaces every object of its kind has, whatever its children.
    static func interfaces(of object: AccessibleObject, _ element: AtspiTree.Element) -> [String] {
        var interfaces = ["org.a11y.atspi.Accessible"]
        if object == .application { interfaces.append("org.a11y.atspi.Application") }
        if element.frame != nil { interfaces.append("org.a11y.atspi.Component") }
        if element.isPressable { interfaces.append("org.a11y.atspi.Action") }
        if element.text != nil { interfaces.append("org.a11y.atspi.Text") }
        if element.isEditable { interfaces.append("org.a11y.atspi.EditableText") }
        if element.value != nil { interfaces.append("org.a11y.atspi.Value") }
        return interfaces
    }
}
