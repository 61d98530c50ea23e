import Foundation

/// SwiftUI's `@AppStorage`: a value kept in the program's settings file
/// (see `SettingsFile`) under `key`, read from it, written to it when set,
/// and followed by every view that reads it; the default where the file
/// holds none.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    @ObservedObject private var setting: StoredSetting
    private let defaultValue: Value
    private let read: (SettingValue) -> Value?
    private let write: (Value) -> SettingValue?
    /// What a value is, for the line that says the file holds another.
    private let kind: String

    private init(_ key: String, default defaultValue: Value, kind: String,
                 read: @escaping (SettingValue) -> Value?, write: @escaping (Value) -> SettingValue?) {
        _setting = ObservedObject(wrappedValue: SettingsFile.standard.setting(key))
        self.defaultValue = defaultValue
        self.kind = kind
        self.read = read
        self.write = write
    }

    private init(_ key: String, default defaultValue: Value) where Value: SettingConvertible {
        self.init(key, default: defaultValue, kind: Value.kind, read: Value.init(setting:), write: \.setting)
    }

    public var wrappedValue: Value {
        get {
            guard let stored = setting.value else { return defaultValue }
            guard let value = read(stored) else {
                setting.file.mismatch(of: setting.key, expecting: kind)
                return defaultValue
            }
            return value
        }
        nonmutating set { setting.value = write(newValue) }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key, default: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key, default: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key, default: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key, default: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key, default: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key, default: wrappedValue) }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, default: wrappedValue, kind: Int.kind, read: { Int(setting: $0).flatMap(Value.init(rawValue:)) },
                  write: { $0.rawValue.setting })
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, default: wrappedValue, kind: String.kind, read: { String(setting: $0).flatMap(Value.init(rawValue:)) },
                  write: { $0.rawValue.setting })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional setting, nil where the file holds none; set to nil, it
    /// leaves the file.
    private init<Wrapped: SettingConvertible>(optional key: String) where Value == Wrapped? {
        self.init(key, default: nil, kind: Wrapped.kind, read: { Wrapped(setting: $0) }, write: { $0?.setting })
    }

    public init(_ key: String) where Value == Bool? { self.init(optional: key) }
    public init(_ key: String) where Value == Int? { self.init(optional: key) }
    public init(_ key: String) where Value == Double? { self.init(optional: key) }
    public init(_ key: String) where Value == String? { self.init(optional: key) }
    public init(_ key: String) where Value == URL? { self.init(optional: key) }
    public init(_ key: String) where Value == Data? { self.init(optional: key) }

    public init<Raw: RawRepresentable>(_ key: String) where Value == Raw?, Raw.RawValue == Int {
        self.init(key, default: nil, kind: Int.kind, read: { Int(setting: $0).flatMap(Raw.init(rawValue:)) },
                  write: { $0?.rawValue.setting })
    }

    public init<Raw: RawRepresentable>(_ key: String) where Value == Raw?, Raw.RawValue == String {
        self.init(key, default: nil, kind: String.kind, read: { String(setting: $0).flatMap(Raw.init(rawValue:)) },
                  write: { $0?.rawValue.setting })
    }
}
