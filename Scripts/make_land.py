#!/usr/bin/env python3
"""Land for the SVG maps: Natural Earth 1:110m countries (public domain) as a compact
Swift string literal, Sources/RouteReportCore/Output/SVG/SVGLandData.swift.

    pip download geopandas==0.14.4 --no-deps   # the wheel ships the shapefile
    pip install pyshp
    Scripts/make_land.py geopandas-0.14.4-py3-none-any.whl

and the finer land for small maps: Natural Earth 1:50m countries (public domain) as
Debian's r-cran-rnaturalearthdata ships them (an sp object that R reads), to
Sources/RouteReportCore/Output/SVG/SVGLandFineData.swift:

    apt-get install -y --no-install-recommends r-cran-rnaturalearthdata
    Scripts/make_land.py --fine

The fine rings are quantized to the same hundredths of a degree (about 1 km: a pixel on a
map some 300 km across, the widest that draws them), consecutive repeats dropped; the
drawing thins them further to its own scale. Adjacent countries share their border
vertices exactly, so a border is an edge that two rings have, which the Swift side finds.

Every ring (outer boundaries and holes, in the shapefile's order and orientation) is one
line: its vertices as longitude, latitude in hundredths of a degree (about 1 km, finer
than the 1:110m data), each the difference from the vertex before (the first from 0, 0),
each difference zigzag-encoded and written in 5-bit groups, low group first, as the
characters 63 + group (+ 32 while more groups follow). The closing vertex (the first
repeated) is left out. The Swift side (SVGLand) decodes the text once.

It also writes Tests/RouteReportCoreTests/Output/SVG/LandAreaReference.swift: the land area
in viewport points² that each named committed map (reports/maps) should show, computed
here from the shapefile's own full-precision coordinates with this script's own
projection, world shifts, polygon clipping and shoelace formula, so the test checks the
Swift drawing against an independent reckoning.
"""
import io
import json
import math
import os
import subprocess
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MEMBER = "geopandas/datasets/naturalearth_lowres/naturalearth_lowres"
SCALE = 100  # units per degree
WORLD = 2.0 ** 28
MAX_LAT = 85.05112878
VIEWPORT = 300.0
AREA_MAPS = ["NRT-SFO", "SEA-HKG", "HNL-NAN", "kangaroo-route", "LHR-JFK"]  # Mercator maps (the measure is in Mercator)


def read_rings(wheel):
    import shapefile  # pyshp

    archive = zipfile.ZipFile(wheel)
    files = {ext: io.BytesIO(archive.read(MEMBER + "." + ext)) for ext in ("shp", "shx", "dbf")}
    reader = shapefile.Reader(shp=files["shp"], shx=files["shx"], dbf=files["dbf"])
    rings = []
    for shape in reader.shapes():
        parts = list(shape.parts) + [len(shape.points)]
        for start, end in zip(parts, parts[1:]):
            ring = [tuple(p) for p in shape.points[start:end]]
            if len(ring) > 1 and ring[0] == ring[-1]:
                ring = ring[:-1]
            if len(ring) >= 3:
                rings.append(ring)
    return rings




def zigzag(value):
    return value * 2 if value >= 0 else -value * 2 - 1


def encode_ring(ring):
    out = []
    last = (0, 0)
    for lon, lat in ring:
        q = (round(lon * SCALE), round(lat * SCALE))
        for delta in (q[0] - last[0], q[1] - last[1]):
            value = zigzag(delta)
            while True:
                group = value & 31
                value >>= 5
                out.append(chr(63 + group + (32 if value else 0)))
                if not value:
                    break
        last = q
    return "".join(out)


def mercator(lon, lat):
    lat = max(-MAX_LAT, min(MAX_LAT, lat))
    phi = math.radians(lat)
    return (lon + 180) / 360 * WORLD, (0.5 - math.log(math.tan(math.pi / 4 + phi / 2)) / (2 * math.pi)) * WORLD


def clip(polygon, inside, cross):
    """One Sutherland-Hodgman pass against one edge."""
    result = []
    for i, current in enumerate(polygon):
        previous = polygon[i - 1]
        if inside(current):
            if not inside(previous):
                result.append(cross(previous, current))
            result.append(current)
        elif inside(previous):
            result.append(cross(previous, current))
    return result


def clip_to_box(polygon, width, height):
    def at_x(x):
        return lambda a, b: (x, a[1] + (b[1] - a[1]) * (x - a[0]) / (b[0] - a[0]))

    def at_y(y):
        return lambda a, b: (a[0] + (b[0] - a[0]) * (y - a[1]) / (b[1] - a[1]), y)

    for inside, cross in (
        (lambda p: p[0] >= 0, at_x(0.0)),
        (lambda p: p[0] <= width, at_x(width)),
        (lambda p: p[1] >= 0, at_y(0.0)),
        (lambda p: p[1] <= height, at_y(height)),
    ):
        if not polygon:
            break
        polygon = clip(polygon, inside, cross)
    return polygon


def signed_area(polygon):
    return sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(polygon, polygon[1:] + polygon[:1])) / 2


def land_area(rings, visible):
    x0, y0, w, h = visible["x"], visible["y"], visible["width"], visible["height"]
    total = 0.0
    first = math.floor(x0 / WORLD) - 1
    last = math.floor((x0 + w) / WORLD) + 1
    for ring in rings:
        projected = [mercator(lon, lat) for lon, lat in ring]
        for k in range(first, last + 1):
            points = [((x + k * WORLD - x0) / w * VIEWPORT, (y - y0) / h * VIEWPORT) for x, y in projected]
            clipped = clip_to_box(points, VIEWPORT, VIEWPORT)
            if len(clipped) >= 3:
                total += signed_area(clipped)
    return abs(total)


EXPORT_R = r"""
suppressMessages(library(sp))
data("countries50", package = "rnaturalearthdata")
for (p in countries50@polygons) for (q in p@Polygons) {
  cat(paste(sprintf("%.8f %.8f", q@coords[, 1], q@coords[, 2]), collapse = ";"), "\n", sep = "")
}
"""


def read_fine_rings():
    text = subprocess.run(["Rscript", "-e", EXPORT_R], check=True, capture_output=True, text=True).stdout
    rings = []
    for line in text.splitlines():
        ring = []
        for pair in line.split(";"):
            lon, lat = (float(v) for v in pair.split())
            q = (round(lon * SCALE), round(lat * SCALE))
            if not ring or ring[-1] != q:
                ring.append(q)
        if len(ring) > 1 and ring[0] == ring[-1]:
            ring.pop()
        if len(ring) >= 3:
            rings.append([(lon / SCALE, lat / SCALE) for lon, lat in ring])
    return rings


def main_fine():
    rings = read_fine_rings()
    body = "\n".join(encode_ring(ring) for ring in rings)
    points = sum(len(r) for r in rings)
    assert '"#' not in body
    swift = (
        "// swift-format-ignore-file\n"
        "// Generated by Scripts/make_land.py --fine from Natural Earth 1:50m countries (public\n"
        "// domain, naturalearthdata.com) as Debian's r-cran-rnaturalearthdata ships them. Do not edit.\n"
        f"// {len(rings)} rings, {points} vertices.\n\n"
        "extension SVGLand {\n"
        "    /// One ring a line, encoded as `encoded` is; see Scripts/make_land.py.\n"
        '    static let fineEncoded = #"""\n' + body + '\n"""#\n'
        "}\n"
    )
    with open(os.path.join(ROOT, "Sources/RouteReportCore/Output/SVG/SVGLandFineData.swift"), "w") as f:
        f.write(swift)
    print(f"{len(rings)} rings, {points} vertices, {len(body)} bytes")


def main():
    if sys.argv[1:] == ["--fine"]:
        main_fine()
        return
    if len(sys.argv) != 2:
        sys.exit("usage: make_land.py GEOPANDAS-0.14.4-WHEEL")
    rings = read_rings(sys.argv[1])
    lines = [encode_ring(ring) for ring in rings]
    points = sum(len(r) for r in rings)
    body = "\n".join(lines)
    assert '"#' not in body
    swift = (
        "// swift-format-ignore-file\n"
        "// Generated by Scripts/make_land.py from Natural Earth 1:110m countries (public domain,\n"
        "// naturalearthdata.com) as shipped in the geopandas 0.14.4 wheel. Do not edit.\n"
        f"// {len(rings)} rings, {points} vertices.\n\n"
        "extension SVGLand {\n"
        "    /// One ring a line; see Scripts/make_land.py for the encoding.\n"
        '    static let encoded = #"""\n' + body + '\n"""#\n'
        "}\n"
    )
    with open(os.path.join(ROOT, "Sources/RouteReportCore/Output/SVG/SVGLandData.swift"), "w") as f:
        f.write(swift)

    report = json.load(open(os.path.join(ROOT, "reports/report.json")))
    visible = {f["id"]: f["visible_rect"] for f in report["flights"]}
    entries = []
    for name in AREA_MAPS:
        area = land_area(rings, visible[name])
        entries.append(f'        "{name}": {area:.3f},')
    test = (
        "// swift-format-ignore-file\n"
        "// Generated by Scripts/make_land.py: land area in viewport points² on committed maps,\n"
        "// from Natural Earth's full-precision coordinates, projected and clipped by the script.\n\n"
        "enum LandAreaReference {\n"
        "    static let areas: [String: Double] = [\n" + "\n".join(entries) + "\n    ]\n}\n"
    )
    with open(os.path.join(ROOT, "Tests/RouteReportCoreTests/Output/SVG/LandAreaReference.swift"), "w") as f:
        f.write(test)
    print(f"{len(rings)} rings, {points} vertices, {len(body)} bytes; areas: " + " ".join(entries))


if __name__ == "__main__":
    main()
