#include "CJpeg.h"

#include <dlfcn.h>
#include <setjmp.h>
#include <stdio.h>
#include <jpeglib.h>

static struct {
    __typeof__(jpeg_std_error) *std_error;
    __typeof__(jpeg_CreateDecompress) *create_decompress;
    __typeof__(jpeg_stdio_src) *stdio_src;
    __typeof__(jpeg_read_header) *read_header;
    __typeof__(jpeg_start_decompress) *start_decompress;
    __typeof__(jpeg_read_scanlines) *read_scanlines;
    __typeof__(jpeg_finish_decompress) *finish_decompress;
    __typeof__(jpeg_destroy_decompress) *destroy_decompress;
} jpeg;

static int loaded;
static const char *failure;

static int load(void) {
    if (loaded || failure) return loaded;
    void *library = dlopen("libjpeg.so.62", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        failure = dlerror();
        return 0;
    }
#define CJPEG_FIND(field, name) \
    if (!(*(void **)&jpeg.field = dlsym(library, name))) { \
        failure = dlerror(); \
        return 0; \
    }
    CJPEG_FIND(std_error, "jpeg_std_error")
    CJPEG_FIND(create_decompress, "jpeg_CreateDecompress")
    CJPEG_FIND(stdio_src, "jpeg_stdio_src")
    CJPEG_FIND(read_header, "jpeg_read_header")
    CJPEG_FIND(start_decompress, "jpeg_start_decompress")
    CJPEG_FIND(read_scanlines, "jpeg_read_scanlines")
    CJPEG_FIND(finish_decompress, "jpeg_finish_decompress")
    CJPEG_FIND(destroy_decompress, "jpeg_destroy_decompress")
#undef CJPEG_FIND
    loaded = 1;
    return 1;
}

/// libjpeg ends a failed decode by calling `error_exit`, which must not
/// return: this one jumps back to the decode with the library's message.
struct failure {
    struct jpeg_error_mgr manager;
    jmp_buf back;
    char *message;
    size_t size;
};

static void fail(j_common_ptr decoder) {
    struct failure *failed = (struct failure *)decoder->err;
    char line[JMSG_LENGTH_MAX];
    failed->manager.format_message(decoder, line);
    snprintf(failed->message, failed->size, "%s", line);
    longjmp(failed->back, 1);
}

/// Damage the decoder goes on past (a file cut short) shows as grey, as a
/// browser shows it; the library would print it to stderr.
static void keep_quiet(j_common_ptr decoder) { (void)decoder; }

cairo_surface_t *cjpeg_decode(const char *path, char *message, size_t size) {
    if (!load()) {
        snprintf(message, size, "libjpeg could not be loaded: %s", failure);
        return NULL;
    }
    FILE *file = fopen(path, "rb");
    if (!file) {
        snprintf(message, size, "it could not be opened");
        return NULL;
    }
    struct jpeg_decompress_struct decoder = {0};
    struct failure failed = {.message = message, .size = size};
    decoder.err = jpeg.std_error(&failed.manager);
    failed.manager.error_exit = fail;
    failed.manager.output_message = keep_quiet;
    // Volatile: what changes after setjmp and is read after the jump back.
    cairo_surface_t *volatile surface = NULL;
    if (setjmp(failed.back)) {
        jpeg.destroy_decompress(&decoder);
        fclose(file);
        if (surface) cairo_surface_destroy(surface);
        return NULL;
    }
    jpeg.create_decompress(&decoder, JPEG_LIB_VERSION, sizeof decoder);
    jpeg.stdio_src(&decoder, file);
    jpeg.read_header(&decoder, TRUE);
    // Straight into cairo's pixels: RGB24 is one 32-bit word a pixel, blue
    // in the lowest byte.
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    decoder.out_color_space = JCS_EXT_BGRX;
#else
    decoder.out_color_space = JCS_EXT_XRGB;
#endif
    jpeg.start_decompress(&decoder);
    surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)decoder.output_width, (int)decoder.output_height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        snprintf(message, size, "its %ux%u pixels do not fit in memory", decoder.output_width, decoder.output_height);
        jpeg.destroy_decompress(&decoder);
        fclose(file);
        cairo_surface_destroy(surface);
        return NULL;
    }
    unsigned char *pixels = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    while (decoder.output_scanline < decoder.output_height) {
        JSAMPROW row = pixels + (size_t)decoder.output_scanline * (size_t)stride;
        jpeg.read_scanlines(&decoder, &row, 1);
    }
    jpeg.finish_decompress(&decoder);
    jpeg.destroy_decompress(&decoder);
    fclose(file);
    cairo_surface_mark_dirty(surface);
    return surface;
}
