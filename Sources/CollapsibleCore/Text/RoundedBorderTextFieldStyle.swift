/// `.roundedBorder`: the text in UITextField's rounded rectangle.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _border: _TextFieldBorder { .roundedBorder }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
