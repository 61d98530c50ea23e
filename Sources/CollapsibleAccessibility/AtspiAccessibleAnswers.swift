// AT-SPI's Accessible interface: what an object is, its place in the tree
// and its states. Signatures are those of at-spi2-core's xml/Accessible.xml.

extension AtspiServer {
    func answerAccessible(_ call: Call, _ object: AccessibleObject, _ element: AtspiTree.Element) throws(CallFailure) {
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
            let interfaces = offeredInterfaces(of: object, element)
            try call.reply { writer throws(BusFailure) in
                try writer.container("a", "s") { () throws(BusFailure) in
                    for interface in interfaces { try writer.string(interface) }
                }
            }
        default:
            throw call.unknown
        }
    }
}
