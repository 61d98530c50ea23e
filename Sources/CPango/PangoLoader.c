#include "CPango.h"

#include <dlfcn.h>
#include <stddef.h>

CPangoFunctions cpango_functions;

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
    if (!(*(void **)&cpango_functions.name = dlsym(library, #name))) { \
        failure = dlerror(); \
        return 0; \
    }
#define CPANGO_FIND_FUNCTION(result, name, parameters, arguments) CPANGO_FIND(name)
#define CPANGO_FIND_VOID_FUNCTION(name, parameters, arguments) CPANGO_FIND(name)
    CPANGO_FUNCTIONS(CPANGO_FIND_FUNCTION, CPANGO_FIND_VOID_FUNCTION)
    loaded = 1;
    return 1;
}

const char *cpango_error(void) { return failure; }
