// AT-SPI's EditableText interface for text fields: their text set, typed
// into, cut, copied and pasted by an assistive tool, as GTK's entries take
// it. Each is done in the host's loop as the user's own edit; the answer
// says it was accepted, the text events say what it did. Signatures are
// those of at-spi2-core's xml/EditableText.xml.

extension AtspiServer {
    func answerEditableText(_ call: Call, _ object: AccessibleObject, _ element: AtspiTree.Element) throws(CallFailure) {
        guard case .view(let id) = object else { throw call.unknown }
        let count = element.text?.text.string.unicodeScalars.count ?? 0
        let change: TextRequest.Change
        switch call.member {
        case "SetTextContents":
            guard let text = try call.arguments("s").string() else { throw call.malformed }
            change = .replace(0..<count, with: text)
        case "InsertText":
            let reader = try call.arguments("isi")
            guard let position = reader.int32(), let text = reader.string(), let length = reader.int32() else { throw call.malformed }
            // The length counts the characters of the text to take; one
            // below 0 takes all of it.
            let taken = length < 0 ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(Int(length))))
            let at = Self.place(position, in: count)
            change = .replace(at..<at, with: taken)
        case "DeleteText", "CutText", "CopyText":
            let reader = try call.arguments("ii")
            guard let start = reader.int32(), let end = reader.int32() else { throw call.malformed }
            let range = Self.range(start, end, in: count)
            change = call.member == "DeleteText" ? .replace(range, with: "") : .copy(range, cut: call.member == "CutText")
            // A secure field is never copied, as GTK's password entry refuses it.
            let refused = call.member != "DeleteText" && element.role == .passwordText
            if !refused { textRequests.append(TextRequest(view: id, change: change)) }
            // CopyText answers nothing.
            return try call.reply { writer throws(BusFailure) in
                if call.member != "CopyText" { try writer.bool(!refused) }
            }
        case "PasteText":
            guard let position = try call.arguments("i").int32() else { throw call.malformed }
            change = .paste(at: Self.place(position, in: count))
        default:
            throw call.unknown
        }
        textRequests.append(TextRequest(view: id, change: change))
        try call.reply { writer throws(BusFailure) in try writer.bool(true) }
    }

    /// A place in a text of `count` characters, taken as its nearest end
    /// where out of it; -1 is the end, as AT-SPI says.
    static func place(_ offset: Int32, in count: Int) -> Int {
        offset < 0 ? count : min(Int(offset), count)
    }

    /// The characters from `start` to `end`, in either order; an end of -1
    /// is the text's end.
    static func range(_ start: Int32, _ end: Int32, in count: Int) -> Range<Int> {
        let from = place(max(start, 0), in: count), to = place(end, in: count)
        return min(from, to)..<max(from, to)
    }
}
