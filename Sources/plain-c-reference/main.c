/*
 * A yardstick, not a product: the demo as a C programmer would first write
 * it with Xlib and Cairo, so that `collapsible-bench toggles` can set the
 * program's costs beside a plain one. It repaints the whole window on every
 * frame at 60 Hz while the row moves and sends it with XPutImage; it sleeps
 * when nothing moves. Same picture: white background, gray band, three
 * items with 3 px black strokes and labels, a shadow made from a box-blurred
 * A8 mask. Space toggles, Escape, q or closing the window quits.
 */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
#include <cairo.h>
#include <math.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ITEMS 3
#define DURATION 0.35
#define FRAME (1.0 / 60)
#define SIGMA 8

static const double fills[ITEMS][3] = {{255, 59, 48}, {255, 149, 0}, {175, 82, 222}};

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

/* SwiftUI's default animation: the cubic Bezier (0.42, 0, 0.58, 1), solved
 * for the time by bisection. */
static double bezier(double a, double b, double t) {
    return 3 * a * t * (1 - t) * (1 - t) + 3 * b * t * t * (1 - t) + t * t * t;
}

static double ease(double x) {
    double low = 0, high = 1;
    for (int i = 0; i < 40; i++) {
        double mid = (low + high) / 2;
        if (bezier(0.42, 0.58, mid) < x) low = mid; else high = mid;
    }
    return bezier(0, 1, (low + high) / 2);
}

/* Three box blurs of 15 px in each direction come within 3 % of a
 * Gaussian of sigma 8 (SVG's feGaussianBlur). */
static void box_blur(unsigned char *pixels, int count, int step) {
    unsigned char line[count];
    for (int pass = 0; pass < 3; pass++) {
        for (int i = 0; i < count; i++) line[i] = pixels[i * step];
        int sum = 0;
        for (int i = -7; i < count + 7; i++) {
            if (i + 7 < count) sum += line[i + 7];
            if (i - 8 >= 0) sum -= line[i - 8];
            if (i >= 0 && i < count) pixels[i * step] = sum / 15;
        }
    }
}

static void draw_shadow(cairo_t *cr, double xs[], double ws[], double top) {
    int pad = 3 * SIGMA;
    int width = (int)(xs[ITEMS - 1] + ws[ITEMS - 1] - xs[0]) + 2 * pad + 2;
    int height = 100 + 2 * pad;
    cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height);
    cairo_t *mcr = cairo_create(mask);
    for (int i = 0; i < ITEMS; i++) cairo_rectangle(mcr, xs[i] - xs[0] + pad, pad, ws[i], 100);
    cairo_fill(mcr);
    cairo_destroy(mcr);
    cairo_surface_flush(mask);
    unsigned char *data = cairo_image_surface_get_data(mask);
    int stride = cairo_image_surface_get_stride(mask);
    for (int y = 0; y < height; y++) box_blur(data + y * stride, width, 1);
    for (int x = 0; x < width; x++) box_blur(data + x, height, stride);
    cairo_surface_mark_dirty(mask);
    cairo_set_source_rgba(cr, 0, 0, 0, 0.33);
    cairo_mask_surface(cr, mask, xs[0] - pad, top - pad);
    cairo_surface_destroy(mask);
}

/* One frame: `expanded` runs from 0 (collapsed) to 1. */
static void draw(cairo_surface_t *surface, int width, int height, double expanded) {
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    double band = (height - 132) / 2.0, top = band + 16, row = width - 32;
    cairo_set_source_rgb(cr, 142 / 255.0, 142 / 255.0, 147 / 255.0);
    cairo_rectangle(cr, 0, band, width, 132);
    cairo_fill(cr);

    double spacing = 8 * expanded, equal = (row - 8 * (ITEMS - 1)) / ITEMS;
    double xs[ITEMS], ws[ITEMS], x = 16;
    for (int i = 0; i < ITEMS; i++) {
        double collapsed = i < ITEMS - 1 ? 10 : row - 10 * (ITEMS - 1);
        ws[i] = collapsed + (equal - collapsed) * expanded;
        xs[i] = x;
        x += ws[i] + spacing;
    }
    draw_shadow(cr, xs, ws, top);

    cairo_select_font_face(cr, "Inter", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, 17);
    for (int i = 0; i < ITEMS; i++) {
        cairo_set_source_rgb(cr, fills[i][0] / 255, fills[i][1] / 255, fills[i][2] / 255);
        cairo_rectangle(cr, xs[i], top, ws[i], 100);
        cairo_fill_preserve(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, 3);
        cairo_stroke(cr);
        char label[2] = {'0' + i, 0};
        cairo_text_extents_t ink;
        cairo_text_extents(cr, label, &ink);
        cairo_move_to(cr, xs[i] + ws[i] / 2 - ink.width / 2 - ink.x_bearing, top + 50 - ink.height / 2 - ink.y_bearing);
        cairo_show_text(cr, label);
    }
    cairo_destroy(cr);
    cairo_surface_flush(surface);
}

int main(int argc, char **argv) {
    int width = 600, height = 300;
    if (argc == 3 && strcmp(argv[1], "--size") == 0) {
        if (sscanf(argv[2], "%dx%d", &width, &height) != 2 || width < 1 || height < 1) {
            fprintf(stderr, "plain-c-reference: bad size '%s'\n", argv[2]);
            return 2;
        }
    } else if (argc != 1) {
        fprintf(stderr, "usage: plain-c-reference [--size WxH]\n");
        return 2;
    }
    Display *dpy = XOpenDisplay(NULL);
    if (!dpy) {
        fprintf(stderr, "plain-c-reference: cannot open display\n");
        return 1;
    }
    int screen = DefaultScreen(dpy);
    Window window = XCreateSimpleWindow(dpy, RootWindow(dpy, screen), 0, 0, width, height, 0, 0, WhitePixel(dpy, screen));
    XStoreName(dpy, window, "Collapsible (plain C)");
    XSelectInput(dpy, window, ExposureMask | KeyPressMask | StructureNotifyMask);
    Atom delete_window = XInternAtom(dpy, "WM_DELETE_WINDOW", False);
    XSetWMProtocols(dpy, window, &delete_window, 1);
    XMapWindow(dpy, window);
    GC gc = XCreateGC(dpy, window, 0, NULL);

    cairo_surface_t *surface = NULL;
    XImage *image = NULL;
    double shown = 0, from = 0, target = 0, start = 0;
    int animating = 0, dirty = 0, running = 1;
    double next_frame = 0;
    while (running) {
        while (XPending(dpy)) {
            XEvent event;
            XNextEvent(dpy, &event);
            if (event.type == Expose) {
                dirty = 1;
            } else if (event.type == ConfigureNotify && (event.xconfigure.width != width || event.xconfigure.height != height || !surface)) {
                width = event.xconfigure.width;
                height = event.xconfigure.height;
                if (image) {
                    image->data = NULL;
                    XDestroyImage(image);
                    cairo_surface_destroy(surface);
                    image = NULL;
                }
                dirty = 1;
            } else if (event.type == KeyPress) {
                KeySym key = XLookupKeysym(&event.xkey, 0);
                if (key == XK_space) {
                    from = shown;
                    target = 1 - target;
                    start = now();
                    animating = 1;
                    next_frame = start;
                } else if (key == XK_Escape || key == XK_q) {
                    running = 0;
                }
            } else if (event.type == ClientMessage && (Atom)event.xclient.data.l[0] == delete_window) {
                running = 0;
            }
        }
        if (!running) break;
        if (!image) {
            surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
            image = XCreateImage(dpy, DefaultVisual(dpy, screen), 24, ZPixmap, 0, (char *)cairo_image_surface_get_data(surface),
                                 width, height, 32, cairo_image_surface_get_stride(surface));
        }
        double t = now();
        if (animating && t >= next_frame) {
            double progress = (t - start) / DURATION;
            if (progress >= 1) {
                progress = 1;
                animating = 0;
            }
            shown = from + (target - from) * ease(progress);
            next_frame = fmax(next_frame + FRAME, t);
            dirty = 1;
        }
        if (dirty) {
            draw(surface, width, height, shown);
            XPutImage(dpy, window, gc, image, 0, 0, 0, 0, width, height);
            XFlush(dpy);
            dirty = 0;
        }
        if (XPending(dpy)) continue;
        struct pollfd connection = {ConnectionNumber(dpy), POLLIN, 0};
        int timeout = animating ? (int)ceil(fmax(next_frame - now(), 0) * 1000) : -1;
        poll(&connection, 1, timeout);
    }
    if (image) {
        image->data = NULL;
        XDestroyImage(image);
        cairo_surface_destroy(surface);
    }
    XFreeGC(dpy, gc);
    XCloseDisplay(dpy);
    return 0;
}
