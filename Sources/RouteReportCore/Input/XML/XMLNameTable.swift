/// The names a document's elements, attributes and namespaces have, each copied once
/// and numbered: events and positions carry the number (`ID`), so nothing that
/// `XMLPushParser` hands out points into libxml2. Names come as the parser's C strings;
/// a string libxml2 interns (the parser's dictionary owns it) keeps its address for
/// the parser's life, so it is found again by address: a direct-mapped table in front
/// of a dictionary, as a dictionary lookup per node showed in the profile of a
/// 1M-point track. Any other string is found by its text.
final class XMLNameTable {
    typealias ID = Int
    /// An event's name that is not there (a text's, an element's namespace when none).
    static let none: ID = -1

    struct Entry {
        var name: XMLName
        var id: ID
    }

    private static let slotCount = 1024
    private let slotKeys = UnsafeMutablePointer<UInt>.allocate(capacity: XMLNameTable.slotCount)
    private let slotEntries = UnsafeMutablePointer<Entry>.allocate(capacity: XMLNameTable.slotCount)
    @exclusivity(unchecked) private var byAddress: [UInt: Entry] = [:]
    @exclusivity(unchecked) private var byText: [String: ID] = [:]
    @exclusivity(unchecked) private var texts: [String] = []
    /// Names numbered before this one have been handed off.
    @exclusivity(unchecked) private var handedOut = 0

    init() {
        slotKeys.initialize(repeating: 0, count: Self.slotCount)
        slotEntries.initialize(repeating: Entry(name: .other, id: 0), count: Self.slotCount)
    }

    deinit {
        slotKeys.deallocate()
        slotEntries.deallocate()
    }

    /// The entry of an interned string seen before, by its address; nil the first time.
    @inline(__always)
    func known(_ pointer: UnsafePointer<UInt8>) -> Entry? {
        let bits = UInt(bitPattern: pointer)
        let slot = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 54)
        if slotKeys[slot] == bits { return slotEntries[slot] }
        guard let entry = byAddress[bits] else { return nil }
        slotKeys[slot] = bits
        slotEntries[slot] = entry
        return entry
    }

    /// The entry of the NUL-terminated `pointer`, copied in if new; `interned`: its
    /// address is unique and lasts while the names are used, so it is remembered.
    func entry(_ pointer: UnsafePointer<UInt8>, interned: Bool) -> Entry {
        let text = String(cString: pointer)
        let id: ID
        if let found = byText[text] {
            id = found
        } else {
            id = texts.count
            texts.append(text)
            byText[text] = id
        }
        let entry = Entry(name: XMLName(text: text), id: id)
        if interned { byAddress[UInt(bitPattern: pointer)] = entry }
        return entry
    }

    /// The name numbered `id`.
    subscript(id: ID) -> String { texts[id] }

    /// Appends the names numbered since the last hand-off to `names`: the reader keeps
    /// its own copy, as the parse may number more on another thread meanwhile.
    func handOff(into names: inout [String]) {
        guard handedOut < texts.count else { return }
        names += texts[handedOut...]
        handedOut = texts.count
    }
}
