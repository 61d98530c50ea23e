#include "CPango.h"

#include <dlfcn.h>
#include <stddef.h>

static CPangoFunctions functions;

static int loaded;
static const char *failure;

int cpango_load(void) {
    if (loaded || failure) return loaded;
    // Its dependencies, Pango, GObject and GLib, come with it and answer dlsym through it.
    void *library = dlopen("libpangocairo-1.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        failure = dlerror();
        return 0;
    }
#define CPANGO_FIND(name) \
    if (!(*(void **)&functions.name = dlsym(library, #name))) { \
        failure = dlerror(); \
        return 0; \
    }
    CPANGO_FUNCTIONS(CPANGO_FIND)
    loaded = 1;
    return 1;
}

const char *cpango_error(void) { return failure; }

const CPangoFunctions *cpango_functions(void) { return &functions; }
