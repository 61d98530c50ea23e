import CollapsiblePainter

/// A bench that draws whole frames, each round one sample of its figures.
protocol FrameBench {
    mutating func measureFrames() throws(PainterError)
    /// Drops what was measured so far: the untimed rounds' samples.
    mutating func forgetSamples()
}

extension BlurBench: FrameBench {}
extension MaterialBench: FrameBench {}
extension EffectsBench: FrameBench {}
extension ScrollBench: FrameBench {}

/// `rounds` rounds of `bench`, if there is one, after three untimed ones that
/// load fonts and fill caches, as the program's first frames do.
func measure<Bench: FrameBench>(_ bench: inout Bench?, rounds: Int) throws(PainterError) {
    guard bench != nil else { return }
    for round in 0..<(rounds + 3) {
        try bench?.measureFrames()
        if round < 3 { bench?.forgetSamples() }
    }
}
