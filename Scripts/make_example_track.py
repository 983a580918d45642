#!/usr/bin/env python3
"""Writes inputs/track.gpx: a recorded flight track from Zurich (LSZH) to Lisbon (LPPT)
with a time on every point and an uneven ground speed (slow climb and descent), so that
progress placed by the track's own timestamps differs from the plain time fraction.

Deterministic: same script, same file. Needs `pip install geographiclib`."""

import math
import sys

from geographiclib.geodesic import Geodesic

START = (47.4647, 8.5492)   # Zurich
END = (38.7742, -9.1342)    # Lisbon
DEPARTURE = 1767258000      # 2026-01-01T09:00:00Z
POINTS = 181

def iso(t):
    import datetime
    return datetime.datetime.fromtimestamp(t, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")

def main(path):
    line = Geodesic.WGS84.InverseLine(*START, *END)
    total_seconds = 2.75 * 3600
    out = []
    out.append('<?xml version="1.0" encoding="UTF-8"?>')
    out.append('<gpx version="1.1" creator="routereport Scripts/make_example_track.py" '
               'xmlns="http://www.topografix.com/GPX/1/1">')
    out.append('  <trk>')
    out.append('    <name>Zurich to Lisbon (recorded track)</name>')
    for segment in range(2):  # two segments, joined in order
        out.append('    <trkseg>')
        lo = 0 if segment == 0 else POINTS // 2
        hi = POINTS // 2 + 1 if segment == 0 else POINTS
        for i in range(lo, hi):
            u = i / (POINTS - 1)
            # distance fraction grows slowly at the ends: smoothstep-like profile
            d = u - math.sin(2 * math.pi * u) / (2 * math.pi) * 0.6
            p = line.Position(d * line.s13)
            ele = 11000 * math.sin(math.pi * u) ** 0.5
            t = DEPARTURE + round(u * total_seconds)
            out.append(f'      <trkpt lat="{p["lat2"]:.6f}" lon="{p["lon2"]:.6f}">'
                       f'<ele>{ele:.0f}</ele><time>{iso(t)}</time></trkpt>')
        out.append('    </trkseg>')
    out.append('  </trk>')
    out.append('</gpx>')
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "inputs/track.gpx")
