#ifndef ROUTEREPORT_CLIBXML2_SHIM_H
#define ROUTEREPORT_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU, and libxml/encoding.h then includes ICU's headers,
// which clash with the copy inside Foundation ("UErrorCode ... is not present").
// We never touch the ICU converter fields of xmlCharEncodingHandler, so hide them.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlmemory.h>
#include <libxml/xmlIO.h>
#include <libxml/xmlschemas.h>

// `xmlFree` is a global function-pointer variable; Swift 6 refuses to read it from
// concurrent code. A static inline wrapper is an ordinary function.
static inline void routereport_xmlFree(void *pointer) {
    xmlFree(pointer);
}

// libxml2 2.9 sends the errors that have no parser (input encoding conversion, "encoder
// error") to the thread's generic error function, which prints them to stderr; no
// parser's handler sees them. An XMLReader sets this function only for the length of
// one xmlParseChunk call: it keeps the first message, for the diagnostic, and prints
// nothing. Swift cannot write the C variadic function, hence these wrappers.
#include <stdarg.h>
#include <stdio.h>

struct routereport_genericMessage {
    char text[512];
    int kept;
};

// A function's own static: Swift does not import C thread-local variables.
static inline struct routereport_genericMessage *routereport_genericMessageOfThread(void) {
    static __thread struct routereport_genericMessage message;
    return &message;
}

static inline void routereport_keepGenericError(void *context, const char *format, ...) {
    (void)context;
    struct routereport_genericMessage *message = routereport_genericMessageOfThread();
    if (message->kept) return;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message->text, sizeof message->text, format, arguments);
    va_end(arguments);
    message->kept = 1;
}

static inline void routereport_discardGenericErrors(void) {
    routereport_genericMessageOfThread()->kept = 0;
    xmlSetGenericErrorFunc(NULL, routereport_keepGenericError);
}

static inline void routereport_restoreGenericErrors(void) {
    xmlSetGenericErrorFunc(NULL, NULL);
}

// The first message kept since `routereport_discardGenericErrors`, or NULL.
static inline const char *routereport_keptGenericError(void) {
    struct routereport_genericMessage *message = routereport_genericMessageOfThread();
    return message->kept ? message->text : NULL;
}

#endif
