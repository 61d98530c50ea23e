import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { … }`: a public type of its own that
/// makes the preview from the macro's arguments as they are written, and
/// says where it stands in the file. The program finds it at run time
/// among the conformances to `PreviewRegistry` (see `ProgramPreviews`), as
/// Xcode finds SwiftUI's; public, so that an optimised build, which leaves
/// out the types of a module nothing names, keeps it.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let location = context.location(of: node) else { return [] }
        // Preview's initialisers take the same arguments as the macro, the
        // body as the last, so that the compiler checks them as it checks a call.
        var arguments = node.arguments
        if let body = node.trailingClosure {
            if let last = arguments.indices.last { arguments[last].trailingComma = .commaToken(trailingTrivia: .space) }
            arguments.append(LabeledExprSyntax(label: "body", expression: body))
        }
        return ["""
            public enum \(context.makeUniqueName("Preview")): SwiftUI.PreviewRegistry {
                public static let fileID = \(location.file)
                public static let line = \(location.line)

                public static func makePreview() -> SwiftUI.Preview {
                    SwiftUI.Preview(\(arguments))
                }
            }
            """]
    }
}
