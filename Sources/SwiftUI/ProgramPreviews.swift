import CollapsibleProgram

/// The previews of the program, named as `--list-previews` lists them:
/// each `#Preview` of its files, in the order they stand there, then each
/// `PreviewProvider` by name, since nothing at run time says where a type
/// stands.
enum ProgramPreviews {
    /// Those of the image loaded at `image`, where it is given.
    static func all(in image: UnsafeRawPointer? = nil) -> [Preview] {
        let types = ConformanceRecords.types(conformingTo: [(any PreviewRegistry).self, (any PreviewProvider).self], in: image)
        let placed = types.compactMap { $0 as? any PreviewRegistry.Type }
            .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
            .map { registry in
                var preview = registry.makePreview()
                let file = registry.fileID.split(separator: "/").last.map(String.init) ?? registry.fileID
                preview.name = preview.name ?? "\(file):\(registry.line)"
                return preview
            }
        let provided = types.compactMap { $0 as? any PreviewProvider.Type }
            .map { preview(of: $0) }
            .sorted { ($0.name ?? "") < ($1.name ?? "") }
        return placed + provided
    }

    /// A provider's previews as one preview named after its type, as Xcode names it.
    private static func preview<Provider: PreviewProvider>(of provider: Provider.Type) -> Preview {
        Preview(String(describing: provider)) { Provider.previews }
    }

    /// The preview named `name`; or why there is none, naming those there are.
    static func named(_ name: String) throws(InvalidValue) -> Preview {
        let previews = all()
        guard let preview = previews.first(where: { $0.name == name }) else {
            let names = previews.compactMap(\.name)
            throw InvalidValue("no preview named '\(name)'; "
                               + (names.isEmpty ? "the program has none" : "the program's previews: \(names.joined(separator: ", "))"))
        }
        return preview
    }
}
