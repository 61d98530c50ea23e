@_spi(Hosting) import SwiftUI

/// A build of the learner's files loaded into the window's process, and the
/// view it shows. It stays loaded when the next is shown: values made by its
/// code may still be in use, and its types are those of the states kept.
struct LoadedLibrary {
    let view: any View
    /// What the window's title names.
    let name: String

    /// Loads `path` and makes its view: the one its entry hands, or the
    /// preview named `preview` (the first where empty).
    @MainActor
    init(_ path: String, preview: String) throws(LoadFailure) {
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
        if let view = made.move() {
            self.view = view
            name = ""
            return
        }
        var image = ImageInfo()
        guard dladdr(entry, &image) != 0, let base = image.base else { throw LoadFailure("\(path) cannot be read") }
        let previews = Hosting.previews(inImageAt: base)
        guard let first = previews.first else { throw LoadFailure("the files have no view to show") }
        guard let chosen = preview.isEmpty ? first : previews.first(where: { $0.name == preview }) else {
            throw LoadFailure("no preview named '\(preview)'; the files' previews: \(previews.map(\.name).joined(separator: ", "))")
        }
        view = chosen.body()
        name = chosen.name
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
