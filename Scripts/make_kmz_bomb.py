#!/usr/bin/env python3
"""Writes a KMZ whose doc.kml inflates to SIZE MiB (default 400, under the 512 MiB cap)
from a few hundred KB: a valid KML with two flights, the first one's <coordinates>
padded with a run of whitespace (what a zip bomb under the cap looks like and what a
KML reader must take, since whitespace between tuples is legal).

    Scripts/make_kmz_bomb.py OUT.kmz [SIZE_MIB] [--newlines]

--newlines ends every 100 bytes of the padding with a line feed (many lines instead of
one). Not part of `swift test`; the probe in docs/inputs.md runs it into /dev/shm."""
import sys
import zipfile

HEAD = (b'<?xml version="1.0" encoding="UTF-8"?>\n'
        b'<kml xmlns="http://www.opengis.net/kml/2.2"><Document>\n'
        b'<Placemark><name>CDG-JFK</name><LineString><coordinates>2.55,49.01 -73.78,40.64')
TAIL = (b'</coordinates></LineString></Placemark>\n'
        b'<Placemark><name>LHR-SIN</name><LineString><coordinates>-0.46,51.47 103.99,1.36'
        b'</coordinates></LineString></Placemark>\n'
        b'</Document></kml>\n')


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    newlines = '--newlines' in sys.argv
    out = args[0]
    size = int(args[1]) if len(args) > 1 else 400
    padding = (size << 20) - len(HEAD) - len(TAIL)
    block = (b' ' * 99 + b'\n') * 10486 if newlines else b' ' * (1 << 20)
    with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        with archive.open('doc.kml', 'w') as entry:
            entry.write(HEAD)
            left = padding
            while left > 0:
                piece = block[:min(left, len(block))]
                entry.write(piece)
                left -= len(piece)
            entry.write(TAIL)


if __name__ == '__main__':
    main()
