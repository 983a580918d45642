/*
 * xmlreader_floor: the realistic ingest floor for routereport.
 *
 * Streams GPX/KML files with libxml2's xmlTextReader (XML_PARSE_NONET, no entity
 * substitution, no DTD loading -- the same options routereport reads with) and does the
 * least work any reader of flights must do:
 *   GPX: lat/lon attributes of trkpt, rtept and wpt, converted with strtod;
 *   KML: the text of every <coordinates>, split into lon,lat[,alt] tuples with strtod.
 * With --full it also converts <ele> (strtod) and parses every <time>/<when>/<begin>/
 * <end> as ISO 8601 UTC into epoch seconds: closer to what routereport must do, still
 * without geodesy or output.
 *
 * With --sax2 it does the lat/lon work through libxml2's SAX2 push parser instead of
 * xmlTextReader (for reference: how much the reader API itself costs).
 *
 * Build: gcc -O2 -o xmlreader_floor xmlreader_floor.c $(xml2-config --cflags --libs)
 * Usage: xmlreader_floor [--full | --sax2] FILE...
 * Prints: points=N times=N sum_lat=... sum_lon=... (the sums keep the work observable)
 * Exit:   0 ok, 1 a file could not be parsed, 2 usage.
 */
#include <libxml/xmlreader.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long long n_points, n_times, n_ele;
static double sum_lat, sum_lon, sum_ele, sum_time;

static int is(const xmlChar *a, const char *b) { return strcmp((const char *)a, b) == 0; }

/* Days from civil (proleptic Gregorian), Howard Hinnant's algorithm. */
static long long days_from_civil(long long y, unsigned m, unsigned d) {
    y -= m <= 2;
    long long era = (y >= 0 ? y : y - 399) / 400;
    unsigned yoe = (unsigned)(y - era * 400);
    unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + (long long)doe - 719468;
}

static int num(const char *s, int n) {
    int v = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

/* YYYY-MM-DDTHH:MM:SS[.fff][Z|+hh:mm|-hh:mm] -> epoch seconds; returns 0 on error. */
static int parse_iso(const char *s, double *out) {
    while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') s++;
    if (strlen(s) < 19 || s[4] != '-' || s[7] != '-' || (s[10] != 'T' && s[10] != ' ') ||
        s[13] != ':' || s[16] != ':')
        return 0;
    int y = num(s, 4), mo = num(s + 5, 2), d = num(s + 8, 2);
    int h = num(s + 11, 2), mi = num(s + 14, 2), se = num(s + 17, 2);
    if (y < 0 || mo < 1 || mo > 12 || d < 1 || d > 31 || h < 0 || h > 23 || mi < 0 ||
        mi > 59 || se < 0 || se > 60)
        return 0;
    const char *p = s + 19;
    double frac = 0;
    if (*p == '.') {
        char *end;
        frac = strtod(p, &end);
        p = end;
    }
    int off = 0;
    if (*p == '+' || *p == '-') {
        int oh = num(p + 1, 2), om = p[3] == ':' ? num(p + 4, 2) : num(p + 3, 2);
        if (oh < 0 || om < 0) return 0;
        off = (oh * 60 + om) * 60 * (*p == '-' ? -1 : 1);
    }
    *out = (double)(days_from_civil(y, (unsigned)mo, (unsigned)d) * 86400LL + h * 3600 +
                    mi * 60 + se - off) + frac;
    return 1;
}

static void kml_coordinates(const char *s) {
    /* tuples "lon,lat[,alt]" separated by whitespace */
    char *end;
    for (;;) {
        while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') s++;
        if (!*s) return;
        double lon = strtod(s, &end);
        if (end == s || *end != ',') return;
        s = end + 1;
        double lat = strtod(s, &end);
        if (end == s) return;
        s = end;
        if (*s == ',') {
            (void)strtod(s + 1, &end);
            s = end;
        }
        n_points++;
        sum_lat += lat;
        sum_lon += lon;
        while (*s && *s != ' ' && *s != '\t' && *s != '\n' && *s != '\r') s++;
    }
}

/* Reads the text content of the current element (its first text child). */
static const char *element_text(xmlTextReaderPtr r) {
    if (xmlTextReaderIsEmptyElement(r)) return NULL;
    if (xmlTextReaderRead(r) != 1) return NULL;
    int t = xmlTextReaderNodeType(r);
    if (t == XML_READER_TYPE_TEXT || t == XML_READER_TYPE_CDATA ||
        t == XML_READER_TYPE_SIGNIFICANT_WHITESPACE)
        return (const char *)xmlTextReaderConstValue(r);
    return NULL;
}

static int run(const char *path, int full) {
    xmlTextReaderPtr r =
        xmlReaderForFile(path, NULL, XML_PARSE_NONET | XML_PARSE_COMPACT | XML_PARSE_HUGE);
    if (!r) {
        fprintf(stderr, "%s: cannot open\n", path);
        return 1;
    }
    int ret;
    while ((ret = xmlTextReaderRead(r)) == 1) {
        if (xmlTextReaderNodeType(r) != XML_READER_TYPE_ELEMENT) continue;
        const xmlChar *name = xmlTextReaderConstLocalName(r);
        if (!name) continue;
        if (is(name, "trkpt") || is(name, "rtept") || is(name, "wpt")) {
            double lat = 0, lon = 0;
            int got = 0;
            while (xmlTextReaderMoveToNextAttribute(r) == 1) {
                const xmlChar *an = xmlTextReaderConstLocalName(r);
                if (is(an, "lat")) {
                    lat = strtod((const char *)xmlTextReaderConstValue(r), NULL);
                    got |= 1;
                } else if (is(an, "lon")) {
                    lon = strtod((const char *)xmlTextReaderConstValue(r), NULL);
                    got |= 2;
                }
            }
            xmlTextReaderMoveToElement(r);
            if (got == 3) {
                n_points++;
                sum_lat += lat;
                sum_lon += lon;
            }
        } else if (is(name, "coordinates")) {
            const char *t = element_text(r);
            if (t) kml_coordinates(t);
        } else if (full && is(name, "ele")) {
            const char *t = element_text(r);
            if (t) {
                sum_ele += strtod(t, NULL);
                n_ele++;
            }
        } else if (full && (is(name, "time") || is(name, "when") || is(name, "begin") ||
                            is(name, "end"))) {
            const char *t = element_text(r);
            double e;
            if (t && parse_iso(t, &e)) {
                sum_time += e;
                n_times++;
            }
        }
    }
    xmlFreeTextReader(r);
    if (ret != 0) {
        fprintf(stderr, "%s: parse error\n", path);
        return 1;
    }
    return 0;
}

/* ---- SAX2 variant: same lat/lon + coordinates work, no reader tree ---- */
static char *cbuf;
static size_t clen, ccap;
static int in_coords;

static void sax_start(void *ctx, const xmlChar *localname, const xmlChar *prefix,
                      const xmlChar *uri, int nb_ns, const xmlChar **ns, int nb_attrs,
                      int nb_def, const xmlChar **attrs) {
    (void)ctx; (void)prefix; (void)uri; (void)nb_ns; (void)ns; (void)nb_def;
    if (is(localname, "trkpt") || is(localname, "rtept") || is(localname, "wpt")) {
        double lat = 0, lon = 0;
        int got = 0;
        for (int i = 0; i < nb_attrs; i++) {
            const xmlChar **a = attrs + 5 * i; /* localname, prefix, URI, value, end */
            if (is(a[0], "lat")) { lat = strtod((const char *)a[3], NULL); got |= 1; }
            else if (is(a[0], "lon")) { lon = strtod((const char *)a[3], NULL); got |= 2; }
        }
        if (got == 3) { n_points++; sum_lat += lat; sum_lon += lon; }
    } else if (is(localname, "coordinates")) {
        in_coords = 1;
        clen = 0;
    }
}

static void sax_end(void *ctx, const xmlChar *localname, const xmlChar *prefix,
                    const xmlChar *uri) {
    (void)ctx; (void)prefix; (void)uri;
    if (in_coords && is(localname, "coordinates")) {
        in_coords = 0;
        if (cbuf) { cbuf[clen] = 0; kml_coordinates(cbuf); }
    }
}

static void sax_chars(void *ctx, const xmlChar *ch, int len) {
    (void)ctx;
    if (!in_coords) return;
    if (clen + (size_t)len + 1 > ccap) {
        ccap = (clen + (size_t)len + 1) * 2;
        cbuf = realloc(cbuf, ccap);
    }
    memcpy(cbuf + clen, ch, (size_t)len);
    clen += (size_t)len;
}

static int run_sax2(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) { fprintf(stderr, "%s: cannot open\n", path); return 1; }
    xmlSAXHandler h;
    memset(&h, 0, sizeof h);
    h.initialized = XML_SAX2_MAGIC;
    h.startElementNs = sax_start;
    h.endElementNs = sax_end;
    h.characters = sax_chars;
    h.cdataBlock = sax_chars;
    static char chunk[1 << 18];
    size_t n = fread(chunk, 1, 4, f);
    xmlParserCtxtPtr ctxt = xmlCreatePushParserCtxt(&h, NULL, chunk, (int)n, path);
    xmlCtxtUseOptions(ctxt, XML_PARSE_NONET | XML_PARSE_HUGE);
    int err = 0;
    while (!err && (n = fread(chunk, 1, sizeof chunk, f)) > 0)
        err = xmlParseChunk(ctxt, chunk, (int)n, 0);
    if (!err) err = xmlParseChunk(ctxt, chunk, 0, 1);
    int wf = ctxt->wellFormed;
    xmlFreeParserCtxt(ctxt);
    fclose(f);
    if (err || !wf) { fprintf(stderr, "%s: parse error\n", path); return 1; }
    return 0;
}

int main(int argc, char **argv) {
    int full = 0, sax2 = 0, status = 0, files = 0;
    LIBXML_TEST_VERSION
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--full") == 0) {
            full = 1;
            continue;
        }
        if (strcmp(argv[i], "--sax2") == 0) {
            sax2 = 1;
            continue;
        }
        files++;
        status |= sax2 ? run_sax2(argv[i]) : run(argv[i], full);
    }
    if (!files) {
        fprintf(stderr, "usage: %s [--full | --sax2] FILE...\n", argv[0]);
        return 2;
    }
    printf("points=%lld times=%lld eles=%lld sum_lat=%.6f sum_lon=%.6f sum_ele=%.1f "
           "sum_time=%.0f\n",
           n_points, n_times, n_ele, sum_lat, sum_lon, sum_ele, sum_time);
    xmlCleanupParser();
    return status;
}
