@_implementationOnly import CPango

extension TextLayout {
    /// The first and the last line's baselines, in device pixels down
    /// from the top of the text's box.
    var baselines: (first: Double, last: Double) {
        let iterator = cpango.pango_layout_get_iter(raw)
        defer { cpango.pango_layout_iter_free(iterator) }
        let first = Double(cpango.pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE)
        var last = first
        while cpango.pango_layout_iter_next_line(iterator) != 0 {
            last = Double(cpango.pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE)
        }
        return (first - box.y, last - box.y)
    }
}
