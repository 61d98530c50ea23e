// AT-SPI's Component interface: where each object lies, in the window or on
// the screen. Signatures are those of at-spi2-core's xml/Component.xml.

extension AtspiServer {
    func answerComponent(_ call: Call, _ object: AccessibleObject, _ element: AtspiTree.Element) throws(CallFailure) {
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
        case "ScrollTo":
            // Each scroll view that holds it moves by the least that shows it,
            // whatever edge the type names, as GTK's scrolled window does.
            _ = try call.arguments("u")
            if case .view(let id) = object { scrolls.append(id) }
            let scrolled = object != .window
            try call.reply { writer throws(BusFailure) in try writer.bool(scrolled) }
        case "SetExtents", "SetPosition", "SetSize", "ScrollToPoint":
            let signature = ["SetExtents": "iiiiu", "SetPosition": "iiu", "SetSize": "ii", "ScrollToPoint": "uii"][call.member]!
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
}
