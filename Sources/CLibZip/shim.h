#ifndef ROUTEREPORT_CLIBZIP_SHIM_H
#define ROUTEREPORT_CLIBZIP_SHIM_H

#include <zip.h>

#endif
