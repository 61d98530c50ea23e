@_implementationOnly import CPango
import CollapsibleCore

extension TextLayout {
    /// A character with no place of its own (a line break, one cut off)
    /// gets an empty box after the one before it.
    func geometry(characters count: Int, origin: Point, scale: Double) -> TextGeometry {
        func logical(_ rect: PangoRectangle) -> Rect {
            let device = Rect(rect)
            return Rect(x: (origin.x + device.x) / scale, y: (origin.y + device.y) / scale,
                        width: device.width / scale, height: device.height / scale)
        }
        var boxes = [Rect?](repeating: nil, count: count)
        let iterator = cpango.pango_layout_get_iter(raw)
        repeat {
            guard let character = content.character(at: Int(cpango.pango_layout_iter_get_index(iterator))),
                  character < count, boxes[character] == nil else { continue }
            var rect = PangoRectangle()
            cpango.pango_layout_iter_get_char_extents(iterator, &rect)
            boxes[character] = logical(rect)
        } while cpango.pango_layout_iter_next_char(iterator) != 0
        cpango.pango_layout_iter_free(iterator)

        var previous = Rect(x: origin.x / scale, y: origin.y / scale, width: 0, height: box.height / scale)
        let characters = boxes.map { box in
            let placed = box ?? Rect(x: previous.maxX, y: previous.y, width: 0, height: previous.height)
            previous = placed
            return placed
        }

        var lineStarts: [Int] = []
        var line = cpango.pango_layout_get_lines_readonly(raw)
        while let node = line {
            if let data = node.pointee.data, let start = content.character(at: Int(data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.start_index)),
               lineStarts.last.map({ $0 < start }) ?? true {
                lineStarts.append(start)
            }
            line = node.pointee.next
        }

        var attributeCount: Int32 = 0
        let attributes = cpango.pango_layout_get_log_attrs_readonly(raw, &attributeCount)
        let kept = 0..<min(content.characters, Int(attributeCount), count)
        return TextGeometry(characters: characters, lineStarts: lineStarts.isEmpty ? [0] : lineStarts,
                            wordStarts: kept.filter { attributes![$0].is_word_start != 0 },
                            sentenceStarts: kept.filter { attributes![$0].is_sentence_start != 0 })
    }
}
