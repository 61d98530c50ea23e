import CollapsibleCore

// AT-SPI's Text interface for labels and text fields: their characters,
// where each lies, and their words, sentences and lines, as a screen
// reader's flat review and caret reading ask for them; a field's caret and
// selection, which a tool may set. A label is read, never edited nor
// selected. Signatures are those of at-spi2-core's xml/Text.xml.

extension AtspiServer {
    func answerText(_ call: Call, _ object: AccessibleObject, _ element: AtspiTree.Element) throws(CallFailure) {
        let text = accessibleText(element)
        switch call.member {
        case "GetText":
            let reader = try call.arguments("ii")
            guard let start = reader.int32(), let end = reader.int32() else { throw call.malformed }
            let string = text.text(from: Int(start), to: Int(end))
            try call.reply { writer throws(BusFailure) in try writer.string(string) }
        case "GetCharacterAtOffset":
            guard let offset = try call.arguments("i").int32() else { throw call.malformed }
            let character = Int32(bitPattern: text.character(at: Int(offset)))
            try call.reply { writer throws(BusFailure) in try writer.int32(character) }
        case "GetCharacterExtents", "GetRangeExtents":
            let ranged = call.member == "GetRangeExtents"
            let reader = try call.arguments(ranged ? "iiu" : "iu")
            guard let start = reader.int32(), let end = ranged ? reader.int32() : start, let type = reader.uint32() else {
                throw call.malformed
            }
            let coordinates = try Self.coordinates(type)
            let box = tree.place(ranged ? text.box(from: Int(start), to: Int(end)) : text.box(at: Int(start)), of: object,
                                 in: coordinates, origin: origin(for: coordinates))
            try call.reply { writer throws(BusFailure) in
                for value in [box.x, box.y, box.width, box.height] { try writer.int(value) }
            }
        case "GetOffsetAtPoint":
            let reader = try call.arguments("iiu")
            guard let x = reader.int32(), let y = reader.int32(), let type = reader.uint32() else { throw call.malformed }
            let coordinates = try Self.coordinates(type)
            let point = tree.windowPoint(x: Int(x), y: Int(y), in: coordinates, of: object, origin: origin(for: coordinates))
            let offset = text.offset(at: point)
            try call.reply { writer throws(BusFailure) in try writer.int(offset) }
        case "GetStringAtOffset", "GetTextAtOffset":
            let reader = try call.arguments("iu")
            guard let offset = reader.int32(), let kind = reader.uint32() else { throw call.malformed }
            let granularity = try call.member == "GetStringAtOffset" ? Self.granularity(kind) : Self.granularity(boundary: kind)
            let piece = text.string(at: Int(offset), by: granularity)
            try call.reply { writer throws(BusFailure) in
                try writer.string(piece.text)
                try writer.int(piece.start)
                try writer.int(piece.end)
            }
        case "GetAttributes", "GetAttributeRun":
            _ = try call.arguments(call.member == "GetAttributes" ? "i" : "ib")
            // One run of the text's own look, told by no attribute.
            let count = text.count
            try call.reply { writer throws(BusFailure) in
                try writer.container("a", "{ss}") {}
                try writer.int(0)
                try writer.int(count)
            }
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            _ = try call.arguments("")
            try call.reply { writer throws(BusFailure) in try writer.container("a", "{ss}") {} }
        case "GetAttributeValue":
            _ = try call.arguments("is")
            try call.reply { writer throws(BusFailure) in try writer.string("") }
        case "GetNSelections":
            _ = try call.arguments("")
            let count: Int32 = element.selection == nil ? 0 : 1
            try call.reply { writer throws(BusFailure) in try writer.int32(count) }
        case "GetSelection":
            guard let index = try call.arguments("i").int32() else { throw call.malformed }
            // Out of range, or with nothing selected, an empty one at 0.
            let selected = index == 0 ? element.selection ?? 0..<0 : 0..<0
            try call.reply { writer throws(BusFailure) in
                try writer.int(selected.lowerBound)
                try writer.int(selected.upperBound)
            }
        case let member where element.isEditable && Self.caretCalls[member] != nil:
            // A field's caret and its one selection are set in the host's
            // loop, the field taking the keyboard, where a caret is shown.
            let reader = try call.arguments(Self.caretCalls[member]!)
            let count = text.count
            let places: Range<Int>
            switch member {
            case "SetCaretOffset":
                guard let offset = reader.int32() else { throw call.malformed }
                let at = Self.place(offset, in: count)
                places = at..<at
            case "RemoveSelection":
                let at = element.caret ?? 0
                places = at..<at
            default:
                // A field has one selection, numbered 0.
                if member == "SetSelection", reader.int32() != 0 {
                    return try call.reply { writer throws(BusFailure) in try writer.bool(false) }
                }
                guard let start = reader.int32(), let end = reader.int32() else { throw call.malformed }
                places = Self.range(start, end, in: count)
            }
            if case .view(let id) = object { textRequests.append(TextRequest(view: id, change: .select(places))) }
            try call.reply { writer throws(BusFailure) in try writer.bool(true) }
        case let member where Self.caretCalls[member] != nil || Self.scrollCalls[member] != nil:
            _ = try call.arguments(Self.caretCalls[member] ?? Self.scrollCalls[member]!)
            // Nothing of a label moves, nor is selected, on request.
            try call.reply { writer throws(BusFailure) in try writer.bool(false) }
        default:
            throw call.unknown
        }
    }

    /// The calls that set the caret or the selection, with their signatures.
    private static let caretCalls = ["SetCaretOffset": "i", "AddSelection": "ii", "SetSelection": "iii", "RemoveSelection": "i"]
    private static let scrollCalls = ["ScrollSubstringTo": "iiu", "ScrollSubstringToPoint": "iiuii"]

    /// The label's text, set again only when it changed since the last call.
    private func accessibleText(_ element: AtspiTree.Element) -> AccessibleText {
        let placed = element.text!, scale = tree.window.scale
        if let readText, readText.placed == placed, readText.scale == scale { return readText }
        let made = AccessibleText(placed, scale: scale, geometry: measure.geometry(of: placed.text, in: placed.frame),
                                  deviceRect: tree.deviceRect)
        readText = made
        return made
    }

    private static func granularity(_ value: UInt32) throws(CallFailure) -> AccessibleText.Granularity {
        guard let granularity = AccessibleText.Granularity(rawValue: value) else {
            throw .invalidArguments("no granularity \(value): 0 is a character, 1 a word, 2 a sentence, 3 a line, 4 a paragraph")
        }
        return granularity
    }

    /// The older boundary types (`AtspiTextBoundaryType`): a character, or
    /// from the start of one word, sentence or line to the next. Those that
    /// run from one end to the next are not told.
    private static func granularity(boundary value: UInt32) throws(CallFailure) -> AccessibleText.Granularity {
        switch value {
        case 0: return .character
        case 1: return .word
        case 3: return .sentence
        case 5: return .line
        default:
            throw .invalidArguments("boundary type \(value) is not told: 0 is a character, 1, 3 and 5 the starts of words, sentences and lines")
        }
    }
}
