/// One view per element of a collection, each with the element's identity,
/// so that a view keeps its state and motion when the elements move. In an
/// animated change, an element's view comes in and goes out by its
/// transition, as a branch of an `if` does (see `TransitionScopes`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// What deletes elements, by their offsets, in a list (`_onDelete`).
    var deleteAction: (([Int]) -> Void)?
    /// What moves elements, by their offsets, to a destination offset, in a list (`_onMove`).
    var moveAction: (([Int], Int) -> Void)?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        // `\.self`, SwiftUI's identity of a range's offsets, read through the
        // key path is a walk of its components at every element, in code that
        // runs unspecialised; the element is its own identity without it.
        // It is told by its offset, where a `\Data.Element.self` to compare
        // with would be a key path made by the runtime at every call: only
        // the identity leads from a type to itself at offset zero.
        if ID.self == Data.Element.self, MemoryLayout<Data.Element>.offset(of: id) == 0 {
            self.init(data, identify: { unsafeBitCast($0, to: ID.self) }, content: content)
        } else {
            self.init(data, identify: { $0[keyPath: id] }, content: content)
        }
    }

    init(_ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = identify
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        var made: [ViewID: [_ViewNode]] = [:], order: [ViewID] = []
        made.reserveCapacity(data.count)
        order.reserveCapacity(data.count)
        // Only the IDs met again are counted: the views made so far say
        // which were met, where a table of the generic identifiers filled
        // for every element would cost each collection without repeats.
        var repeats: [ViewID: Int] = [:], repeated: ID?
        // The maker kept for each element's transition holds the content
        // closure and one closure shared by all, not the whole collection,
        // which every maker would copy, and release, through its metadata.
        let content = content, editing = { offset in listRowEditing(at: offset, in: id) }
        // A range of offsets, as `ForEach(0..<n)` makes, is counted through
        // as integers: its index stepped for any collection asks the
        // element type's arithmetic through the runtime at every element.
        let offsets = Data.self == Range<Int>.self ? unsafeBitCast(data, to: Range<Int>.self) : nil
        // Walked by index: this code runs for any collection, unspecialised,
        // where an enumerated iterator asks the runtime for the metadata of
        // its optional tuple at every element.
        var index = data.startIndex
        for offset in 0..<data.count {
            let element: Data.Element
            if let offsets {
                element = unsafeBitCast(offsets.lowerBound + offset, to: Data.Element.self)
            } else {
                element = data[index]
                data.formIndex(after: &index)
            }
            let key = identify(element)
            var elementID = id.element(id: key)
            // SwiftUI leaves views with the same identifier undefined, and
            // warns; here the later ones are told apart by their count, so
            // that each keeps its state by its place among them.
            if made[elementID] != nil {
                let count = repeats[elementID, default: 0] + 1
                repeats[elementID] = count
                if repeated == nil, let first = order.firstIndex(of: elementID),
                   identify(data[data.index(data.startIndex, offsetBy: first)]) == key {
                    repeated = key
                }
                elementID = elementID.duplicate(count)
            }
            // The identity copied into the maker: a variable it captured
            // would be boxed, allocated at every element, and checked for
            // exclusive access at every use.
            made[elementID] = context.transitionScope(elementID) { [elementID] context in
                let nodes = context.tracking(.walk) { content(element) }._resolve(in: &context, at: elementID)
                // A list's rows are selected by their element's identifier, as SwiftUI tags them.
                guard context.makesListRows else { return nodes }
                return nodes.map { $0.taggedAsListRow(key, editing: editing(offset)) }
            }
            order.append(elementID)
            context.identifyForScrolling(key, as: elementID)
        }
        if let repeated {
            context.warnOnce(about: id, "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(repeated) occurs multiple times within the collection, this will give undefined results!")
        }
        return context.withLeavingElements(of: id, present: order, made: made)
    }
}

extension ForEach {
    /// SwiftUI's `onDelete(perform:)`, with the offsets as an array: in a
    /// list, the Delete key on a row's focus, or its button in edit mode,
    /// hands `action` the row's offset.
    public func _onDelete(perform action: (([Int]) -> Void)?) -> ForEach {
        var deleting = self
        deleting.deleteAction = action
        return deleting
    }

    /// SwiftUI's `onMove(perform:)`, with the offsets as an array: in a
    /// list, Alt+Up and Alt+Down on a row's focus, or a drag of its handle
    /// in edit mode, hand `action` the row's offset and the offset, in the
    /// collection as it was, that it goes before.
    public func _onMove(perform action: (([Int], Int) -> Void)?) -> ForEach {
        var moving = self
        moving.moveAction = action
        return moving
    }

    /// What deletes and moves the element at `offset` in a list, this
    /// `ForEach` being at `id`.
    func listRowEditing(at offset: Int, in id: ViewID) -> ListRowEditing {
        ListRowEditing(deletion: deleteAction.map { delete in ListRowDeletion { delete([offset]) } },
                       move: moveAction.map { move in ListRowMove(among: id, offset: offset, count: data.count, move: move) })
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// SwiftUI's form for a constant range: the offsets are the identities.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identify: { $0 }, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0.id }, content: content)
    }
}
