/// `bits` that are a hash already, or an address unique already, spread
/// over a table's buckets by `seed` with a few multiplies (MurmurHash3's
/// finalizer) rather than hashed again with SipHash: the tables keyed so
/// are looked up for every view of every update.
func spreadHash(_ bits: UInt64, seed: Int) -> Int {
    var bits = bits ^ UInt64(UInt(bitPattern: seed))
    bits = (bits ^ (bits >> 33)) &* 0xff51_afd7_ed55_8ccd
    bits = (bits ^ (bits >> 33)) &* 0xc4ce_b9fe_1a85_ec53
    return Int(truncatingIfNeeded: bits ^ (bits >> 33))
}
