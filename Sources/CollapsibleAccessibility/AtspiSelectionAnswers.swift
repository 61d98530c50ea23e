// AT-SPI's Selection interface, a list's and a page tab list's: the
// selected children read, and children selected and deselected by a
// client, each done in the host's loop as a press of the row or the tab.
// Signatures are those of at-spi2-core's xml/Selection.xml.

extension AtspiServer {
    func answerSelection(_ call: Call, _ selection: AtspiSelection) throws(CallFailure) {
        func index() throws(CallFailure) -> Int {
            guard let index = try call.arguments("i").int32() else { throw call.malformed }
            return Int(index)
        }
        func done(_ presses: [AccessibleObject]?) throws(CallFailure) {
            for case .view(let id) in presses ?? [] { self.presses.append(id) }
            try call.reply { writer throws(BusFailure) in try writer.bool(presses != nil) }
        }
        switch call.member {
        case "GetSelectedChild":
            let index = try index()
            guard let child = selection.selectedChild(index) else {
                throw .invalidArguments("no selected child at index \(index): there are \(selection.selected.count)")
            }
            let found = reference(to: child)
            try call.reply { writer throws(BusFailure) in try writer.reference(found) }
        case "IsChildSelected":
            let index = try index()
            let selected = selection.selected.contains(index)
            try call.reply { writer throws(BusFailure) in try writer.bool(selected) }
        case "SelectChild":
            try done(selection.select(try index()))
        case "DeselectChild":
            try done(selection.deselect(try index()))
        case "DeselectSelectedChild":
            let index = try index()
            try done(selection.selected.indices.contains(index) ? selection.deselect(selection.selected[index]) : nil)
        case "SelectAll":
            _ = try call.arguments("")
            try done(selection.selectAll)
        case "ClearSelection":
            _ = try call.arguments("")
            try done(selection.clear)
        default:
            throw call.unknown
        }
    }
}
