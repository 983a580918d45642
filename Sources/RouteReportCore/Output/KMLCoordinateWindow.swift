/// One piece of a KML fragment cut inside its coordinate lists: the tuples of all its
/// lists are counted in writing order, and the piece holds those in `tuples`. Each piece
/// writes the whole fragment with only its own tuples, and keeps the bytes from just
/// before its first tuple to just before the next piece's first one (the first piece from
/// the fragment's start, the last to its end); the structure between the lists is the
/// same in every piece, so the pieces joined are the fragment written whole.
final class KMLCoordinateWindow {
    let tuples: Range<Int>
    /// Tuples of the lists written so far.
    var seen = 0
    /// The writer's offset just before the window's first tuple, and before the tuple
    /// after its last; nil while not reached (or past the lists' end).
    var start: Int?
    var end: Int?

    /// Piece `piece` of `pieces`, each `tuplesPerPiece` tuples but the last, which has the rest.
    init(piece: Int, of pieces: Int, tuplesPerPiece: Int) {
        tuples = piece * tuplesPerPiece..<(piece == pieces - 1 ? Int.max : (piece + 1) * tuplesPerPiece)
    }
}
