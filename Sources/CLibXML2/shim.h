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

// libxml2 2.9 prints a few errors (input encoding conversion, "xmlParseChunk: encoder
// error") through the thread's generic error function, straight to stderr, instead of
// the parser's handler. An XMLReader discards them on its thread while it lives (the
// same errors also reach its structured handler); Swift cannot write the C variadic
// function that takes them, hence these wrappers.
static inline void routereport_discardGenericError(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static inline void routereport_discardGenericErrors(void) {
    xmlSetGenericErrorFunc(NULL, routereport_discardGenericError);
}

static inline void routereport_restoreGenericErrors(void) {
    xmlSetGenericErrorFunc(NULL, NULL);
}

#endif
