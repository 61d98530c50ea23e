import CSwiftRuntime
import SwiftShims

/// The program's types that conform to given protocols, read at run time
/// from the conformance records the compiler writes for each conformance
/// and the Swift runtime keeps for each image it loads. Swift has no
/// static registration, and no code of ours could name a learner's
/// previews: the program's start is often the learner's own (a playground
/// page, an app), and a `PreviewProvider` is named by nothing. Both ways
/// of writing a preview are conformances, found here alike. The records'
/// layout is the Swift ABI's (ProtocolConformanceDescriptor and
/// TypeContextDescriptor in the runtime's Metadata.h).
///
/// An optimised build leaves out the types of a module that nothing names,
/// and their conformances with them, unless the module is built for
/// testing (`-enable-testing`) or the type is public.
enum ConformanceRecords {
    /// Each non-generic class, struct or enum that conforms to one of
    /// `protocols`, each given as its existential (`(any P).self`), in the
    /// order of the records, which is not that of the sources; only those
    /// of the image loaded at `image`, where it is given.
    static func types(conformingTo protocols: [Any.Type], in image: UnsafeRawPointer? = nil) -> [Any.Type] {
        var search = Search(protocols: protocols.map(descriptor(of:)), image: image)
        withUnsafeMutablePointer(to: &search) { search in
            swift_enumerateAllMetadataSections({ sections, search in
                guard let sections = sections?.load(as: MetadataSections.self),
                      let search = search?.assumingMemoryBound(to: Search.self) else { return false }
                if let image = search.pointee.image, image != sections.baseAddress { return true }
                search.pointee.read(sections.swift5_protocol_conformances)
                return true
            }, search)
        }
        return search.found
    }

    /// The protocol descriptor an existential's metadata names: after the
    /// metadata's kind, its flags and its count of protocols.
    private static func descriptor(of existential: Any.Type) -> UnsafeRawPointer {
        unsafeBitCast(existential, to: UnsafeRawPointer.self)
            .load(fromByteOffset: MemoryLayout<Int>.size + 8, as: UnsafeRawPointer.self)
    }

    private struct Search {
        let protocols: [UnsafeRawPointer]
        let image: UnsafeRawPointer?
        var found: [Any.Type] = []

        /// Each record is a relative pointer to a conformance descriptor.
        mutating func read(_ records: MetadataSectionRange) {
            guard let start = UnsafeRawPointer(bitPattern: records.start) else { return }
            for record in stride(from: start, to: start + records.length, by: MemoryLayout<Int32>.size) {
                let conformance = record.relativeTarget
                guard let conformed = conformance.indirectableTarget, protocols.contains(conformed),
                      let type = Self.typeDescriptor(of: conformance), let metadata = Self.metadata(of: type) else { continue }
                found.append(metadata)
            }
        }

        /// The descriptor of the conforming type: the conformance's second
        /// field, direct or through a pointer as its flags say; nil for an
        /// Objective-C class.
        private static func typeDescriptor(of conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
            let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
            let reference = conformance + 4
            switch (flags >> 3) & 0x7 {
            case 0: return reference.relativeTarget
            case 1: return reference.relativeTarget.load(as: UnsafeRawPointer?.self)
            default: return nil
            }
        }

        /// The type's metadata, from the accessor its descriptor points to;
        /// nil for a generic type, which has no metadata of its own.
        private static func metadata(of type: UnsafeRawPointer) -> Any.Type? {
            let flags = type.load(as: UInt32.self)
            let (classKind, structKind, enumKind): (UInt32, UInt32, UInt32) = (16, 17, 18)
            let isGeneric: UInt32 = 0x80
            guard [classKind, structKind, enumKind].contains(flags & 0x1F), flags & isGeneric == 0 else { return nil }
            let accessor = unsafeBitCast((type + 12).relativeTarget, to: MetadataAccessor.self)
            let complete = 0
            return unsafeBitCast(accessor(complete).metadata, to: Any.Type.self)
        }
    }

    /// A metadata accessor, called with Swift's own convention: it takes
    /// the state asked for and returns the metadata and its state.
    private typealias MetadataAccessor = @convention(thin) (Int) -> MetadataResponse

    private struct MetadataResponse {
        let metadata: UnsafeRawPointer
        let state: Int
    }
}

private extension UnsafeRawPointer {
    /// What the 32-bit offset stored here, from here, points to.
    var relativeTarget: UnsafeRawPointer { self + Int(load(as: Int32.self)) }

    /// The same, but an odd offset points to a pointer to the target.
    var indirectableTarget: UnsafeRawPointer? {
        let offset = Int(load(as: Int32.self))
        guard offset & 1 == 1 else { return self + offset }
        return (self + (offset & ~1)).load(as: UnsafeRawPointer?.self)
    }
}
