/// `.plain`: the text alone, with no border or background.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _border: _TextFieldBorder { .plain }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
