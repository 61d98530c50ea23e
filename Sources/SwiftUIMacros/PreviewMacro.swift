import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { … }`: a public type of its own that
/// makes the preview from the macro's arguments as they are written, and
/// says where it stands in the file. The program finds it at run time
/// among the conformances to `PreviewRegistry` (see `ProgramPreviews`);
/// public, so that an optimised build, which leaves out the types of a
/// module nothing names, keeps it.
///
/// A body that declares `@Previewable` variables becomes the body of a
/// view of its own, whose properties they are, as SwiftUI makes it: an
/// `@State` there is a view's state, which a closure cannot hold.
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
        var view: DeclSyntax?
        if let index = arguments.firstIndex(where: { $0.label?.text == "body" }),
           let body = arguments[index].expression.as(ClosureExprSyntax.self),
           let previewable = previewableView(of: body) {
            arguments[index].expression = "{ Previewable() }"
            view = previewable
        }
        return ["""
            public enum \(context.makeUniqueName("Preview")): SwiftUI.PreviewRegistry {
                public static let fileID = \(location.file)
                public static let line = \(location.line)

                public static func makePreview() -> SwiftUI.Preview {
                    SwiftUI.Preview(\(arguments))
                }
            \(raw: view?.description ?? "")
            }
            """]
    }

    /// The view a body with `@Previewable` variables becomes: those
    /// variables its properties, without the mark, and the rest its body.
    private static func previewableView(of body: ClosureExprSyntax) -> DeclSyntax? {
        var properties: [VariableDeclSyntax] = []
        var statements: [CodeBlockItemSyntax] = []
        for statement in body.statements {
            if case .decl(let declaration) = statement.item, var variable = declaration.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: isPreviewable) {
                variable.attributes = variable.attributes.filter { !isPreviewable($0) }
                properties.append(variable)
            } else {
                statements.append(statement)
            }
        }
        guard !properties.isEmpty else { return nil }
        return """
            struct Previewable: SwiftUI.View {
                \(raw: properties.map(\.trimmedDescription).joined(separator: "\n"))

                var body: some SwiftUI.View {
                    \(raw: statements.map(\.trimmedDescription).joined(separator: "\n"))
                }
            }
            """
    }

    private static func isPreviewable(_ attribute: AttributeListSyntax.Element) -> Bool {
        if case .attribute(let attribute) = attribute { attribute.attributeName.trimmedDescription == "Previewable" } else { false }
    }
}
