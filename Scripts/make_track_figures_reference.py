#!/usr/bin/env python3
"""Writes Tests/RouteReportCoreTests/Fixtures/tracks/figures-reference.csv: a flight
built along one geodesic with GeographicLib (MIT licence), fixes every 10 s — parked,
taxiing at 8 m/s, climbing at 60 m/s and 10 m/s, cruising at 100 m/s, descending, taxiing,
parked — and, in its header, the figures TrackFigures must find: the distance along the
fixes by GeographicLib's inverse, the highest altitude and when, takeoff, landing and the
ground speeds by construction."""
import os
from geographiclib.geodesic import Geodesic

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "RouteReportCoreTests", "Fixtures", "tracks", "figures-reference.csv")

# (until second, ground speed m/s, vertical speed m/s)
PHASES = [(120, 0, 0), (300, 8, 0), (900, 60, 10), (1500, 100, 0), (2100, 60, -10), (2200, 8, 0), (2300, 0, 0)]
START = 1_700_000_000
line = Geodesic.WGS84.Line(47.45, 8.55, 62.0)
fixes = []
t, s, alt = 0, 0.0, 430.0
fixes.append((t, s, alt))
for until, ground, vertical in PHASES:
    while t < until:
        t += 10
        s += ground * 10
        alt += vertical * 10
        fixes.append((t, s, alt))
points = []
for t, s, alt in fixes:
    p = line.Position(s)
    points.append((START + t, round(p["lat2"], 9), round(p["lon2"], 9), alt))
distance = 0.0
for a, b in zip(points, points[1:]):
    distance += Geodesic.WGS84.Inverse(a[1], a[2], b[1], b[2])["s12"]
index_takeoff = next(i for i, f in enumerate(fixes) if f[0] == 300)
index_landing = next(i for i, f in enumerate(fixes) if f[0] == 2100)
flown = 0.0
for a, b in zip(points[index_takeoff:index_landing], points[index_takeoff + 1:index_landing + 1]):
    flown += Geodesic.WGS84.Inverse(a[1], a[2], b[1], b[2])["s12"]
with open(OUT, "w") as f:
    f.write("# distance=%.6f max_altitude=%.1f max_altitude_time=%d takeoff=%d landing=%d "
            "average_ground_speed=%.9f maximum_ground_speed=100\n"
            % (distance, max(p[3] for p in points), START + 900, START + 300, START + 2100, flown / 1800))
    f.write("time,latitude,longitude,altitude\n")
    for p in points:
        f.write("%d,%.9f,%.9f,%.1f\n" % p)
