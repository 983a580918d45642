#ifndef ROUTEREPORT_CLIBXML2_SHIM_H
#define ROUTEREPORT_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU, and libxml/encoding.h then includes ICU's headers,
// which clash with the copy inside Foundation ("UErrorCode ... is not present").
// We never touch the ICU converter fields of xmlCharEncodingHandler, so hide them.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlmemory.h>

// `xmlFree` is a global function-pointer variable; Swift 6 refuses to read it from
// concurrent code. A static inline wrapper is an ordinary function.
static inline void routereport_xmlFree(void *pointer) {
    xmlFree(pointer);
}

#endif
