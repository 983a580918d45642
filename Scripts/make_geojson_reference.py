#!/usr/bin/env python3
"""GeographicLib reference for routes.geojson's geodesic vertices.

For every flight of the example inputs (inputs/) and of the peer corpus
(Tests/RouteReportCoreTests/Fixtures/corpus), parsed independently of the Swift code
(lxml, the docs/inputs.md rules of Scripts/corpus_reference.py), every leg longer than
the max segment (default 100 km) is cut into n = ceil(s12 / 100 km) equal pieces along its geodesic; the
interior points come from GeographicLib's InverseLine + Position (WGS84). The GeoJSON
tests check that each written route vertex is within 1 m of its reference point.

    python3 Scripts/make_geojson_reference.py [CORPUS_DIR]

Needs geographiclib and lxml (pip). Writes
Tests/RouteReportCoreTests/Fixtures/geojson/geodesic-reference.tsv, rows (tab-separated),
sorted by root, path bytes, flight, leg:
  L  root  path  flight  leg  n  lat,lon  lat,lon ...      (the n - 1 interior points)
root is `inputs` or `corpus`; path is relative to it. Floats are repr() (round trip).
"""

import importlib.util
import math
import os
import sys

from geographiclib.geodesic import Geodesic
from lxml import etree

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(HERE)
MAX_SEGMENT = 100_000.0

spec = importlib.util.spec_from_file_location("corpus_reference", os.path.join(HERE, "corpus_reference.py"))
corpus_reference = importlib.util.module_from_spec(spec)
spec.loader.exec_module(corpus_reference)


def flights(path):
    parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)
    try:
        root = etree.parse(path, parser).getroot()
    except etree.XMLSyntaxError:
        return []
    kind = corpus_reference.local(root)
    if kind == "kml":
        return corpus_reference.kml_features(root)[0]
    if kind == "gpx":
        return corpus_reference.gpx_features(root)[0]
    return []


def rows_for(root_name, directory):
    paths = corpus_reference.kml_gpx_paths(directory)
    geod = Geodesic.WGS84
    rows = []
    for path in paths:
        for index, vertices in enumerate(flights(os.path.join(directory, path))):
            for leg, (a, b) in enumerate(zip(vertices, vertices[1:])):
                line = geod.InverseLine(a[0], a[1], b[0], b[1])
                if not line.s13 > MAX_SEGMENT:
                    continue
                n = int(math.ceil(line.s13 / MAX_SEGMENT))
                points = []
                for k in range(1, n):
                    p = line.Position(line.s13 * k / n, Geodesic.STANDARD | Geodesic.LONG_UNROLL)
                    points.append(f"{p['lat2']!r},{p['lon2']!r}")
                rows.append("\t".join(["L", root_name, path, str(index), str(leg), str(n)] + points))
    return rows


def main():
    corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        PACKAGE, "Tests", "RouteReportCoreTests", "Fixtures", "corpus")
    out = os.path.join(PACKAGE, "Tests", "RouteReportCoreTests", "Fixtures", "geojson", "geodesic-reference.tsv")
    os.makedirs(os.path.dirname(out), exist_ok=True)
    rows = rows_for("inputs", os.path.join(PACKAGE, "inputs")) + rows_for("corpus", corpus)
    with open(out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(rows) + "\n")
    print(f"{len(rows)} legs, {sum(len(r.split(chr(9))) - 6 for r in rows)} points -> {out}")


if __name__ == "__main__":
    main()
