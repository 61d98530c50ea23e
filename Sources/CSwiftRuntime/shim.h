#include <stdbool.h>

// The Swift runtime's walk over the metadata sections of every image it
// has loaded, each a MetadataSections of SwiftShims: exported by the
// runtime on ELF, declared in no header a Swift module can import.
void swift_enumerateAllMetadataSections(bool (*body)(const void *sections, void *context), void *context);
