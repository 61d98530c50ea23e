@_implementationOnly import CPango
import CollapsibleCore

extension Font {
    /// The families Pango asks fontconfig for, in order; fontconfig falls
    /// back from each, per script, as it does for every program. SF Pro's
    /// stand-in is Inter, and then fontconfig's `sans-serif`, for the
    /// rounded design too: no rounded face comes with Debian's desktop.
    var families: String {
        if let family { return family }
        switch design {
        case .default, .rounded: return "Inter,sans-serif"
        case .serif: return "serif"
        case .monospaced: return "monospace"
        }
    }
}

extension TextContent {
    /// Each run's font, at `scale`, as Pango attributes of its bytes: the
    /// caller owns the list.
    func attributes(of text: StyledText, scale: Double) -> OpaquePointer {
        let list = cpango.pango_attr_list_new()!
        for (run, bytes) in zip(text.runs, runs) where !bytes.isEmpty {
            let font = run.font, description = cpango.pango_font_description_new()!
            defer { cpango.pango_font_description_free(description) }
            cpango.pango_font_description_set_family(description, font.families)
            let weight = PangoWeight(rawValue: UInt32(min(max(font.weight.weightClass, 100), 1000)))
            cpango.pango_font_description_set_weight(description, weight)
            cpango.pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
            cpango.pango_font_description_set_absolute_size(description, Self.pixelSize(of: font, scale: scale) * Double(PANGO_SCALE))
            var attributes = [cpango.pango_attr_font_desc_new(description)!]
            if font.hasMonospacedDigits { attributes.append(cpango.pango_attr_font_features_new("tnum")!) }
            for attribute in attributes {
                attribute.pointee.start_index = UInt32(bytes.lowerBound)
                attribute.pointee.end_index = UInt32(bytes.upperBound)
                cpango.pango_attr_list_insert(list, attribute)
            }
        }
        return list
    }
}
