// AT-SPI's Value interface, a slider's: the method some clients call; the
// properties are answered with the others'. Signatures are those of
// at-spi2-core's xml/Value.xml.

extension AtspiServer {
    /// libatspi sets a value through the CurrentValue property; atk-bridge
    /// also answers a SetCurrentValue method, which some clients call.
    func answerValue(_ call: Call, _ object: AccessibleObject) throws(CallFailure) {
        guard call.member == "SetCurrentValue" else { throw call.unknown }
        guard let value = try call.arguments("d").double() else { throw call.malformed }
        if case .view(let id) = object { settings.append(ValueSetting(view: id, value: value)) }
        try call.reply { writer throws(BusFailure) in try writer.bool(true) }
    }
}
