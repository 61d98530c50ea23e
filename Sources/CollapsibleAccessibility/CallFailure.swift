/// Why a client's call gets an error back rather than an answer. A client
/// may send anything; each of these is a D-Bus error it can read, never a
/// crash or silence.
enum CallFailure: Error {
    /// A path this program never gave out, or a view no longer shown.
    case unknownObject(path: String)
    case unknownMethod(interface: String, member: String)
    /// Arguments of the wrong types, or values out of range.
    case invalidArguments(String)
    case unknownProperty(interface: String, name: String)
    case readOnlyProperty(interface: String, name: String)
    /// sd-bus could not build the answer, out of memory say.
    case bus(BusFailure)

    var name: String {
        switch self {
        case .unknownObject: "org.freedesktop.DBus.Error.UnknownObject"
        case .unknownMethod: "org.freedesktop.DBus.Error.UnknownMethod"
        case .invalidArguments: "org.freedesktop.DBus.Error.InvalidArgs"
        case .unknownProperty: "org.freedesktop.DBus.Error.UnknownProperty"
        case .readOnlyProperty: "org.freedesktop.DBus.Error.PropertyReadOnly"
        case .bus: "org.freedesktop.DBus.Error.Failed"
        }
    }

    var message: String {
        switch self {
        case .unknownObject(let path): "no accessible object at \(path)"
        case .unknownMethod(let interface, let member): "no method \(member) in \(interface) here"
        case .invalidArguments(let reason): reason
        case .unknownProperty(let interface, let name): "no property \(name) in \(interface) here"
        case .readOnlyProperty(let interface, let name): "\(interface).\(name) is read-only"
        case .bus(let failure): "cannot answer: \(failure)"
        }
    }
}
