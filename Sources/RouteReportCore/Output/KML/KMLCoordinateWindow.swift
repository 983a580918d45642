/// One window of a KML fragment cut inside its lists (coordinate tuples, track samples)
/// to be written in several parts: the items of all its lists are counted in writing
/// order, and the window holds those in `items`. Each part writes the whole fragment
/// with only its window's items, and keeps the bytes from just before its first item to
/// just before the next window's first one (the first window from the fragment's start,
/// the last to its end); the structure between the lists is the same in every window,
/// so the parts joined are the fragment written whole.
final class KMLCoordinateWindow {
    let items: Range<Int>
    /// Items of the lists written so far.
    var seen = 0
    /// The writer's offset just before the window's first item, and before the item
    /// after its last; nil while not reached (or past the lists' end).
    var start: Int?
    var end: Int?

    /// Window `window` of `windows`, each `itemsPerWindow` items but the last, which has the rest.
    init(window: Int, of windows: Int, itemsPerWindow: Int) {
        items = window * itemsPerWindow..<(window == windows - 1 ? Int.max : (window + 1) * itemsPerWindow)
    }

    /// Writes a list of `count` items as (part of) the text of `writer`'s open element:
    /// `items` writes those in the range it is given (0..<count, or with the writer's
    /// window only the window's), after which the writer may add the list's closing text.
    /// With a window, notes where it starts and ends.
    static func writeList(count: Int, to writer: XMLWriter, items: (Range<Int>) -> Void) {
        guard let window = writer.coordinateWindow else {
            items(0..<count)
            return
        }
        let first = window.seen
        window.seen += count
        guard count > 0 else { return }
        // The start tag closes as it does before items, whether or not any are in the window.
        writer.raw("")
        let list = first..<first + count
        let range = window.items.clamped(to: list)
        if list.contains(window.items.lowerBound) {
            window.start = writer.offset()
            // A window after the first keeps nothing before its first item.
            if window.items.lowerBound > 0 { writer.dropWritten() }
        }
        let from = range.isEmpty ? 0 : range.lowerBound - first
        items(from..<(range.isEmpty ? from : range.upperBound - first))
        if list.contains(window.items.upperBound) { window.end = writer.offset() }
    }
}
