import Glibc

// AT-SPI's Application interface, which only the application object has.
// Signatures are those of at-spi2-core's xml/Application.xml.

extension AtspiServer {
    func answerApplication(_ call: Call) throws(CallFailure) {
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
}
