#!/usr/bin/env python3
"""Independent reference for the Input corpus test.

Parses every .kml/.gpx file of the peer corpus (Tests/RouteReportCoreTests/Fixtures/corpus)
with lxml (a DOM, unlike the Swift streaming reader) and writes, per file, how many
flights and landmarks a reader following docs/inputs.md (What becomes what) must find, and per flight its vertex count, first and last
vertex and geodesic length: the sum of GeographicLib's WGS84 Inverse s12 over
consecutive vertices.

Rules mirrored from docs/inputs.md (not from the Swift code):
  KML  Placemark (not inside a NetworkLink): each LineString and gx:Track is a flight,
       each Point a landmark (its first tuple); polygons ignored. coordinates are
       lon,lat[,alt] tuples separated by whitespace; a space beside a comma is joined
       into the tuple (Google Earth). gx:coord is "lon lat [alt]"; an empty gx:coord
       (OpenTracks marks a pause so) is skipped with its when, as GPSBabel does. A value that is not
       a decimal number, or lat/lon out of range, drops that geometry; a line with
       fewer than 2 vertices is dropped, except a gx:Track of one point: a landmark.
  GPX  wpt -> landmark; rte (rtept) and trk (trkseg/trkpt joined) -> flight; a point
       whose lat/lon is not a number in range drops its feature; fewer than 2 points
       drops it, except a rte or trk of one point: a landmark.

Usage: Scripts/corpus_reference.py [CORPUS_DIR] [OUT_TSV]
Default: Tests/RouteReportCoreTests/Fixtures/corpus relative to the package root, and
Tests/RouteReportCoreTests/Fixtures/input/corpus-reference.tsv.
Output rows (tab-separated), sorted by path bytes:
  N  path  flights  landmarks
  F  path  index  vertices  first_lat  first_lon  last_lat  last_lon  length_m
Floats are written with repr() (shortest round-trip form).
"""

import os
import re
import sys

from geographiclib.geodesic import Geodesic
from lxml import etree

NUMBER = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")
SPACE_COMMA = re.compile(r"[ \t\r\n]*,[ \t\r\n]*")


def number(text):
    text = text.strip(" \t\r\n")
    return float(text) if NUMBER.match(text) else None


def usable(lat, lon):
    return lat is not None and lon is not None and -90 <= lat <= 90 and -180 <= lon <= 180


def local(element):
    tag = element.tag
    if not isinstance(tag, str):
        return None
    # An undeclared prefix stays in the name in libxml2 (gx:Track); strip it too.
    return tag.rsplit("}", 1)[-1].rsplit(":", 1)[-1]


def kml_tuples(text):
    """lon,lat pairs, or None when any tuple is bad."""
    joined = SPACE_COMMA.sub(",", text or "")
    out = []
    for token in joined.split():
        values = token.split(",")
        if len(values) < 2:
            return None
        lon, lat = number(values[0]), number(values[1])
        if any(number(v) is None for v in values[:3]) or not usable(lat, lon):
            return None
        out.append((lat, lon))
    return out


def child_text(element, name):
    for child in element:
        if local(child) == name:
            return "".join(child.itertext())
    return None


def kml_features(root):
    flights, landmarks = [], 0
    for placemark in root.iter():
        if local(placemark) != "Placemark":
            continue
        if any(local(a) in ("NetworkLink", "Placemark") for a in placemark.iterancestors()):
            continue
        for geometry in placemark.iter():
            name = local(geometry)
            if any(local(a) in ("Polygon", "LinearRing") for a in geometry.iterancestors()):
                continue
            if name == "Point":
                tuples = kml_tuples(child_text(geometry, "coordinates"))
                if tuples:
                    landmarks += 1
            elif name == "LineString":
                tuples = kml_tuples(child_text(geometry, "coordinates"))
                if tuples is not None and len(tuples) >= 2:
                    flights.append(tuples)
            elif name == "Track":
                vertices = []
                for coord in geometry:
                    if local(coord) != "coord":
                        continue
                    values = "".join(coord.itertext()).split()
                    if not values:
                        continue
                    if len(values) not in (2, 3) or any(number(v) is None for v in values):
                        vertices = None
                        break
                    lon, lat = number(values[0]), number(values[1])
                    if not usable(lat, lon):
                        vertices = None
                        break
                    vertices.append((lat, lon))
                if vertices is not None and len(vertices) >= 2:
                    flights.append(vertices)
                elif vertices is not None and len(vertices) == 1:
                    landmarks += 1
    return flights, landmarks


def gpx_point(element):
    lat, lon = number(element.get("lat", "")), number(element.get("lon", ""))
    return (lat, lon) if usable(lat, lon) else None


def gpx_features(root):
    flights, landmarks = [], 0
    for feature in root:
        name = local(feature)
        if name == "wpt":
            landmarks += gpx_point(feature) is not None
        elif name in ("rte", "trk"):
            if name == "rte":
                points = [p for p in feature if local(p) == "rtept"]
            else:
                points = [p for s in feature if local(s) == "trkseg" for p in s if local(p) == "trkpt"]
            vertices = [gpx_point(p) for p in points]
            if all(v is not None for v in vertices) and len(vertices) >= 2:
                flights.append(vertices)
            elif len(vertices) == 1 and vertices[0] is not None:
                landmarks += 1
    return flights, landmarks


def length(vertices):
    g = Geodesic.WGS84
    return sum(g.Inverse(a[0], a[1], b[0], b[1])["s12"] for a, b in zip(vertices, vertices[1:]))


def kml_gpx_paths(root):
    """The .kml and .gpx files below root, relative to it, sorted by path bytes."""
    paths = []
    for directory, _, files in os.walk(root):
        for name in files:
            if name.lower().endswith((".kml", ".gpx")):
                paths.append(os.path.relpath(os.path.join(directory, name), root))
    paths.sort(key=lambda p: p.encode("utf-8"))
    return paths


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    package = os.path.dirname(here)
    corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        package, "Tests", "RouteReportCoreTests", "Fixtures", "corpus")
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        package, "Tests", "RouteReportCoreTests", "Fixtures", "input", "corpus-reference.tsv")
    paths = kml_gpx_paths(corpus)
    rows = []
    parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)
    for path in paths:
        try:
            root = etree.parse(os.path.join(corpus, path), parser).getroot()
        except etree.XMLSyntaxError:
            rows.append(f"N\t{path}\t0\t0")
            continue
        kind = local(root)
        flights, landmarks = kml_features(root) if kind == "kml" else gpx_features(root) if kind == "gpx" else ([], 0)
        rows.append(f"N\t{path}\t{len(flights)}\t{landmarks}")
        for index, vertices in enumerate(flights):
            first, last = vertices[0], vertices[-1]
            rows.append("\t".join(["F", path, str(index), str(len(vertices)), repr(first[0]), repr(first[1]),
                                   repr(last[0]), repr(last[1]), repr(length(vertices))]))
    with open(out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(rows) + "\n")
    print(f"{len(paths)} files, {sum(r.startswith('F') for r in rows)} flights -> {out}")


if __name__ == "__main__":
    main()
