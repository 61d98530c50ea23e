import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: a mark on a variable of a `#Preview`'s body, which
/// `#Preview` moves into a view of its own; on its own it adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
