extension FlightGeometry {
    /// This geometry as a run keeps it: whole when the run draws its flights, else
    /// without its densified path (`withoutPath`).
    func kept(path: Bool) -> FlightGeometry {
        path ? self : withoutPath
    }

    /// What the checks read (the distance, the times, the progress) without the
    /// densified path, which is most of a flight's memory: a point per max segment, every
    /// point of a recorded track. For a run that draws nothing (`validate`), so that what
    /// it holds per flight stays small. Nothing may draw it: its path is empty, and its
    /// legs and position point nowhere on it.
    var withoutPath: FlightGeometry {
        var kept = self
        kept.path = []
        kept.legs = .single(length: distance, lastPathIndex: -1)
        return kept
    }
}
