/// What a list draws around a section's rows: the space above it, its
/// header and its footer, set as iOS 17 sets them. In the grouped looks a
/// header is in footnote capitals, secondary, 7 points over the card, and a
/// footer in footnote, secondary, 7 points under it; in the plain look and
/// the sidebar, and wherever `headerProminence(.increased)` is, a header is
/// in the headline font, primary.
struct ListSectionChrome {
    var look: _ListLook

    /// The environment a section's header is made in.
    static func header(_ environment: inout EnvironmentValues) {
        let prominent = environment._listLook.prominentHeaders || environment.headerProminence == .increased
        environment.font = prominent ? .headline : .footnote
        environment.foregroundColor = prominent ? Color(.label) : Color(.secondaryLabel)
        environment.textCase = prominent ? nil : .uppercase
    }

    /// The environment a section's footer is made in.
    static func footer(_ environment: inout EnvironmentValues) {
        environment.font = .footnote
        environment.foregroundColor = Color(.secondaryLabel)
    }

    /// The header's nodes set over the section, with the space above it.
    func header(_ nodes: [_ViewNode]) -> some View {
        let inset = look.margin + 20
        let top = look.isGrouped ? look.sectionSpacing - 18 : 6
        return ResolvedNodes(nodes: nodes)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(EdgeInsets(top: top, leading: inset, bottom: look.isGrouped ? 7 : 6, trailing: inset))
    }

    /// The space above a section with no header.
    var gap: some View { Spacer(minLength: 0).frame(height: look.sectionSpacing) }

    func footer(_ nodes: [_ViewNode]) -> some View {
        let inset = look.margin + 20
        return ResolvedNodes(nodes: nodes)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(EdgeInsets(top: 7, leading: inset, bottom: 0, trailing: inset))
    }
}
