#!/usr/bin/env python3
"""Reference data for routereport's geodesy tests, computed with GeographicLib (Python).

Writes into Tests/RouteReportCoreTests/Fixtures/geodesy/ (or OUTDIR):

  inverse.txt      lat1 lon1 lat2 lon2 -> s12 azi1 azi2 a12       Geodesic.Inverse
                   -> azi1c azi2c                                  the same azimuths from
                                                                    GeographicLib C++ (see below)
  direct.txt       lat1 lon1 azi1 s12  -> lat2 lon2 azi2           Geodesic.Direct
  line.txt         lat1 lon1 azi1 s12  -> lat2 lon2 azi2           Line(...).Position with
                                                                    LONG_UNROLL (lon2 unrolled)
  inverseline.txt  lat1 lon1 lat2 lon2 s12 -> lat lon azi         InverseLine(...).Position,
                                                                    LONG_UNROLL, s12 = k * s13
  series.txt       eps -> A1-1 C1[1..6] C1'[1..6] A2-1 C2[1..6] A3 C3[1..5]  (WGS84 n)

One case a line, numbers as Python repr (shortest string that reads back to the same
double), '#' lines are comments. The cases are random (fixed seed, so the files are
reproducible) plus the hard ones: coincident points, poles, meridional, equatorial,
nearly antipodal, lines of a millimetre to a kilometre, nearly half-way-round lines, the
published failing inputs of GeographicLib, longitudes outside [-180, 180], signed zeros,
NaN and infinities.

Why a C++ column: the azimuth of a line a few millimetres long is fixed by its end
points only to (ulp of a coordinate) / s12 radians, about 1e-5 degrees for 2 mm, so
implementations that differ in the last bit of hypot() differ there: Python's math.hypot
and glibc's do. GeographicLib C++ (libgeographiclib-dev, built here with g++ against the
system library, which uses glibc's hypot like Swift does) gives a second reference that
holds every azimuth to 1e-9 degrees. Without g++ or the library the column is NaN.

Usage: make_geodesic_reference.py [OUTDIR] [--seed 20260101]
"""

import argparse
import math
import os
import random
import subprocess
import sys
import tempfile

import geographiclib
from geographiclib.geodesic import Geodesic

G = Geodesic.WGS84
UNROLL = Geodesic.STANDARD | Geodesic.LONG_UNROLL


def r(x):
    return repr(float(x))


def rand_lat(rng):
    """Uniform on the sphere's area, rounded to 1e-9 degrees to keep the files small."""
    return round(math.degrees(math.asin(rng.uniform(-1, 1))), 9)


def rand_lon(rng):
    return round(rng.uniform(-180, 180), 9)


def inverse_cases(rng):
    cases = []
    add = lambda *c: cases.append(tuple(float(v) for v in c))
    # Random global pairs.
    for _ in range(4000):
        add(rand_lat(rng), rand_lon(rng), rand_lat(rng), rand_lon(rng))
    # Coincident points, including poles and the equator.
    for _ in range(200):
        lat, lon = rand_lat(rng), rand_lon(rng)
        add(lat, lon, lat, lon)
    for lat in (90.0, -90.0, 0.0, -0.0, 45.0):
        for lon in (0.0, -0.0, 180.0, -180.0, 33.0):
            add(lat, lon, lat, lon)
    add(90.0, 10.0, 90.0, -170.0)  # the same pole, different meridians
    # Poles: one or both points at or very near a pole.
    for _ in range(600):
        pole = rng.choice((90.0, -90.0))
        near = rng.choice((0.0, 0.0, 1e-12, 1e-9, 1e-6, 1e-3))
        lat1 = pole - math.copysign(near, pole)
        lat2 = rng.choice((rand_lat(rng), -pole, pole, -pole + math.copysign(1e-9, pole)))
        add(lat1, rand_lon(rng), lat2, rand_lon(rng))
    # Meridional: same meridian or the opposite one (over a pole).
    for _ in range(600):
        lon = rand_lon(rng)
        lon2 = rng.choice((lon, lon + 180.0, lon - 180.0, lon + 360.0))
        add(rand_lat(rng), lon, rand_lat(rng), lon2)
    # Equatorial, including lon12 close to 180 where the shortest path leaves the equator
    # (for lon12 > 180 (1 - f)).
    for _ in range(600):
        lon1 = rand_lon(rng)
        u = rng.random()
        if u < 0.4:
            lon12 = rng.uniform(0, 180)
        elif u < 0.8:
            lon12 = 180 - 10 ** rng.uniform(-12, 0.3)
        else:
            lon12 = 180.0
        lat = rng.choice((0.0, 0.0, -0.0, 1e-300, 1e-20, -1e-15))
        add(lat, lon1, rng.choice((0.0, -0.0, lat)), lon1 + rng.choice((1, -1)) * lon12)
    # Nearly antipodal.
    for _ in range(2000):
        lat1 = rand_lat(rng)
        lon1 = rand_lon(rng)
        dlat = rng.choice((1, -1)) * 10 ** rng.uniform(-12, 0)
        dlon = rng.choice((1, -1)) * 10 ** rng.uniform(-12, 0.5)
        if rng.random() < 0.1:
            dlat = 0.0
        add(lat1, lon1, -lat1 + dlat, lon1 + 180 - dlon)
    # Short lines: a millimetre to a kilometre, end point from the direct problem.
    for _ in range(1000):
        lat1, lon1 = rand_lat(rng), rand_lon(rng)
        if rng.random() < 0.1:
            lat1 = rng.choice((89.9999, -89.99999, 0.0, 1e-7))
        s12 = 10 ** rng.uniform(-3, 3)
        d = G.Direct(lat1, lon1, rng.uniform(-180, 180), s12)
        add(lat1, lon1, d['lat2'], d['lon2'])
    # Very long lines, up to nearly half way round.
    for _ in range(1000):
        lat1, lon1 = rand_lat(rng), rand_lon(rng)
        s12 = rng.uniform(19.5e6, 20.0039e6)
        d = G.Direct(lat1, lon1, rng.uniform(-180, 180), s12)
        add(lat1, lon1, d['lat2'], d['lon2'])
    # Published failing inputs of GeographicLib's history and longitude/sign oddities.
    for c in (
        (48.522876735459, 0, -48.52287673545898293, 179.599720456223079643),
        (88.202499451857, 0, -88.202499451857, 179.981022032992859592),
        (89.262080389218, 0, -89.262080389218, 179.992207982775375662),
        (89.333123580033, 0, -89.333123580032997687, 179.99295812360148422),
        (20.001, 0, 20.001, 0),
        (0, 0, 0, 179.5), (0, 0, 0, 179.4), (0, 0, 0, 180), (0, 0, 1e-12, 180),
        (0, 0, 0.5, 179.5), (0, 0, -0.5, 179.5), (-0.0, -0.0, 0.0, 180.0),
        (30, 0, -30, 180), (-30, 0, 30, 180), (90, 0, -90, 0), (-90, 0, 90, 123),
        (0, 539, 0, -541), (10, 720, 20, -720), (-45, -180, 45, 180), (45, 180, 45, -180),
        (1e-300, 0, -1e-300, 90), (5e-324, 0, 0, 1), (0, 1e-300, 0, -1e-300),
        (36.530042355041, 0, -36.529285292004, 179.499454193607),
        (-36.530042355041, 0, 36.529285292004, -179.499454193607),
        (40.6, -73.8, 51.6, -0.5), (-33.9, 151.2, 51.5, -0.5), (21.3, -157.9, 21.3, 180.0),
        (float('nan'), 0, 0, 0), (0, float('nan'), 0, 0), (0, 0, float('nan'), 0),
        (0, 0, 0, float('nan')), (0, float('inf'), 0, 0), (0, 0, 0, float('-inf')),
        (91, 0, 0, 0), (0, 0, -90.5, 0),
    ):
        add(*c)
    cpp = cpp_azimuths(cases)
    out = []
    for (lat1, lon1, lat2, lon2), (azi1c, azi2c) in zip(cases, cpp):
        g = G.Inverse(lat1, lon1, lat2, lon2)
        out.append((lat1, lon1, lat2, lon2, g['s12'], g['azi1'], g['azi2'], g['a12'],
                    azi1c, azi2c))
    return out


CPP_INVERSE = r"""
#include <GeographicLib/Geodesic.hpp>
#include <cstdio>
#include <cstdlib>
int main() {
  const GeographicLib::Geodesic& g = GeographicLib::Geodesic::WGS84();
  char line[512];
  while (std::fgets(line, sizeof line, stdin)) {
    char* p = line;
    double v[4];
    for (double& x : v) x = std::strtod(p, &p);
    double s12, azi1, azi2;
    g.Inverse(v[0], v[1], v[2], v[3], s12, azi1, azi2);
    std::printf("%.17g %.17g\n", azi1, azi2);
  }
}
"""


def cpp_azimuths(cases):
    """azi1, azi2 of every case from GeographicLib C++, or NaN if it cannot be built."""
    with tempfile.TemporaryDirectory() as tmp:
        src, exe = os.path.join(tmp, "inv.cpp"), os.path.join(tmp, "inv")
        with open(src, "w") as f:
            f.write(CPP_INVERSE)
        try:
            subprocess.run(["g++", "-O2", "-o", exe, src, "-lGeographicLib"], check=True)
        except (OSError, subprocess.CalledProcessError) as e:
            print("no GeographicLib C++ (%s): C++ azimuths are NaN" % e, file=sys.stderr)
            return [(math.nan, math.nan)] * len(cases)
        text = "".join("%r %r %r %r\n" % c for c in cases)
        out = subprocess.run([exe], input=text, capture_output=True, text=True, check=True)
    rows = [tuple(float(x) for x in line.split()) for line in out.stdout.splitlines()]
    assert len(rows) == len(cases)
    return rows


def direct_cases(rng):
    out = []
    def add(lat1, lon1, azi1, s12):
        d = G.Direct(lat1, lon1, azi1, s12)
        out.append((lat1, lon1, azi1, s12, d['lat2'], d['lon2'], d['azi2']))
    for _ in range(2500):
        s12 = rng.choice((rng.uniform(0, 2.0e7), rng.uniform(-2.0e7, 4.0e7),
                          10 ** rng.uniform(-3, 7)))
        add(rand_lat(rng), rand_lon(rng), round(rng.uniform(-180, 180), 9), round(s12, 4))
    for _ in range(500):
        lat1 = rng.choice((90.0, -90.0, 0.0, -0.0, 89.99999999, rand_lat(rng)))
        azi1 = rng.choice((0.0, -0.0, 90.0, -90.0, 180.0, -180.0, 45.0, 1e-300))
        s12 = rng.choice((0.0, 1.0, 1e6, 1.0001e7, 2.0003931458623e7, 3e7, -5e6))
        lon1 = rng.choice((0.0, -0.0, 180.0, -180.0, 540.0, rand_lon(rng)))
        add(lat1, lon1, azi1, s12)
    for c in ((float('nan'), 0, 0, 1000), (0, float('nan'), 0, 1000), (0, 0, float('nan'), 1000),
              (0, 0, 0, float('nan')), (0, 0, 0, float('inf')), (0, float('inf'), 0, 10),
              (95, 0, 0, 10)):
        add(*[float(v) for v in c])
    return out


def line_cases(rng):
    out = []
    for _ in range(300):
        lat1 = rng.choice((rand_lat(rng), rand_lat(rng), 0.0, 90.0, -90.0))
        lon1 = rng.choice((rand_lon(rng), 179.5, -179.5, 0.0))
        azi1 = rng.choice((round(rng.uniform(-180, 180), 9), 0.0, 90.0, 180.0, -90.0, 1e-5))
        line = G.Line(lat1, lon1, azi1, UNROLL | Geodesic.DISTANCE_IN)
        for _ in range(10):
            # Up to two and a half times round the earth, both ways: unrolling is tested.
            s12 = round(rng.choice((rng.uniform(-1e8, 1e8), rng.uniform(0, 2e7),
                                    10 ** rng.uniform(-3, 6))), 3)
            p = line.Position(s12, UNROLL)
            out.append((lat1, lon1, azi1, s12, p['lat2'], p['lon2'], p['azi2']))
    return out


def inverse_line_cases(rng):
    out = []
    pairs = []
    for _ in range(300):
        pairs.append((rand_lat(rng), rand_lon(rng), rand_lat(rng), rand_lon(rng)))
    for _ in range(40):
        lat1 = rand_lat(rng)
        pairs.append((lat1, 170.0, -lat1 + rng.uniform(-1, 1), -10.0 - rng.uniform(0, 0.5)))
    pairs += [(51.47, -0.45, 40.64, -73.78), (-33.95, 151.18, 33.94, -118.41),
              (35.55, 139.78, 21.32, -157.92), (64.13, -21.94, -53.0, -70.85),
              (0.0, 0.0, 0.0, 0.0), (10.0, 20.0, 10.0, 20.0), (90.0, 0.0, -90.0, 0.0)]
    for lat1, lon1, lat2, lon2 in pairs:
        line = G.InverseLine(lat1, lon1, lat2, lon2, UNROLL | Geodesic.DISTANCE_IN)
        for k in (0.0, 0.25, 0.5, 1.0, 1.5):
            s12 = k * line.s13
            p = line.Position(s12, UNROLL)
            out.append((lat1, lon1, lat2, lon2, s12, p['lat2'], p['lon2'], p['azi2']))
    return out


def series_cases():
    out = []
    n = G._n
    for eps in (0.0, 1e-6, 1e-4, 5e-4, 1e-3, 1.6e-3, 0.0016792203863837047, 0.01, 0.05, -0.003):
        c1 = [0.0] * 7; c1p = [0.0] * 7; c2 = [0.0] * 7; c3 = [0.0] * 6
        Geodesic._C1f(eps, c1)
        Geodesic._C1pf(eps, c1p)
        Geodesic._C2f(eps, c2)
        G._C3f(eps, c3)
        out.append([eps, Geodesic._A1m1f(eps)] + c1[1:] + c1p[1:] + [Geodesic._A2m1f(eps)]
                   + c2[1:] + [G._A3f(eps)] + c3[1:])
    return out, n


def write(path, header, rows):
    with open(path, "w", encoding="ascii", newline="\n") as f:
        f.write(header)
        for row in rows:
            f.write(" ".join(r(v) for v in row) + "\n")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("outdir", nargs="?",
                   default=os.path.join(here, "..", "Tests", "RouteReportCoreTests",
                                        "Fixtures", "geodesy"))
    p.add_argument("--seed", type=int, default=20260101)
    args = p.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    rng = random.Random(args.seed)
    stamp = ("# GeographicLib (Python) %s, WGS84 a=%r f=%r, seed %d, Scripts/make_geodesic_reference.py\n"
             % (geographiclib.__version__, G.a, G.f, args.seed))
    write(os.path.join(args.outdir, "inverse.txt"),
          stamp + "# lat1 lon1 lat2 lon2 s12 azi1 azi2 a12 azi1(C++) azi2(C++)\n",
          inverse_cases(rng))
    write(os.path.join(args.outdir, "direct.txt"),
          stamp + "# lat1 lon1 azi1 s12 lat2 lon2 azi2\n", direct_cases(rng))
    write(os.path.join(args.outdir, "line.txt"),
          stamp + "# lat1 lon1 azi1 s12 lat2 lon2(unrolled) azi2\n", line_cases(rng))
    write(os.path.join(args.outdir, "inverseline.txt"),
          stamp + "# lat1 lon1 lat2 lon2 s12 lat lon(unrolled) azi\n", inverse_line_cases(rng))
    rows, n = series_cases()
    write(os.path.join(args.outdir, "series.txt"),
          stamp + "# n=%r\n# eps A1-1 C1[1..6] C1'[1..6] A2-1 C2[1..6] A3 C3[1..5]\n" % n, rows)
    for name in ("inverse.txt", "direct.txt", "line.txt", "inverseline.txt", "series.txt"):
        path = os.path.join(args.outdir, name)
        with open(path) as f:
            lines = sum(1 for line in f if not line.startswith("#"))
        print("%-16s %6d cases %8d bytes" % (name, lines, os.path.getsize(path)), file=sys.stderr)


if __name__ == "__main__":
    main()
