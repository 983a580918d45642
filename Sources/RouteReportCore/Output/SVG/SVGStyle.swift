/// The maps' look: the classic flight map (SPEC §3) on a muted base.
enum SVGStyle {
    static let namespace = "http://www.w3.org/2000/svg"

    /// Sea a pale blue-grey, land a paler warm grey with muted coasts and borders: the
    /// base stays quiet so the flight is the subject.
    static let sea = "#e3ebf0"
    static let land = "#f6f4ee"
    static let coast = "#b9b4a6"
    static let graticule = "#b7c0c6"
    /// 5:1 against the background: the grid values are small (7 points) and must stay
    /// readable (WCAG asks 4.5:1 for small text).
    static let graticuleLabel = "#6b685f"
    static let gridFontSize = 7.0
    /// The path: blue at alpha 0.3, width 3.
    static let path = "#0000FF"
    static let pathOpacity = "0.3"
    static let pathWidth = "3"
    static let remainingDash = "6 4"
    /// A white band under the flown and remaining parts keeps them readable where they
    /// cross graticule lines and shows between the remaining part's dashes.
    static let casing = "#ffffff"
    static let casingWidth = "6"
    /// Under each path line, a little wider: 4.3:1 against the sea, 4.7:1 against land
    /// (the seed's blue at alpha 0.3 on it, 5.7:1 and 6.2:1). A blue, so the map keeps one
    /// hue for the route whatever a reader's colour vision.
    static let lineCasing = "#3a6bc4"
    static let lineCasingWidth = "4.5"
    static let endpoint = "#000000"
    static let label = "#222222"
    static let halo = "#ffffff"
    static let landmark = "#c0392b"
    static let landmarkRadius = 3.0
    /// Place names on the overview: a point smaller than the flight maps' labels, so a
    /// cluster of landmarks has room for more of them.
    static let placeNameFontSize = 8.0
    /// Most stops a flight map marks; more vertices are a recorded track.
    static let maximumStops = 20
    /// The overview's flight ends: small enough not to hide a landmark beside them.
    static let overviewEndRadius = 1.75
    /// The map's title (the flight's name) and the multi-leg stops' names.
    static let titleFontSize = 10.0
    static let stopFontSize = 8.0
    /// The flight's name under the title.
    static let subtitleFontSize = 8.0
    /// An endpoint circle wider than this share of the map's width is drawn as a ring at
    /// its true radius (with a dot at its centre) instead of a disc that would hide the map.
    static let discShareLimit = 0.06
    static let endDotRadius = 2.5
    static let stopRadius = 2.5
    /// The direction arrows: the aircraft's dark blue.
    static let direction = "#00008b"
    static let directionShape = "M-4.5 -4L4.5 0L-4.5 4L-2.5 0Z"
    static let fontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif"
    static let fontSize = 9.0

    /// An airliner seen from above, nose up (north) and centred on its middle, about 18
    /// points across: `rotate(heading)` turns it clockwise, so heading 90 points east.
    static let aircraft =
        "M0 -9C1 -9 1.5 -8 1.5 -6.5V-2.5L9 2V4L1.5 1.8V6L4 8V9.5L0 8.5L-4 9.5V8L-1.5 6V1.8L-9 4V2L-1.5 -2.5V-6.5C-1.5 -8 -1 -9 0 -9Z"
    static let aircraftFill = "#00008b"
    /// Half the box the aircraft fills at any heading (its farthest point is 10.3 from
    /// its middle), for keeping labels and ends off it.
    static let aircraftRadius = 10.5
}
