/// A label whose icon is a picture of the program's resources, found as
/// `Image(_:bundle:)` finds it, and left out for assistive tools, which
/// read the title.
extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(decorative: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(decorative: name) })
    }
}
