// AT-SPI's Action interface: a button's click. Signatures are those of
// at-spi2-core's xml/Action.xml.

extension AtspiServer {
    /// A button's one action, named as GTK 4 names a button's. Its key
    /// binding is "mnemonic;shortcut;accelerator", each part empty where
    /// there is none, and a screen reader reads a binding without ';' as a
    /// mnemonic. Space works whichever control has the focus, which is no
    /// key of this one: a GTK 3 button with no mnemonic answers "" too.
    private static let action = (name: "click", localizedName: "Click", description: "Clicks the button",
                                 keyBinding: "")

    func answerAction(_ call: Call, _ object: AccessibleObject) throws(CallFailure) {
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
}
