#!/usr/bin/env bash
# Writes the KMZ fixtures of Tests/RouteReportCoreTests/Fixtures/kmz: good archives and
# hostile ones. Deterministic apart from zip timestamps (pinned with TZ and touch).
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/Tests/RouteReportCoreTests/Fixtures/kmz"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
cd "$work"
kml='<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark id="kmz-flight"><name>Inside a KMZ</name>
<LineString><coordinates>-0.4543,51.47 -73.7789,40.6398</coordinates></LineString></Placemark></Document></kml>'
stamp() { touch -d 2026-01-01T00:00:00Z "$@"; }

# doc.kml beside another .kml: doc.kml wins although it comes second.
mkdir good && printf '%s\n' "$kml" > good/doc.kml && printf '<kml xmlns="http://www.opengis.net/kml/2.2"/>\n' > good/a-other.kml
stamp good/*; (cd good && rm -f "$out/doc-wins.kmz" && zip -X -q "$out/doc-wins.kmz" a-other.kml doc.kml)
# No doc.kml: the first .kml entry.
mkdir first && printf '%s\n' "$kml" > first/route.kml && printf 'hello\n' > first/readme.txt
stamp first/*; (cd first && rm -f "$out/first-kml.kmz" && zip -X -q "$out/first-kml.kmz" readme.txt route.kml)
# No KML at all.
(cd first && rm -f "$out/no-kml.kmz" && zip -X -q "$out/no-kml.kmz" readme.txt)
# Encrypted entry.
(cd good && rm -f "$out/encrypted.kmz" && zip -X -q -P secret "$out/encrypted.kmz" doc.kml)
# Corrupt: the good archive with its compressed data overwritten (CRC or inflate fails).
cp "$out/doc-wins.kmz" "$out/corrupt.kmz"
python3 - "$out/corrupt.kmz" <<'PY'
import sys
p = sys.argv[1]
b = bytearray(open(p, "rb").read())
start = b.index(b"doc.kml") + len(b"doc.kml")  # local header name of doc.kml, data follows
for i in range(start + 10, start + 60):
    b[i] ^= 0x5A
open(p, "wb").write(bytes(b))
PY
# Unsafe entry names only: ../evil.kml and /abs.kml (written with Python; zip strips them).
python3 - "$out/unsafe-paths.kmz" "$kml" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    for name in ("../evil.kml", "/abs.kml"):
        info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
        z.writestr(info, sys.argv[2])
PY
# A bomb: 64 MiB of spaces inside a KML comment, a few KiB compressed.
python3 - "$out/bomb.kmz" <<'PY'
import sys, zipfile
body = b'<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><!--' + b" " * (64 << 20) + b"--></kml>"
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    z.writestr(zipfile.ZipInfo("doc.kml", date_time=(2026, 1, 1, 0, 0, 0)), body, compress_type=zipfile.ZIP_DEFLATED)
PY
# Not a zip past its magic.
printf 'PK\003\004garbage that is not a zip archive' > "$out/truncated.kmz"
ls -l "$out"
