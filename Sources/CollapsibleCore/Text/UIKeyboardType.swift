/// UIKit's `UIKeyboardType`, which `keyboardType(_:)` takes: the on-screen
/// keyboard a field asks for. A desktop has its one keyboard, as a Mac
/// has: the field takes what is typed whatever it asked for.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

    public static var alphabet: UIKeyboardType { .asciiCapable }
}
