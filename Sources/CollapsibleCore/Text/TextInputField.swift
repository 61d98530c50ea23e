/// What `TextField` and `SecureField` draw: one line of text in the style
/// in force, its placeholder in the tertiary label colour while empty, and
/// while it has the keyboard the selection behind the text and a caret in
/// the tint that blinks, the text scrolled to keep the caret in sight. A
/// press puts the caret there; the host types into it (`LiveView+Text`).
struct TextInputField: _PrimitiveView {
    let text: Binding<String>
    let placeholder: Text?
    /// What names it to assistive tools where that is not its placeholder:
    /// the title of a field given a prompt.
    var title: Text? = nil
    let isSecure: Bool
    var editingChanged: ((Bool) -> Void)? = nil
    var commit: (() -> Void)? = nil

    /// iOS's caret: two points wide, in the tint.
    static let caretWidth = 2.0
    /// How many characters either side of the caret are set: at a fifth of
    /// the font's size each, the narrowest a glyph is, more than a field
    /// 2,000 points wide shows at 17 points.
    static let reach = 600

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let value = text.wrappedValue
        let editing = context.editing(id)
        let environment = context.environment
        // A secure field composes nothing in sight, as GTK's password entry.
        let preedit = isSecure ? PreeditText() : editing?.preedit ?? PreeditText()
        let typedCaret = editing?.edited.caret ?? 0
        let shown = preedit.inserted(into: isSecure ? String(repeating: "\u{2022}", count: value.count) : value, at: typedCaret)
        let font = environment.font ?? .body
        let measure = context.textMeasure
        func width(_ string: Substring) -> Double {
            guard !string.isEmpty, let measure else { return 0 }
            return measure.size(of: StyledText(runs: [StyledText.Run(String(string), font: font, paint: .color(.black))]),
                                width: nil, height: nil).width
        }
        // Where a place in the text is among the characters told: a secure
        // field's bullets are one a character.
        func toldPlace(_ place: Int) -> Int { isSecure ? EditedText(value).characters(before: place) : place }
        // And among those shown, where what is composed stands at the caret.
        func shownPlace(_ place: Int) -> Int { preedit.shownPlace(toldPlace(place), composedAt: toldPlace(typedCaret)) }
        // Only the characters around the caret are set: more on either
        // side than the widest field shows, so that a long text costs a
        // keystroke what a short one does.
        let scalars = shown.unicodeScalars
        let count = scalars.count, caret = editing.map { _ in shownPlace(typedCaret) + preedit.caret } ?? 0
        let first = max(0, caret - Self.reach), last = min(count, max(caret, first) + Self.reach)
        let window = String(scalars[scalars.index(scalars.startIndex, offsetBy: first)..<scalars.index(scalars.startIndex, offsetBy: last)])
        func prefixWidth(_ place: Int) -> Double {
            let inWindow = min(max(place - first, 0), last - first)
            return width(Substring(window.unicodeScalars.prefix(inWindow)))
        }
        let sample = StyledText(runs: [StyledText.Run("Ag", font: font, paint: .color(.black))])
        let lineHeight = measure?.size(of: sample, width: nil, height: nil).height ?? font.size * 1.2
        var line = TextFieldLineNode(lineHeight: lineHeight, textWidth: width(Substring(window)))
        if let editing {
            let edited = editing.edited
            line.caretX = prefixWidth(caret)
            if !edited.selection.isEmpty {
                line.selection = prefixWidth(shownPlace(edited.selection.lowerBound))..<prefixWidth(shownPlace(edited.selection.upperBound))
            }
            if !preedit.isEmpty {
                let start = shownPlace(typedCaret)
                line.preedit = prefixWidth(start)..<prefixWidth(start + preedit.length)
                line.highlighted = preedit.highlighted.first.map { prefixWidth(start + $0.lowerBound)..<prefixWidth(start + $0.upperBound) }
                // The underline runs just under the baseline of the line as
                // set, as Pango's single underline does, and inside the line
                // where a face for another script sets it lower.
                let set = StyledText(runs: [StyledText.Run(window, font: font, paint: .color(.black))])
                let baseline = measure?.baselines(of: set, width: nil, height: nil).first ?? lineHeight * 0.8
                line.underlineY = min(baseline + 1, lineHeight - TextFieldLineNode.underlineThickness)
            }
        }
        let style = environment.textFieldStyle
        let input = TextFieldInput(text: value, write: { [text] in text.wrappedValue = $0 }, isSecure: isSecure,
                                   submit: { [commit, submitAction = environment.submitAction] in commit?(); submitAction() }, inset: style.insets,
                                   place: { at, _, width in
            let scrolled = at.x + TextFieldLineNode.scroll(caretX: line.caretX, width: width)
            guard let measure, !window.isEmpty else { return 0 }
            let styled = StyledText(runs: [StyledText.Run(window, font: font, paint: .color(.black))])
            let size = measure.size(of: styled, width: nil, height: nil)
            let boxes = measure.geometry(of: styled, in: Rect(x: 0, y: 0, width: size.width, height: size.height)).characters
            let placed = first + (boxes.firstIndex { $0.midX > scrolled } ?? boxes.count)
            return isSecure ? EditedText(value).place(ofCharacter: placed) : placed
        }, focus: environment.focusMark, editingChanged: editingChanged)
        let content = TextFieldLine(node: line, shown: window, placeholder: placeholder, editing: editing,
                                    showsPlaceholder: value.isEmpty && preedit.isEmpty)
        // A press anywhere in the field puts the caret in it, not only on its text.
        let styled = TextFieldStyled(style: style, content: content.clipped()).contentShape(Rectangle())
        let title = (title ?? placeholder)?.styled(in: environment).string ?? ""
        let told = StyledText(runs: [StyledText.Run(isSecure ? shown : value, font: font, paint: .color(.black))])
        let selected = editing.flatMap { session -> Range<Int>? in
            let places = session.edited.selection
            return places.isEmpty ? nil : toldPlace(places.lowerBound)..<toldPlace(places.upperBound)
        }
        return context.textField(styled, at: id, in: TextFieldNode(action: TapAction(input: input), title: title, text: told,
                                                            caret: editing.map { toldPlace($0.edited.caret) }, selection: selected,
                                                            isSecure: isSecure))
    }
}

/// The field's lines and the style around them.
struct TextFieldStyled<Content: View>: View {
    let style: _TextFieldBorder
    let content: Content

    var body: some View {
        switch style {
        case .plain: AnyView(content)
        case .roundedBorder:
            AnyView(content.padding(style.insets)
                .background(Color(.tertiarySystemBackground), in: RoundedRectangle(cornerRadius: 5))
                .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color(.opaqueSeparator), lineWidth: 0.5)))
        }
    }
}

/// The parts of the line, each one node in this order (see `TextFieldLineNode`).
private struct TextFieldLine: _PrimitiveView {
    let node: TextFieldLineNode
    let shown: String
    let placeholder: Text?
    let editing: TextEditing?
    let showsPlaceholder: Bool

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        var parts: [_ViewNode] = []
        parts += Rectangle().fill(node.selection == nil ? Color.clear : Color.accentColor.opacity(0.2))
            ._resolve(in: &context, at: id.child(0))
        // The part the input method is converting is set apart as iOS
        // marks it, in the tint's light shade.
        parts += Rectangle().fill(node.highlighted == nil ? Color.clear : Color.accentColor.opacity(0.2))
            ._resolve(in: &context, at: id.child(3))
        if showsPlaceholder, let placeholder {
            parts += placeholder.foregroundStyle(Color(.tertiaryLabel))._resolve(in: &context, at: id.child(1))
        } else {
            parts += Text(verbatim: shown)._resolve(in: &context, at: id.child(1))
        }
        // What is composed is underlined in the text's own colour, as
        // GTK underlines an input method's pre-edit.
        parts += Rectangle().fill(node.preedit == nil ? AnyShapeStyle(Color.clear) : AnyShapeStyle(.foreground))
            ._resolve(in: &context, at: id.child(4))
        parts += CaretBar(editing: editing)._resolve(in: &context, at: id.child(2))
        return [_ViewNode(id, node, parts)]
    }
}

/// The caret: a bar in the tint while the field has the keyboard, shown
/// and hidden as it blinks; clear while the field has no keyboard.
struct CaretBar: View {
    let editing: TextEditing?

    var body: some View {
        let blink = editing.map { CaretBlink(since: $0.since, settings: $0.blink) }
        _TimelineReader { time in
            let shows = blink?.showsCaret(at: time) ?? false
            return (Rectangle().fill(shows ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.clear)),
                    blink?.nextChange(after: time).map(_TimelineUpdate.at) ?? .never, nil)
        }
    }
}

/// The line of a field: as tall as a line of its font, as wide as offered
/// (as wide as its text where offered nothing), its text placed at its
/// natural width and moved left as far as it takes to show the caret.
struct TextFieldLineNode: NodeKind {
    var lineHeight: Double
    var textWidth: Double
    /// From the text's start; 0 while the field is not edited.
    var caretX = 0.0
    var selection: Range<Double>?
    /// What an input method composes, and the part of it it converts.
    var preedit: Range<Double>?
    var highlighted: Range<Double>?
    /// How far down the line the composition's underline runs.
    var underlineY = 0.0
    /// A point thick, as Pango's underline is at a body size.
    static let underlineThickness = 1.0

    /// How far the text moves left to show the caret at `caretX` in a line `width` wide.
    static func scroll(caretX: Double, width: Double) -> Double {
        max(0, caretX + TextInputField.caretWidth - width)
    }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        Size(width: proposal.width ?? textWidth + TextInputField.caretWidth, height: lineHeight)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        guard children.count == 5 else { return }
        let start = bounds.minX - Self.scroll(caretX: caretX, width: bounds.width)
        func span(_ child: _ViewNode, _ range: Range<Double>?, y: Double, height: Double) {
            let range = range ?? 0..<0
            pass.place(child, ProposedViewSize(width: range.upperBound - range.lowerBound, height: height),
                       at: Point(x: start + range.lowerBound, y: y))
        }
        span(children[0], selection, y: bounds.minY, height: lineHeight)
        span(children[1], highlighted, y: bounds.minY, height: lineHeight)
        pass.place(children[2], ProposedViewSize(width: nil, height: nil), at: Point(x: start, y: bounds.minY))
        span(children[3], preedit, y: bounds.minY + underlineY, height: Self.underlineThickness)
        pass.place(children[4], ProposedViewSize(width: TextInputField.caretWidth, height: lineHeight),
                   at: Point(x: start + caretX, y: bounds.minY))
    }
}

extension _ResolveContext {
    /// A text field's nodes: `drawn` taking the pointer and the keyboard
    /// where controls work here; inside `disabled(true)`, dimmed as the
    /// other controls are, and taking neither.
    mutating func textField(_ drawn: some View, at id: ViewID, in node: TextFieldNode) -> [_ViewNode] {
        var node = node
        node.isEnabled = environment.isEnabled
        guard node.isEnabled else { return wrap(drawn.opacity(0.35), at: id, in: node) }
        return wrap(drawn, at: id, in: node)
    }
}

/// A text field: a control the keyboard focuses and types into, and to
/// assistive tools an editable text named by its title, holding its text
/// (bullets for a secure field, as GTK's password entry tells them).
struct TextFieldNode: NodeKind {
    var action: TapAction
    var title: String
    /// What it shows, as assistive tools read it.
    var text: StyledText
    /// Where its caret is in `text`, and what is selected, while it has the keyboard.
    var caret: Int?
    var selection: Range<Int>?
    var isSecure: Bool
    var isEnabled = true

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        isEnabled ? presentation.addTap(node.id, action, on: node.children, in: scope) : presentation.add(node.children, in: scope)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        let frame = walk.frame(of: node)
        var element = AccessibilityElement(id: node.id, role: isSecure ? .secureTextField : .textField,
                                           label: said.label ?? title, frame: frame, text: PlacedText(text, in: frame))
        element.isFocusable = isEnabled
        element.isEnabled = isEnabled
        element.caret = caret
        element.selection = selection
        return [element]
    }
}
