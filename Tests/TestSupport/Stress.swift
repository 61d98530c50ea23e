import Foundation

/// How hard the stress tests push: `make test` runs a short version, `make
/// stress` sets COLLAPSIBLE_STRESS=long for the long one.
public enum Stress {
    public static var isLong: Bool { ProcessInfo.processInfo.environment["COLLAPSIBLE_STRESS"] == "long" }

    /// `short` normally, `long` under `make stress`.
    public static func pick<T>(short: T, long: T) -> T { isLong ? long : short }

    /// The seed of the random input: COLLAPSIBLE_SEED replays a failure, whose
    /// message names the seed it ran with.
    public static func seed(default value: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment["COLLAPSIBLE_SEED"].flatMap { UInt64($0) } ?? value
    }
}

/// SplitMix64: the same seed gives the same input on every machine, which
/// the system generator does not promise.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
