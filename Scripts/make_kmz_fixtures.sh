#!/usr/bin/env bash
# Writes the KMZ fixtures of Tests/RouteReportCoreTests/Fixtures/kmz: good archives and
# hostile ones, made by independent writers (Info-ZIP zip, Python's zipfile) so our reader
# is tested against what others write; `swift test` reads the committed files and never
# runs this. Deterministic apart from zip timestamps (pinned with TZ and touch).
# inside.kml is the document every good archive holds (doc.kml or route.kml).
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
printf '%s\n' "$kml" > "$out/inside.kml"

# Other writers, each holding inside.kml as doc.kml after a readme.txt:
# Info-ZIP with ZIP64 extra fields forced (-fz), and streaming to a pipe, which makes it
# write data descriptors (bit 3) since it cannot seek back to the local header.
(cd good && printf 'hello\n' > readme.txt && stamp readme.txt \
    && rm -f "$out/infozip-zip64.kmz" && zip -X -q -fz "$out/infozip-zip64.kmz" readme.txt doc.kml \
    && zip -X -q - readme.txt doc.kml | cat > "$out/infozip-streamed.kmz")
# Python's zipfile: deflated; stored; ZIP64 extra fields forced on the entry; ZIP64
# everywhere (its limits lowered so the central directory entries and the end record use
# ZIP64 too); and written to a stream that cannot seek (data descriptors, with and
# without ZIP64).
python3 - "$out" "$out/inside.kml" <<'PY'
import io, sys, zipfile
out, document = sys.argv[1], open(sys.argv[2], "rb").read()

class Unseekable(io.RawIOBase):
    def __init__(self, sink): self.sink = sink
    def writable(self): return True
    def seekable(self): return False
    def write(self, b): self.sink.write(b); return len(b)

def entry(name):
    return zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))

def write(path, method=zipfile.ZIP_DEFLATED, force_zip64=False, stream=False):
    with open(path, "wb") as sink:
        target = Unseekable(sink) if stream else sink
        with zipfile.ZipFile(target, "w", method) as z:
            for name, data in (("readme.txt", b"hello\n"), ("doc.kml", document)):
                info = entry(name)
                info.compress_type = method
                with z.open(info, "w", force_zip64=force_zip64) as f:
                    f.write(data)

write(out + "/python-deflated.kmz")
write(out + "/python-stored.kmz", method=zipfile.ZIP_STORED)
write(out + "/python-zip64-forced.kmz", force_zip64=True)
write(out + "/python-streamed.kmz", stream=True)
write(out + "/python-streamed-zip64.kmz", stream=True, force_zip64=True)
limits = zipfile.ZIP64_LIMIT, zipfile.ZIP_FILECOUNT_LIMIT
zipfile.ZIP64_LIMIT, zipfile.ZIP_FILECOUNT_LIMIT = 0, 0
write(out + "/python-zip64-everywhere.kmz", force_zip64=True)
zipfile.ZIP64_LIMIT, zipfile.ZIP_FILECOUNT_LIMIT = limits

# Names: a CP437 one (no flag; byte 0x81 is "ü", patched in over a placeholder) before a
# UTF-8 one (bit 11), so the CP437 one is the document.
with zipfile.ZipFile(out + "/names.kmz", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr(entry("rQck.kml"), document)
    z.writestr(entry("fl\u00fcge.kml"), document)
b = open(out + "/names.kmz", "rb").read().replace(b"rQck.kml", b"r\x81ck.kml")
open(out + "/names.kmz", "wb").write(b)

# Hostile archives, each one field of a good Python archive made wrong (APPNOTE offsets:
# central directory entry: crc 16, compressed size 20, size 24; local header: name 30;
# end record: disk 4, directory offset 16). Each is an archive-invalid error for us; the
# comments in KMZArchiveTests say what Info-ZIP's unzip -t makes of them.
import struct

def archive(method=zipfile.ZIP_DEFLATED, stream=False):
    sink = io.BytesIO()
    with zipfile.ZipFile(Unseekable(sink) if stream else sink, "w", method) as z:
        info = entry("doc.kml")
        info.compress_type = method
        with z.open(info, "w") as f:
            f.write(document)
    return bytearray(sink.getvalue())

def put(b, at, fmt, value):
    b[at:at + struct.calcsize(fmt)] = struct.pack(fmt, value)

def central(b):
    return b.index(b"PK\x01\x02")

def end(b):
    return b.rindex(b"PK\x05\x06")

def save(name, b):
    open(out + "/" + name, "wb").write(bytes(b))

save("bzip2.kmz", archive(zipfile.ZIP_BZIP2))                    # method 12
# Sizes are changed in the local header (18, 22) and the central directory alike.
b = archive(); put(b, central(b) + 24, "<I", 0x7FFF_FFFF); put(b, 22, "<I", 0x7FFF_FFFF); save("lying-size.kmz", b)
b = archive(); put(b, central(b) + 24, "<I", 10); put(b, 22, "<I", 10); save("short-size.kmz", b)
b = archive(zipfile.ZIP_STORED); c = central(b)
put(b, c + 16, "<I", struct.unpack_from("<I", b, c + 16)[0] ^ 1); put(b, 14, "<I", struct.unpack_from("<I", b, c + 16)[0])
save("crc-mismatch.kmz", b)
b = archive(); put(b, end(b) + 16, "<I", len(b) + 100); save("directory-outside.kmz", b)
b = archive(); b[30:37] = b"doc.kmx"; save("local-mismatch.kmz", b)
b = archive(); put(b, end(b) + 4, "<H", 1); save("spanned.kmz", b)
b = archive(); put(b, end(b) + 16, "<I", 0xFFFF_FFFF); save("zip64-missing.kmz", b)
b = archive(); put(b, central(b) + 20, "<I", 10); put(b, 18, "<I", 10); save("cut-deflate.kmz", b)
b = archive(stream=True); d = b.index(b"PK\x07\x08"); put(b, d + 4, "<I", 0); save("descriptor-mismatch.kmz", b)
PY
ls -l "$out"
