#ifndef ROUTEREPORT_CZLIB_SHIM_H
#define ROUTEREPORT_CZLIB_SHIM_H

#include <zlib.h>

// inflateInit2 and deflateInit2 are macros that pass the library version and the size
// of z_stream; Swift cannot call a function-like macro, hence these wrappers.
static inline int routereport_inflateInitRaw(z_streamp stream) {
    return inflateInit2(stream, -MAX_WBITS);
}

static inline int routereport_deflateInitRaw(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}

#endif
