import CollapsibleProgram
import Foundation

/// The program's settings, which `@AppStorage` reads and writes, as
/// UserDefaults keeps an app's on Apple's systems: the file `settings` in
/// the program's folder of the user's configuration
/// (`$XDG_CONFIG_HOME/<program>/`, else `~/.config/<program>/`), one JSON
/// object of each key's value. It is read when a setting is first read,
/// and written whole, at once, each time one changes. A file that is not
/// valid is told of in one line and read as empty, and kept aside as
/// `settings.invalid` before the first write would replace it.
final class SettingsFile {
    /// The program's own, named as it was started.
    nonisolated(unsafe) static let standard = SettingsFile(
        path: path(of: ProgramIdentity.executable.name, in: ProcessInfo.processInfo.environment),
        diagnostics: .standardError(of: .executable))

    /// Nil where the user has no configuration folder: settings then last
    /// as long as the program.
    let path: String?
    private let diagnostics: Diagnostics
    /// Nil until first read.
    private var values: [String: SettingValue]?
    private var settings: [String: StoredSetting] = [:]
    private var isInvalid = false
    /// The keys whose value was told to be of another kind.
    private var mismatched: Set<String> = []
    private var toldWriteFailure = false

    init(path: String?, diagnostics: Diagnostics) {
        self.path = path
        self.diagnostics = diagnostics
    }

    /// Where `program`'s settings lie, as the XDG base directories say.
    static func path(of program: String, in environment: [String: String]) -> String? {
        // A relative XDG_CONFIG_HOME is invalid, and to be ignored.
        if let folder = environment["XDG_CONFIG_HOME"], folder.hasPrefix("/") { return "\(folder)/\(program)/settings" }
        if let home = environment["HOME"], home.hasPrefix("/") { return "\(home)/.config/\(program)/settings" }
        return nil
    }

    /// The setting `key`, which the views that read it follow.
    func setting(_ key: String) -> StoredSetting {
        if let setting = settings[key] { return setting }
        let setting = StoredSetting(key: key, file: self)
        settings[key] = setting
        return setting
    }

    func value(of key: String) -> SettingValue? {
        load()[key]
    }

    /// Sets `key` to `value` (nil: removes it), and writes the file.
    func set(_ value: SettingValue?, of key: String) {
        var values = load()
        guard values[key] != value else { return }
        settings[key]?.objectWillChange.send()
        values[key] = value
        self.values = values
        write(values)
    }

    /// Tells once that `key` holds another kind of value than `kind`.
    func mismatch(of key: String, expecting kind: String) {
        guard mismatched.insert(key).inserted else { return }
        diagnostics.report("the setting \"\(key)\" in \(path ?? "the settings") is not \(kind): using its default")
    }

    private func load() -> [String: SettingValue] {
        if let values { return values }
        var read: [String: SettingValue] = [:]
        if let path, let data = FileManager.default.contents(atPath: path) {
            do {
                read = try JSONDecoder().decode([String: SettingValue].self, from: data)
            } catch {
                isInvalid = true
                diagnostics.report("the settings in \(path) are not valid (\(Self.reason(error))): using the defaults, "
                    + "and keeping the file as \(path).invalid when a setting changes")
            }
        }
        values = read
        return read
    }

    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(_, let context) where !context.codingPath.isEmpty:
            return "the value of \"\(context.codingPath[0].stringValue)\" is not true, false, a number or text"
        case .typeMismatch:
            return "not a JSON object of keys and values"
        default:
            return "not JSON"
        }
    }

    private func write(_ values: [String: SettingValue]) {
        guard let path else { return }
        do {
            let folder = (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if isInvalid {
                _ = try? FileManager.default.removeItem(atPath: path + ".invalid")
                try FileManager.default.moveItem(atPath: path, toPath: path + ".invalid")
                isInvalid = false
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(values).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            guard !toldWriteFailure else { return }
            toldWriteFailure = true
            diagnostics.report("cannot write the settings to \(path): \(error.localizedDescription)")
        }
    }
}

/// One setting of the file, an object the views that read it follow.
final class StoredSetting: ObservableObject {
    let key: String
    unowned let file: SettingsFile
    let objectWillChange = ObservableObjectPublisher()

    init(key: String, file: SettingsFile) {
        self.key = key
        self.file = file
    }

    var value: SettingValue? {
        get { file.value(of: key) }
        set { file.set(newValue, of: key) }
    }
}
