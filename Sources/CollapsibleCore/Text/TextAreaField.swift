/// What `TextField(axis: .vertical)` and `TextEditor` draw: the text in
/// lines wrapped at the field's width, the selection behind it and the
/// caret while it has the keyboard, scrolled to keep the caret in sight,
/// and what an input method composes at the caret, wrapped with the line.
/// A vertical field grows with its lines up to its line limit; an editor
/// takes the room it is offered. Return types a line break in both.
struct TextAreaField: _PrimitiveView {
    enum Kind: Equatable {
        /// A vertical text field, with its placeholder while empty, named by its title.
        case field(placeholder: Text?, title: Text?)
        /// A `TextEditor`, in iOS's text view insets and background.
        case editor
    }

    let text: Binding<String>
    let kind: Kind

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let value = text.wrappedValue
        let editing = context.editing(id)
        let environment = context.environment
        let font = environment.font ?? .body
        let measure = context.textMeasure
        func styled(_ text: String) -> StyledText { StyledText(runs: [StyledText.Run(text, font: font, paint: .color(.black))]) }
        let lineHeight = measure?.size(of: StyledText(runs: [StyledText.Run("Ag", font: font, paint: .color(.black))]),
                                       width: nil, height: nil).height ?? font.size * 1.2
        let cache = editing?.lines ?? WrappedTextCache()
        func wrap(_ part: (text: String, from: Int), of text: String, width: Double) -> WrappedText {
            cache.lines(of: text, from: part.from, width: width) {
                guard let measure, !part.text.isEmpty else {
                    return WrappedText(TextGeometry(characters: [], lineStarts: [0], wordStarts: [], sentenceStarts: []),
                                       text: part.text, lineHeight: lineHeight, offset: part.from)
                }
                // No height: the lines are wanted whole, however many they are.
                return WrappedText(measure.geometry(of: styled(part.text), in: Rect(x: 0, y: 0, width: width, height: .infinity)),
                                   text: part.text, lineHeight: lineHeight, offset: part.from)
            }
        }
        let lines: (String, Int, Double) -> WrappedText = { text, caret, width in
            wrap(Self.part(of: text, around: caret), of: text, width: width)
        }
        let preedit = editing?.preedit ?? PreeditText()
        let typedCaret = editing?.edited.caret ?? 0
        // What is composed is set with the text, so that it wraps with its line.
        let composed = preedit.inserted(into: value, at: typedCaret)
        let caret = typedCaret + preedit.caret
        // The part shown is found once for every layout of this evaluation.
        let shown = Self.part(of: composed, around: caret)
        var area = TextAreaNode(lines: { wrap(shown, of: composed, width: $0) }, lineHeight: lineHeight, isEditor: kind == .editor)
        if kind != .editor {
            area.minimumLines = environment.lineMinimum ?? 1
            area.maximumLines = environment.lineLimit
        }
        if let editing {
            func shownPlace(_ place: Int) -> Int { preedit.shownPlace(place, composedAt: typedCaret) }
            let selection = editing.edited.selection
            area.caret = caret
            area.selection = shownPlace(selection.lowerBound)..<shownPlace(selection.upperBound)
            area.scroll = editing.scroll
            if !preedit.isEmpty {
                area.preedit = typedCaret..<typedCaret + preedit.length
                area.highlighted = preedit.highlighted.first.map { typedCaret + $0.lowerBound..<typedCaret + $0.upperBound }
                // As in a field of one line: just under the baseline, inside the line.
                let baseline = measure?.baselines(of: styled("Ag" + preedit.text), width: nil, height: nil).first ?? lineHeight * 0.8
                area.underlineY = min(baseline + 1, lineHeight - TextFieldLineNode.underlineThickness)
            }
        }
        let style: _TextFieldBorder = kind == .editor ? .plain : environment.textFieldStyle
        let inset = kind == .editor ? TextAreaNode.editorInsets : style.insets
        let input = TextFieldInput(text: value, write: { [text] in text.wrappedValue = $0 }, isSecure: false,
                                   submit: environment.submitAction, inset: inset,
                                   place: { at, caret, width in
            lines(preedit.inserted(into: value, at: caret), caret + preedit.caret, width).place(at: at)
        },
                                   focus: environment.focusMark, lines: lines)
        var placeholder: Text?
        if case .field(let shown, _) = kind, value.isEmpty, preedit.isEmpty { placeholder = shown }
        let content = TextAreaContent(node: area, shown: shown.text, placeholder: placeholder, underlines: preedit.length,
                                      editing: editing).clipped()
        let drawn: AnyView
        switch kind {
        case .field: drawn = AnyView(TextFieldStyled(style: style, content: content).contentShape(Rectangle()))
        case .editor:
            let background = environment.scrollContentBackground == .hidden ? Color.clear : Color(.systemBackground)
            drawn = AnyView(content.padding(inset).background(background).contentShape(Rectangle()))
        }
        let title: String
        if case .field(let shown, let named) = kind { title = (named ?? shown)?.styled(in: environment).string ?? "" } else { title = "" }
        return context.textField(drawn, at: id, in: TextFieldNode(action: TapAction(input: input), title: title, text: styled(value),
                                                          caret: editing?.edited.caret, isSecure: false))
    }

    /// How many characters either side of the caret a long text has set
    /// at least: the lines a window of a common size shows above it.
    static let reach = 2000

    /// The part of `text` that is set and drawn, and where it starts: all of
    /// a text of a few screens; of a longer one, from a whole multiple of
    /// `reach` at least `reach` before the caret, three times `reach`, so
    /// that a keystroke costs what it costs in a short text, and the part
    /// stays put while the caret moves within it.
    static func part(of text: String, around caret: Int) -> (text: String, from: Int) {
        let scalars = text.unicodeScalars
        let count = scalars.count
        guard count > 4 * reach else { return (text, 0) }
        let from = max(caret - reach, 0) / reach * reach, to = min(count, from + 3 * reach)
        let start = scalars.index(scalars.startIndex, offsetBy: from)
        return (String(scalars[start..<scalars.index(start, offsetBy: to - from)]), from)
    }
}

/// The parts of the text, each one node in this order (see `TextAreaNode`):
/// the selection's three boxes, the three of the part an input method
/// converts, the text, the composition's underlines, the caret.
private struct TextAreaContent: _PrimitiveView {
    let node: TextAreaNode
    let shown: String
    let placeholder: Text?
    /// As many as the composition has scalars: the most lines it can run over.
    let underlines: Int
    let editing: TextEditing?

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        var parts: [_ViewNode] = []
        let selected = node.selection.map { !$0.isEmpty } ?? false
        for part in 0..<3 {
            parts += Rectangle().fill(selected ? Color.accentColor.opacity(0.2) : Color.clear)
                ._resolve(in: &context, at: id.child(part))
        }
        // Set apart as in a field of one line, in the tint's light shade.
        for part in 0..<3 {
            parts += Rectangle().fill(node.highlighted == nil ? Color.clear : Color.accentColor.opacity(0.2))
                ._resolve(in: &context, at: id.child(5 + part))
        }
        if let placeholder {
            parts += placeholder.foregroundStyle(Color(.tertiaryLabel)).lineLimit(nil)._resolve(in: &context, at: id.child(3))
        } else {
            parts += Text(verbatim: shown).lineLimit(nil)._resolve(in: &context, at: id.child(3))
        }
        for part in 0..<underlines {
            parts += Rectangle().fill(.foreground)._resolve(in: &context, at: id.child(8 + part))
        }
        parts += CaretBar(editing: editing)._resolve(in: &context, at: id.child(4))
        return [_ViewNode(id, node, parts)]
    }
}

/// The lines of a multi-line field: as wide as offered, as tall as its
/// lines within its limits (an editor, as tall as offered), its text moved
/// up as far as it is scrolled.
struct TextAreaNode: NodeKind {
    let lines: (Double) -> WrappedText
    let lineHeight: Double
    let isEditor: Bool
    var minimumLines = 1
    var maximumLines: Int?
    /// Places among the scalars shown, which hold what is composed.
    var caret: Int?
    var selection: Range<Int>?
    var preedit: Range<Int>?
    var highlighted: Range<Int>?
    /// How far down its line the composition's underline runs.
    var underlineY = 0.0
    var scroll = 0.0

    /// Where the text is among the parts (see `TextAreaContent`); the
    /// underlines follow it, the caret is last.
    static let text = 6

    /// UITextView's: its text container's inset, 8 above and below, and
    /// its line fragment's padding, 5 at either side.
    static let editorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        let width = proposal.width ?? (children.count > Self.text ? pass.size(of: children[Self.text], ProposedViewSize(width: nil, height: nil)).width : 0)
            + TextInputField.caretWidth
        let needed = lines(width).lines
        if isEditor { return Size(width: width, height: proposal.height ?? Double(needed) * lineHeight) }
        let shown = min(max(needed, minimumLines), maximumLines ?? .max)
        return Size(width: width, height: Double(shown) * lineHeight)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        guard children.count > Self.text + 1 else { return }
        let wrapped = lines(bounds.width)
        let place = caret ?? 0
        let top = bounds.minY - wrapped.scroll(showing: place, from: scroll, height: bounds.height)
        // Each box to a part, in order; the parts left over, empty.
        func put(_ boxes: [Rect], in parts: ArraySlice<_ViewNode>) {
            for (offset, child) in parts.enumerated() {
                let box = offset < boxes.count ? boxes[offset] : Rect(x: 0, y: 0, width: 0, height: 0)
                pass.place(child, ProposedViewSize(width: box.width, height: box.height),
                           at: Point(x: bounds.minX + box.minX, y: top + box.minY))
            }
        }
        put(selection.map { wrapped.selection($0, width: bounds.width) } ?? [], in: children[0..<3])
        put(highlighted.map { wrapped.selection($0, width: bounds.width) } ?? [], in: children[3..<Self.text])
        pass.place(children[Self.text], ProposedViewSize(width: bounds.width, height: nil), at: Point(x: bounds.minX, y: top))
        let underlines = (preedit.map(wrapped.spans) ?? []).map {
            Rect(x: $0.minX, y: $0.minY + underlineY, width: $0.width, height: TextFieldLineNode.underlineThickness)
        }
        put(underlines, in: children[(Self.text + 1)..<(children.count - 1)])
        let at = wrapped.caret(at: place)
        pass.place(children[children.count - 1], ProposedViewSize(width: TextInputField.caretWidth, height: lineHeight),
                   at: Point(x: bounds.minX + at.x, y: top + at.y))
    }
}
