/// SwiftUI's `Text`: a string set in the body font and the primary colour,
/// unless told otherwise. `+` joins texts, each part keeping its own font
/// and colour; a modifier on the whole applies to every part, and a part's
/// own font and colour win over it, as in SwiftUI.
public struct Text: _PrimitiveView, Equatable, Sendable {
    private var runs: [Run]

    /// What the text says, with no style: a bar's title named by its back
    /// button.
    var string: String { runs.map(\.string).joined() }

    /// A part of the text and what was said of it, innermost first.
    private struct Run: Equatable, Sendable {
        var string: String
        var modifiers: [Modifier] = []
    }

    private enum Modifier: Equatable, Sendable {
        case font(Font)
        case color(Color)
        /// A style, made a paint in the environment the text is set in.
        case style(AnyShapeStyle)
        case weight(Font.Weight)
        case italic
        case monospaced
        case monospacedDigit

        var font: Font? {
            if case .font(let font) = self { return font }
            return nil
        }

        func paint(in environment: EnvironmentValues) -> Paint? {
            switch self {
            case .color(let color): .color(color)
            case .style(let style): style._paint(in: environment)
            default: nil
            }
        }

        static func == (a: Modifier, b: Modifier) -> Bool {
            switch (a, b) {
            case (.font(let a), .font(let b)): a == b
            case (.color(let a), .color(let b)): a == b
            case (.style(let a), .style(let b)): a.isSame(as: b)
            case (.weight(let a), .weight(let b)): a == b
            case (.italic, .italic), (.monospaced, .monospaced), (.monospacedDigit, .monospacedDigit): true
            default: false
            }
        }
    }

    /// SwiftUI's `Text.TruncationMode`: where "…" stands for what does not fit.
    public enum TruncationMode: CaseIterable, Hashable, Sendable {
        case head, tail, middle
    }

    /// A string that is no literal, as it is: a literal is a
    /// `LocalizedStringKey`, whose Markdown is read.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    /// The string as it is, with no Markdown read.
    public init(verbatim content: String) { runs = [Run(string: content)] }

    /// Markdown's strong, emphasis, code and links as SwiftUI shows them:
    /// bold, italic, monospaced, and in the accent colour.
    init(markdown: String) {
        guard markdown.contains(where: InlineMarkdown.markers.contains) else {
            runs = [Run(string: markdown)]
            return
        }
        runs = InlineMarkdown(markdown).spans.map { span in
            var run = Run(string: span.string)
            if span.strong { run.modifiers.append(.weight(.bold)) }
            if span.emphasis { run.modifiers.append(.italic) }
            if span.code { run.modifiers.append(.monospaced) }
            if span.link != nil { run.modifiers.append(.color(.accentColor)) }
            return run
        }
        if runs.isEmpty { runs = [Run(string: "")] }
    }

    private func adding(_ modifier: Modifier) -> Text {
        var copy = self
        for index in copy.runs.indices { copy.runs[index].modifiers.append(modifier) }
        return copy
    }

    /// nil leaves the font to the views around the text.
    public func font(_ font: Font?) -> Text { font.map { adding(.font($0)) } ?? self }

    /// nil leaves the colour to the views around the text: the primary one.
    public func foregroundColor(_ color: Color?) -> Text { color.map { adding(.color($0)) } ?? self }

    /// A text still, so that it can be joined with `+` to others in their own styles.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.style(AnyShapeStyle(style))) }

    public func fontWeight(_ weight: Font.Weight?) -> Text { weight.map { adding(.weight($0)) } ?? self }

    public func bold() -> Text { adding(.weight(.bold)) }

    public func italic() -> Text { adding(.italic) }

    public func monospacedDigit() -> Text { adding(.monospacedDigit) }

    public func monospaced() -> Text { adding(.monospaced) }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.runs += rhs.runs
        return joined
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        [_ViewNode(id, TextNode(text: styled(in: context.environment)))]
    }

    /// The text as set in `environment`: each part in its own font, else the
    /// environment's, else the body font, then made bold or italic as said,
    /// in the order said; in its own colour, else the foreground style; in
    /// the environment's case.
    func styled(in environment: EnvironmentValues) -> StyledText {
        let styled = runs.map { run in
            var font = environment.font ?? .body, paint = environment.foregroundPaint(level: 0)
            if let own = run.modifiers.lazy.compactMap(\.font).first { font = own }
            if let own = run.modifiers.lazy.compactMap({ $0.paint(in: environment) }).first { paint = own }
            for modifier in run.modifiers {
                switch modifier {
                case .weight(let weight): font = font.weight(weight)
                case .italic: font = font.italic()
                case .monospaced: font = font.monospaced()
                case .monospacedDigit: font = font.monospacedDigit()
                case .font, .color, .style: break
                }
            }
            let string = switch environment.textCase {
            case .uppercase?: run.string.uppercased()
            case .lowercase?: run.string.lowercased()
            case nil: run.string
            }
            return StyledText.Run(string, font: font, paint: paint)
        }
        return StyledText(runs: styled, lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
                          truncationMode: environment.truncationMode)
    }
}

/// A text is as large as its lines set in the width and height it is
/// offered, by the host's measure, which draws them; assistive tools are
/// told it as a label, and read its characters.
struct TextNode: NodeKind {
    var text: StyledText

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        pass.size(of: text, width: proposal.width, height: proposal.height)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {}

    /// A text is spaced by the lines of its largest font.
    func spacing(children: [_ViewNode], in pass: inout LayoutPass) -> ViewSpacing {
        guard let font = text.runs.max(by: { $0.font.size < $1.font.size })?.font else { return ViewSpacing() }
        return ViewSpacing(text: pass.lineMetrics(of: font))
    }

    /// A text's baselines are its lines', as its measure sets them.
    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? {
        guard guide.isBaseline else { return nil }
        let baselines = pass.baselines(of: text, width: proposal.width, height: proposal.height)
        return guide == .vertical(.firstTextBaseline) ? baselines.first : baselines.last
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        presentation.addLeaf(node.id, .text(text, size: nil), in: scope)
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        [AccessibilityElement(id: node.id, role: said.isButton ? .button : .label, label: said.label ?? text.string,
                              frame: walk.frame(of: node), text: PlacedText(text, in: walk.textBox(of: node)))]
    }
}
