#!/usr/bin/env python3
"""Writes the generated fixtures of Tests/RouteReportCoreTests/Fixtures/hostile and
rules/ (the hand-written ones sit beside them): files that are tedious or impossible to
type, such as binary garbage, deep nesting, other encodings. Deterministic: the same
bytes on every run (random bytes from a fixed seed)."""
import pathlib
import random

root = pathlib.Path(__file__).resolve().parent.parent / "Tests/RouteReportCoreTests/Fixtures"
hostile, rules = root / "hostile", root / "rules"

# libxml2 refuses nesting past 256 levels.
(hostile / "deep-nesting.kml").write_text(
    '<?xml version="1.0"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n'
    + "<Folder>" * 5000 + "\n" + "</Folder>" * 5000 + "\n</kml>\n")
# Cut inside a tag.
(hostile / "truncated.gpx").write_text(
    '<?xml version="1.0"?>\n<gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">\n'
    '  <trk><name>cut</name><trkseg>\n    <trkpt lat="1" lon="2"><time>2026-01-01T00:00:00Z</time></trkpt>\n'
    '    <trkpt lat="1.5" lon="2.5"><ti')
r = random.Random(7)
(hostile / "binary-garbage.kml").write_bytes(bytes(r.randrange(256) for _ in range(4096)))
(hostile / "binary-after-tag.kml").write_bytes(
    b'<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>'
    + bytes(r.randrange(256) for _ in range(2048)) + b"</name></Placemark></kml>\n")
(hostile / "empty.gpx").write_bytes(b"")
(hostile / "whitespace-only.kml").write_bytes(b"  \n\t\r\n")
(hostile / "latin1.gpx").write_bytes(
    ('<?xml version="1.0" encoding="ISO-8859-1"?>\n<gpx version="1.1" creator="t" '
     'xmlns="http://www.topografix.com/GPX/1/1">\n  <wpt lat="47.3769" lon="8.5417"><name>Z\u00fcrich '
     'Fl\u00fcghafe</name></wpt>\n</gpx>\n').encode("latin-1"))
utf16 = ('<?xml version="1.0" encoding="UTF-16"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n'
         '  <Placemark id="utf16-flight"><name>\u00c5re \u2708 T\u00f8rshavn</name><LineString><coordinates>'
         '13.08,63.40 -6.77,62.01</coordinates></LineString></Placemark>\n</kml>\n')
(hostile / "utf16le-bom.kml").write_bytes(b"\xff\xfe" + utf16.encode("utf-16-le"))
(hostile / "bom-utf8.kml").write_bytes(
    b"\xef\xbb\xbf" + b'<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">'
    b'<Placemark id="bom-point"><Point><coordinates>10,20</coordinates></Point></Placemark></kml>\n')
# A lone high surrogate (0xD800) in UTF-16: libxml2's converter fails on it.
head = ('<?xml version="1.0" encoding="UTF-16"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n'
        '<Placemark><name>')
tail = " broken</name><Point><coordinates>1,2</coordinates></Point></Placemark>\n</kml>\n"
(hostile / "utf16-lone-surrogate.kml").write_bytes(
    b"\xff\xfe" + head.encode("utf-16-le") + b"\x00\xd8" + tail.encode("utf-16-le"))

# rules/: the marker 1️⃣ sits where the diagnostic must point (see MarkedText.swift).
(rules / "input-limit.kml").write_text(
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- expect 1️⃣ input-limit error: libxml2 refuses the element '
    'at depth 256, past its nesting budget -->\n<kml xmlns="http://www.opengis.net/kml/2.2">\n'
    + "<Folder>\n" * 255 + "1️⃣<Folder>\n" + "</Folder>\n" * 256 + "</kml>\n")
(rules / "input-limit-attributes.kml").write_text(
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- expect 1️⃣ input-limit error: 1001 attributes on one '
    'element (libxml2 2.9 is quadratic in them) -->\n<kml xmlns="http://www.opengis.net/kml/2.2">\n'
    '  <Placemark id="fine"><Point><coordinates>1,2</coordinates></Point></Placemark>\n'
    "  1️⃣<Placemark\n" + "".join('    a%d="x=y"\n' % i for i in range(1001))
    + "  ><Point><coordinates>1,2</coordinates></Point></Placemark>\n</kml>\n")

# UCS-4 little-endian by its first bytes ("<\0\0\0"), then bytes no converter takes:
# libxml2 complained on stderr while the reader was being created.
(hostile / "ucs4-garbage.kml").write_bytes(
    b"<\x00\x00\x00k\x00\x00\x00m\x00\x00\x00l\x00\x00\x00>\x00\x00\x00\x00\x00\x00\x00\xff\xff\xff\xff")

# A KMZ whose doc.kml asks for /etc/passwd through an external entity and a DTD.
import zipfile
inner = (b'<?xml version="1.0"?>\n<!DOCTYPE kml [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n'
         b'<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark id="kmz-xxe"><name>&xxe;</name>'
         b'<Point><coordinates>1,2</coordinates></Point></Placemark></kml>\n')
with zipfile.ZipFile(hostile / "xxe-in-kmz.kmz", "w") as archive:
    archive.writestr(zipfile.ZipInfo("doc.kml", date_time=(2026, 1, 1, 0, 0, 0)), inner,
                     compress_type=zipfile.ZIP_DEFLATED)
