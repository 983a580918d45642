#ifndef ROUTEREPORT_CMALLOC_SHIM_H
#define ROUTEREPORT_CMALLOC_SHIM_H

// glibc's malloc.h (part of libc6-dev): mallopt and mallinfo2, which Swift's Glibc
// module leaves out.
#include <malloc.h>

#endif
