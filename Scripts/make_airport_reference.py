#!/usr/bin/env python3
"""make_airport_reference: independent values for the airport tests, from airportsdata
(the same pinned release as Scripts/make_airports.py) and GeographicLib (Python).

    pip install airportsdata==20260905 geographiclib
    Scripts/make_airport_reference.py

Writes Tests/RouteReportCoreTests/Fixtures/airports/:

- nearest.tsv: `lat lon icao distance_m` -- points near airports (fixed seed: an airport,
  then up to 4 km at a random azimuth by the direct geodesic problem; also next to the
  antimeridian, near the poles and on airports that share coordinates) with the airport
  nearest to each within 3 km by a brute-force search with geodesic distances, `-` and
  `-` where there is none. Equal distances: the airport with an IATA code, then the
  lower ICAO code. Points closer than 1 cm to the 3 km limit, or whose two nearest
  airports are within 1 cm of each other, are skipped: the rule is not meant to decide
  those by floating-point luck.
- routes.tsv: `route distance_m` -- geodesic lengths of routes through table airports
  (the sum of the legs' inverse solutions).
"""

import math
import os
import random

from geographiclib.geodesic import Geodesic

PINNED = "20260905"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "RouteReportCoreTests", "Fixtures", "airports")
REACH = 3000.0
G = Geodesic.WGS84

ROUTES = ["LAX-JFK", "LAX-JFK-SIN", "LHR-JFK", "SFO-NRT", "NZAA-KLAX", "EGLL-KJFK-LAX", "SIN-LHR", "AKL-SCL"]


def main():
    import airportsdata
    if airportsdata.__version__ != PINNED:
        raise SystemExit("airportsdata %s installed, pinned %s" % (airportsdata.__version__, PINNED))
    by_icao = airportsdata.load("ICAO")
    by_iata = airportsdata.load("IATA")
    airports = [a for a in by_icao.values() if -90 <= a["lat"] <= 90 and -180 <= a["lon"] <= 180]
    rows_by_band = {}
    for a in airports:
        rows_by_band.setdefault(int(math.floor(a["lat"] * 10)), []).append(a)

    def candidates(lat):
        band = int(math.floor(lat * 10))
        for b in range(band - 1, band + 2):
            for a in rows_by_band.get(b, []):
                yield a

    def nearest(lat, lon):
        found = []
        for a in candidates(lat):
            s12 = G.Inverse(lat, lon, a["lat"], a["lon"])["s12"]
            if s12 <= REACH + 0.01:
                found.append((s12, 0 if a["iata"] else 1, a["icao"]))
        found.sort()
        return found

    rng = random.Random(20261201)
    points = []
    picks = rng.sample(airports, 400)
    for a in picks:
        direct = G.Direct(a["lat"], a["lon"], rng.uniform(-180, 180), rng.uniform(0, 4000))
        points.append((direct["lat2"], direct["lon2"]))
    for a in rng.sample(airports, 20):
        points.append((a["lat"], a["lon"]))
    # Next to the antimeridian and near the poles.
    for a in [a for a in airports if abs(a["lon"]) > 179.9 or abs(a["lat"]) > 80]:
        for _ in range(3):
            direct = G.Direct(a["lat"], a["lon"], rng.uniform(-180, 180), rng.uniform(0, 3500))
            points.append((direct["lat2"], direct["lon2"]))
    # Airports that share their coordinates: the tie rule decides.
    for lat, lon in [(50.5405, 4.2904), (47.5896, 7.52991), (53.8024, -0.91596)]:
        points.append((lat, lon))

    lines = []
    for lat, lon in points:
        found = nearest(lat, lon)
        if found and abs(found[0][0] - REACH) < 0.01:
            continue
        if len(found) > 1 and 0 < found[1][0] - found[0][0] < 0.01:
            continue
        inside = [f for f in found if f[0] <= REACH]
        if inside:
            lines.append("%r\t%r\t%s\t%r" % (lat, lon, inside[0][2], inside[0][0]))
        else:
            lines.append("%r\t%r\t-\t-" % (lat, lon))
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "nearest.tsv"), "w", newline="\n") as f:
        f.write("# lat\tlon\tnearest ICAO within 3 km (GeographicLib, brute force)\tgeodesic distance m\n")
        f.write("\n".join(lines) + "\n")

    with open(os.path.join(OUT, "routes.tsv"), "w", newline="\n") as f:
        f.write("# route\tgeodesic length m (GeographicLib %s, airportsdata %s)\n" % ("Python", PINNED))
        for route in ROUTES:
            stops = [by_iata[c] if len(c) == 3 else by_icao[c] for c in route.split("-")]
            total = sum(G.Inverse(p["lat"], p["lon"], q["lat"], q["lon"])["s12"] for p, q in zip(stops, stops[1:]))
            f.write("%s\t%r\n" % (route, total))
    print("wrote %d nearest points, %d routes" % (len(lines), len(ROUTES)))


if __name__ == "__main__":
    main()
