/// SF Symbols' names for the symbols programs use most, each with the
/// freedesktop icon names that draw it, as the desktop's icon themes name
/// them: the first the theme has is drawn. Symbolic icons, which a theme
/// draws in one colour, as SF Symbols' monochrome rendering does. A
/// symbol's filled or framed variant (`.fill`, `.circle`, `.square`) that
/// the table leaves out is drawn as the plain symbol.
enum SymbolNames {
    /// The icon names for `symbol`; nil for a symbol no icon stands for.
    static func iconNames(for symbol: String) -> [String]? {
        var name = Substring(symbol)
        while true {
            if let icons = table[String(name)] { return icons.map { "\($0)-symbolic" } }
            guard let dot = name.lastIndex(of: "."), variants.contains(String(name[name.index(after: dot)...])) else { return nil }
            name = name[..<dot]
        }
    }

    private static let variants: Set<String> = ["fill", "circle", "square", "rectangle"]

    private static let table: [String: [String]] = [
        // Marks and actions
        "star": ["non-starred"], "star.fill": ["starred"], "star.leadinghalf.filled": ["semi-starred"],
        "heart": ["emote-love"],
        "plus": ["list-add"], "minus": ["list-remove"],
        "xmark": ["window-close"], "checkmark": ["object-select"],
        "checkmark.circle": ["emblem-ok"], "checkmark.circle.fill": ["emblem-default", "emblem-ok"],
        "checkmark.square": ["checkbox-checked"], "square": ["checkbox"], "circle": ["radio"], "circle.fill": ["radio-checked"],
        "trash": ["user-trash"], "pencil": ["document-edit"], "square.and.pencil": ["document-edit"],
        "gear": ["emblem-system"], "gearshape": ["emblem-system"], "slider.horizontal.3": ["preferences-other", "emblem-system"],
        "magnifyingglass": ["system-search", "edit-find"],
        "square.and.arrow.up": ["send-to", "document-send"], "square.and.arrow.down": ["document-save"],
        "doc.on.doc": ["edit-copy"], "scissors": ["edit-cut"], "doc.on.clipboard": ["edit-paste"],
        "arrow.uturn.backward": ["edit-undo"], "arrow.uturn.forward": ["edit-redo"],
        "arrow.clockwise": ["view-refresh"], "arrow.counterclockwise": ["object-rotate-left"],
        "arrow.triangle.2.circlepath": ["view-refresh"],
        "eye": ["view-reveal"], "eye.slash": ["view-conceal"], "pin": ["view-pin"],
        "lock": ["changes-prevent", "system-lock-screen"], "lock.open": ["changes-allow"],
        "link": ["insert-link"], "paperclip": ["mail-attachment"], "paperplane": ["mail-send"],
        "bookmark": ["user-bookmarks", "bookmark-new"], "flag": ["emoji-flags"], "tag": ["emblem-documents"],
        "ellipsis": ["view-more-horizontal"], "ellipsis.circle": ["view-more"],
        "line.3.horizontal": ["open-menu"], "list.bullet": ["view-list-bullet"], "list.number": ["view-list-ordered"],
        "square.grid.2x2": ["view-grid"], "rectangle.grid.2x2": ["view-grid"], "sidebar.left": ["sidebar-show"],
        "arrow.up.arrow.down": ["view-sort-ascending"], "line.3.horizontal.decrease": ["view-sort-descending"],
        "power": ["system-shutdown"], "info.circle": ["dialog-information"], "info": ["dialog-information"],
        "questionmark.circle": ["dialog-question", "help-about"], "questionmark": ["dialog-question"],
        "exclamationmark.triangle": ["dialog-warning"], "exclamationmark.circle": ["dialog-error"],
        "xmark.octagon": ["dialog-error"], "nosign": ["action-unavailable"],
        "bold": ["format-text-bold"], "italic": ["format-text-italic"], "underline": ["format-text-underline"],
        "strikethrough": ["format-text-strikethrough"], "textformat": ["format-text-rich"],
        "text.alignleft": ["format-justify-left"], "text.aligncenter": ["format-justify-center"],
        "text.alignright": ["format-justify-right"], "plus.magnifyingglass": ["zoom-in"], "minus.magnifyingglass": ["zoom-out"],
        // Directions
        "chevron.left": ["go-previous"], "chevron.right": ["go-next"], "chevron.up": ["go-up"], "chevron.down": ["go-down"],
        "chevron.backward": ["go-previous"], "chevron.forward": ["go-next"],
        "chevron.up.chevron.down": ["pan-down"],
        "arrow.left": ["go-previous"], "arrow.right": ["go-next"], "arrow.up": ["go-up"], "arrow.down": ["go-down"],
        "arrow.backward": ["go-previous"], "arrow.forward": ["go-next"],
        "arrowtriangle.right": ["pan-end"], "arrowtriangle.left": ["pan-start"], "arrowtriangle.up": ["pan-up"],
        "arrowtriangle.down": ["pan-down"],
        "arrow.up.left.and.arrow.down.right": ["view-fullscreen"], "arrow.down.right.and.arrow.up.left": ["view-restore"],
        // Media
        "play": ["media-playback-start"], "pause": ["media-playback-pause"], "stop": ["media-playback-stop"],
        "play.fill": ["media-playback-start"], "pause.fill": ["media-playback-pause"], "stop.fill": ["media-playback-stop"],
        "forward": ["media-seek-forward"], "backward": ["media-seek-backward"],
        "forward.end": ["media-skip-forward"], "backward.end": ["media-skip-backward"],
        "record.circle": ["media-record"], "shuffle": ["media-playlist-shuffle"], "repeat": ["media-playlist-repeat"],
        "repeat.1": ["media-playlist-repeat-song"],
        "speaker": ["audio-volume-low"], "speaker.wave.1": ["audio-volume-low"], "speaker.wave.2": ["audio-volume-medium"],
        "speaker.wave.3": ["audio-volume-high"], "speaker.slash": ["audio-volume-muted"],
        "mic": ["audio-input-microphone"], "mic.slash": ["microphone-disabled"],
        "music.note": ["emblem-music", "audio-x-generic"], "headphones": ["audio-headphones"],
        "photo": ["image-x-generic"], "camera": ["camera-photo"], "video": ["camera-video"], "film": ["video-x-generic"],
        // Communication
        "bell": ["preferences-system-notifications"], "bell.slash": ["notifications-disabled"],
        "envelope": ["mail-unread"], "envelope.open": ["mail-read"], "tray": ["mail-send-receive"],
        "phone": ["call-start"], "phone.down": ["call-stop"], "message": ["chat-message-new"], "bubble.left": ["chat-message-new"],
        "person": ["avatar-default"], "person.crop.circle": ["avatar-default"], "person.2": ["system-users"],
        "person.badge.plus": ["contact-new"], "globe": ["web-browser"], "network": ["network-workgroup"],
        "wifi": ["network-wireless"], "wifi.slash": ["network-wireless-offline"], "antenna.radiowaves.left.and.right": ["network-wireless"],
        // Things and places
        "house": ["go-home", "user-home"], "folder": ["folder"], "folder.badge.plus": ["folder-new"],
        "doc": ["text-x-generic"], "doc.text": ["text-x-generic"], "book": ["accessories-dictionary"],
        "newspaper": ["x-office-document"], "calendar": ["x-office-calendar"], "clock": ["preferences-system-time"],
        "alarm": ["alarm"], "timer": ["alarm"], "printer": ["printer"], "keyboard": ["input-keyboard"],
        "desktopcomputer": ["computer"], "laptopcomputer": ["computer"], "iphone": ["phone"], "display": ["video-display"],
        "gamecontroller": ["input-gaming"], "cpu": ["system-run"], "terminal": ["utilities-terminal"],
        "hammer": ["applications-engineering"], "wrench": ["preferences-system"], "wrench.and.screwdriver": ["applications-system"],
        "location": ["location-services-active"], "mappin": ["mark-location"], "mappin.and.ellipse": ["mark-location"],
        "map": ["find-location"], "battery.100": ["battery-full"], "battery.25": ["battery-low"], "battery.0": ["battery-empty"],
        "bolt": ["thunderbolt"], "lightbulb": ["dialog-information"], "cart": ["system-software-install"],
        "creditcard": ["auth-smartcard"], "key": ["dialog-password"], "shield": ["security-high"],
        "face.smiling": ["face-smile"], "hand.thumbsup": ["face-smile-big"],
        // Weather
        "sun.max": ["weather-clear"], "moon": ["weather-clear-night"], "moon.stars": ["weather-clear-night"],
        "cloud": ["weather-overcast"], "cloud.sun": ["weather-few-clouds"], "cloud.rain": ["weather-showers"],
        "cloud.bolt": ["weather-storm"], "cloud.snow": ["weather-snow"], "snowflake": ["weather-snow"],
        "cloud.fog": ["weather-fog"], "wind": ["weather-windy"], "tornado": ["weather-tornado"],
        "sunrise": ["daytime-sunrise"], "sunset": ["daytime-sunset"],
    ]
}
