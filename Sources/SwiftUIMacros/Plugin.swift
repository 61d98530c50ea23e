@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler's plugin that expands the SwiftUI module's macros: it
/// answers the compiler's messages on its standard input and output. The
/// toolchain carries the message handling, but not SwiftCompilerPlugin, the
/// module that usually writes this loop.
@main
struct Plugin: PluginProvider {
    static func main() throws {
        let listener = CompilerPluginMessageListener(connection: try StandardIOMessageConnection(), provider: Plugin())
        try listener.main()
    }

    /// Each macro by the type name its declaration gives in `#externalMacro`.
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "PreviewMacro": PreviewMacro.self
        case "PreviewableMacro": PreviewableMacro.self
        default: throw UnknownMacro(name: typeName)
        }
    }

    struct UnknownMacro: Error, CustomStringConvertible {
        let name: String
        var description: String { "this plugin has no macro \(name)" }
    }
}
