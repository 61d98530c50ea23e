/// SwiftUI's `Section`: rows of a `List` or a `Form` under a header and over
/// a footer, drawn together as the list's style draws a section. Outside a
/// list it is its header, content and footer, one after another, as a
/// `Group` is; in a lazy stack that pins its sections' headers or footers,
/// a `PinnedSectionNode`.
public struct Section<Parent: View, Content: View, Footer: View>: _PrimitiveView {
    var header: Parent
    var content: Content
    var footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let inList = context.makesListRows, pinning = context.sectionPinning
        context.makesListRows = false
        context.sectionPinning = nil
        defer { context.sectionPinning = pinning }
        let header = inList ? context.changingEnvironment(ListSectionChrome.header) { self.header._resolve(in: &$0, at: id.child(0)) }
            : self.header._resolve(in: &context, at: id.child(0))
        let footer = inList ? context.changingEnvironment(ListSectionChrome.footer) { self.footer._resolve(in: &$0, at: id.child(2)) }
            : self.footer._resolve(in: &context, at: id.child(2))
        context.makesListRows = inList
        guard inList else {
            guard let pinning else { return header + content._resolve(in: &context, at: id.child(1)) + footer }
            let rows = pinning.rows(of: content, in: &context, at: id)
            return [PinnedSectionNode.section(id, header: header, rows: rows, footer: footer, pinning: pinning, scrolls: context.scrolls)]
        }
        let rows = content._resolve(in: &context, at: id.child(1))
        return [_ViewNode(id, SectionNode(headerCount: header.count, rowCount: rows.count), header + rows + footer)]
    }
}

extension Section {
    /// The older spelling, with the header and footer as views.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A section of a list: its header's nodes, its rows' and its footer's, in
/// that order, which the list draws (`ListSections`). Nothing else lays it
/// out.
struct SectionNode: NodeKind {
    var headerCount: Int
    var rowCount: Int
}
