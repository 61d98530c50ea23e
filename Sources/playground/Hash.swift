/// FNV-1a over texts: the same in every run, where Swift's `Hasher` is
/// seeded anew per process, so that it names a folder or a file of the
/// cache that the next run finds again.
struct Hash {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Adds `text`, and a zero byte after it, so that texts in a row are
    /// told apart however they are cut.
    mutating func add(_ text: String) {
        for byte in text.utf8 + [0] { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    var text: String { String(value, radix: 16) }
}
