// libjpeg-turbo, as the painter calls it: loaded with dlopen the first
// time a JPEG picture is drawn, and driven here, in C, where its way of
// failing (a long jump out of the decoder) can be caught.
#ifndef CJPEG_H
#define CJPEG_H

#include <cairo.h>
#include <stddef.h>

/// The JPEG file at `path` decoded into a new cairo image of its pixels, in
/// cairo's RGB24; NULL when it cannot be, with the reason in `message`,
/// `size` bytes long.
cairo_surface_t *cjpeg_decode(const char *path, char *message, size_t size);

#endif
