// librsvg, as the painter calls it: loaded with dlopen the first time an
// SVG picture or a symbol is drawn, so that a program with none never maps
// librsvg, libxml2 and GLib. librsvg's own types stay inside the loader;
// the painter holds a document by an opaque pointer, and reads why a call
// failed from a line the loader writes.
#ifndef CRSVG_H
#define CRSVG_H

#include <cairo.h>
#include <stddef.h>

typedef struct _RsvgHandle CRsvgDocument;

/// Loads librsvg once and finds its functions: nonzero when it could, else
/// `crsvg_error()` says why. Every function below needs it.
int crsvg_load(void);
const char *crsvg_error(void);

/// The SVG file at `path`, parsed; NULL when it is not one, with the reason
/// in `message`, `size` bytes long.
CRsvgDocument *crsvg_open(const char *path, char *message, size_t size);

/// The document's own size in pixels, from its width and height, else its
/// view box; zero when it gives neither.
int crsvg_size(CRsvgDocument *document, double *width, double *height);

/// Draws the whole document scaled into the rectangle, through `cr`'s
/// transform and clip; zero on failure, with the reason in `message`.
int crsvg_render(CRsvgDocument *document, cairo_t *cr, double x, double y, double width, double height,
                 char *message, size_t size);

void crsvg_close(CRsvgDocument *document);

#endif
