/// `.automatic`: on iOS, the text alone.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _border: _TextFieldBorder { .plain }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
