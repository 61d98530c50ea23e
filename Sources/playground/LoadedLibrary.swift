@_spi(Hosting) import SwiftUI

/// A build of the learner's files loaded into the window's process, and
/// what it shows: the view its entry hands, or its previews. It stays
/// loaded when the next is shown: values made by its code may still be in
/// use, and its types are those of the states kept.
struct LoadedLibrary {
    /// Nil where the files show their previews.
    let view: (any View)?
    let previews: [Hosting.LoadedPreview]

    @MainActor
    init(_ path: String) throws(LoadFailure) {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw LoadFailure(String(cString: dlerror()))
        }
        guard let entry = dlsym(handle, LearnerBuild.entry) else {
            throw LoadFailure("\(path) hands no view")
        }
        let make = unsafeBitCast(entry, to: (@convention(c) (UnsafeMutableRawPointer) -> Void).self)
        let made = UnsafeMutablePointer<(any View)?>.allocate(capacity: 1)
        defer { made.deallocate() }
        make(made)
        view = made.move()
        guard view == nil else {
            previews = []
            return
        }
        var image = ImageInfo()
        guard dladdr(entry, &image) != 0, let base = image.base else { throw LoadFailure("\(path) cannot be read") }
        previews = Hosting.previews(inImageAt: base)
        guard !previews.isEmpty else { throw LoadFailure("the files have no view to show") }
    }

    /// The preview named `name`, else the first where `name` is empty.
    func preview(named name: String) throws(LoadFailure) -> Hosting.LoadedPreview {
        guard let chosen = name.isEmpty ? previews.first : previews.first(where: { $0.name == name }) else {
            throw LoadFailure("no preview named '\(name)'; the files' previews: \(previews.map { $0.name }.joined(separator: ", "))")
        }
        return chosen
    }
}

/// Why a library shows nothing.
struct LoadFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// glibc's `Dl_info`, which its module leaves out with `dladdr`: where an
/// address lies, and the image it lies in.
private struct ImageInfo {
    var file: UnsafePointer<CChar>?
    var base: UnsafeMutableRawPointer?
    var symbol: UnsafePointer<CChar>?
    var address: UnsafeMutableRawPointer?
}

@_silgen_name("dladdr")
private func dladdr(_ address: UnsafeMutableRawPointer, _ info: UnsafeMutablePointer<ImageInfo>) -> Int32
