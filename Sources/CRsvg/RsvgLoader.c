#include "CRsvg.h"

#include <dlfcn.h>
#include <stdio.h>

// librsvg 2.52's API, as its headers declare it; what the loader reads of
// GLib's error is its message.
typedef int gboolean;
typedef struct {
    unsigned int domain;
    int code;
    char *message;
} GError;
typedef struct {
    double x, y, width, height;
} RsvgRectangle;
typedef struct {
    double length;
    int unit;
} RsvgLength;

static struct {
    CRsvgDocument *(*new_from_file)(const char *path, GError **error);
    gboolean (*get_intrinsic_size_in_pixels)(CRsvgDocument *handle, double *width, double *height);
    void (*get_intrinsic_dimensions)(CRsvgDocument *handle, gboolean *has_width, RsvgLength *width, gboolean *has_height,
                                     RsvgLength *height, gboolean *has_viewbox, RsvgRectangle *viewbox);
    gboolean (*render_document)(CRsvgDocument *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
    void (*object_unref)(void *object);
    void (*error_free)(GError *error);
} rsvg;

static int loaded;
static const char *failure;

int crsvg_load(void) {
    if (loaded || failure) return loaded;
    // GLib and GObject come with it and answer dlsym through it.
    void *library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        failure = dlerror();
        return 0;
    }
#define CRSVG_FIND(field, name) \
    if (!(*(void **)&rsvg.field = dlsym(library, name))) { \
        failure = dlerror(); \
        return 0; \
    }
    CRSVG_FIND(new_from_file, "rsvg_handle_new_from_file")
    CRSVG_FIND(get_intrinsic_size_in_pixels, "rsvg_handle_get_intrinsic_size_in_pixels")
    CRSVG_FIND(get_intrinsic_dimensions, "rsvg_handle_get_intrinsic_dimensions")
    CRSVG_FIND(render_document, "rsvg_handle_render_document")
    CRSVG_FIND(object_unref, "g_object_unref")
    CRSVG_FIND(error_free, "g_error_free")
#undef CRSVG_FIND
    loaded = 1;
    return 1;
}

const char *crsvg_error(void) { return failure; }

/// The error's message into `message`, and the error freed.
static void tell(GError *error, const char *otherwise, char *message, size_t size) {
    snprintf(message, size, "%s", error && error->message ? error->message : otherwise);
    if (error) rsvg.error_free(error);
}

CRsvgDocument *crsvg_open(const char *path, char *message, size_t size) {
    GError *error = NULL;
    CRsvgDocument *document = rsvg.new_from_file(path, &error);
    if (!document) tell(error, "librsvg could not read it", message, size);
    return document;
}

int crsvg_size(CRsvgDocument *document, double *width, double *height) {
    if (rsvg.get_intrinsic_size_in_pixels(document, width, height)) return 1;
    // A size in percent, or none: the view box's.
    gboolean has_width, has_height, has_viewbox;
    RsvgLength length_across, length_down;
    RsvgRectangle viewbox;
    rsvg.get_intrinsic_dimensions(document, &has_width, &length_across, &has_height, &length_down, &has_viewbox, &viewbox);
    if (!has_viewbox) return 0;
    *width = viewbox.width;
    *height = viewbox.height;
    return 1;
}

int crsvg_render(CRsvgDocument *document, cairo_t *cr, double x, double y, double width, double height,
                 char *message, size_t size) {
    RsvgRectangle viewport = {x, y, width, height};
    GError *error = NULL;
    if (rsvg.render_document(document, cr, &viewport, &error)) return 1;
    tell(error, "librsvg could not draw it", message, size);
    return 0;
}

void crsvg_close(CRsvgDocument *document) { rsvg.object_unref(document); }
