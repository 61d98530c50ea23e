import Foundation

/// A value of the settings file: what JSON holds of `@AppStorage`'s
/// types. A `URL` is kept as its text, `Data` as Base64 text.
enum SettingValue: Equatable, Codable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else {
            throw DecodingError.typeMismatch(SettingValue.self, .init(codingPath: decoder.codingPath, debugDescription: "not a setting"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let bool): try container.encode(bool)
        case .int(let int): try container.encode(int)
        case .double(let double): try container.encode(double)
        case .string(let string): try container.encode(string)
        }
    }
}

/// A type `@AppStorage` keeps, as it goes into the settings file and comes
/// out of it; nil where the file holds another kind of value.
protocol SettingConvertible {
    init?(setting: SettingValue)
    var setting: SettingValue { get }
    /// What a value of the type is, in a line that says the file holds another.
    static var kind: String { get }
}

extension Bool: SettingConvertible {
    init?(setting: SettingValue) {
        guard case .bool(let value) = setting else { return nil }
        self = value
    }
    var setting: SettingValue { .bool(self) }
    static var kind: String { "true or false" }
}

extension Int: SettingConvertible {
    init?(setting: SettingValue) {
        guard case .int(let value) = setting else { return nil }
        self = value
    }
    var setting: SettingValue { .int(self) }
    static var kind: String { "a whole number" }
}

extension Double: SettingConvertible {
    /// JSON writes a whole number the same whatever Swift type it was.
    init?(setting: SettingValue) {
        switch setting {
        case .double(let value): self = value
        case .int(let value): self = Double(value)
        default: return nil
        }
    }
    var setting: SettingValue { .double(self) }
    static var kind: String { "a number" }
}

extension String: SettingConvertible {
    init?(setting: SettingValue) {
        guard case .string(let value) = setting else { return nil }
        self = value
    }
    var setting: SettingValue { .string(self) }
    static var kind: String { "text" }
}

extension URL: SettingConvertible {
    init?(setting: SettingValue) {
        guard case .string(let text) = setting, let url = URL(string: text) else { return nil }
        self = url
    }
    var setting: SettingValue { .string(absoluteString) }
    static var kind: String { "a URL" }
}

extension Data: SettingConvertible {
    init?(setting: SettingValue) {
        guard case .string(let text) = setting, let data = Data(base64Encoded: text) else { return nil }
        self = data
    }
    var setting: SettingValue { .string(base64EncodedString()) }
    static var kind: String { "Base64 text" }
}
