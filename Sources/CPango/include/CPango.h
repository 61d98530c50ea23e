// Pango, as the painter calls it: loaded with dlopen the first time a text
// needs it, so that a program whose labels are digits alone, which cairo's
// own fonts set, never maps Pango, GLib and HarfBuzz. Its types and its
// functions' signatures are those of its own headers; the functions are
// called through the pointers dlsym finds, by their own names as fields of
// `cpango_functions()`, for a call to a function itself would link Pango.
#ifndef CPANGO_H
#define CPANGO_H

#include <pango/pangocairo.h>

#define CPANGO_FUNCTIONS(X) \
    X(pango_cairo_font_map_new) \
    X(pango_font_map_create_context) \
    X(pango_cairo_context_set_font_options) \
    X(pango_context_set_round_glyph_positions) \
    X(g_object_unref) \
    X(pango_layout_new) \
    X(pango_layout_set_wrap) \
    X(pango_layout_set_alignment) \
    X(pango_layout_set_width) \
    X(pango_layout_get_width) \
    X(pango_layout_set_height) \
    X(pango_layout_set_ellipsize) \
    X(pango_layout_is_ellipsized) \
    X(pango_layout_set_text) \
    X(pango_layout_get_text) \
    X(pango_layout_set_attributes) \
    X(pango_layout_get_line_count) \
    X(pango_layout_get_unknown_glyphs_count) \
    X(pango_layout_get_extents) \
    X(pango_layout_get_lines_readonly) \
    X(pango_layout_get_log_attrs_readonly) \
    X(pango_layout_get_iter) \
    X(pango_layout_iter_free) \
    X(pango_layout_iter_next_line) \
    X(pango_layout_iter_next_run) \
    X(pango_layout_iter_next_char) \
    X(pango_layout_iter_get_index) \
    X(pango_layout_iter_get_baseline) \
    X(pango_layout_iter_get_line_yrange) \
    X(pango_layout_iter_get_line_readonly) \
    X(pango_layout_iter_get_run_readonly) \
    X(pango_layout_iter_get_run_extents) \
    X(pango_layout_iter_get_char_extents) \
    X(pango_attr_list_new) \
    X(pango_attr_list_unref) \
    X(pango_attr_list_insert) \
    X(pango_attr_font_desc_new) \
    X(pango_attr_font_features_new) \
    X(pango_font_description_new) \
    X(pango_font_description_free) \
    X(pango_font_description_set_family) \
    X(pango_font_description_set_weight) \
    X(pango_font_description_set_style) \
    X(pango_font_description_set_absolute_size) \
    X(pango_font_describe) \
    X(pango_font_description_get_family) \
    X(pango_font_description_get_weight) \
    X(pango_font_description_get_style) \
    X(pango_cairo_show_glyph_item) \
    X(pango_cairo_glyph_string_path)

typedef struct {
#define CPANGO_FIELD(name) __typeof__(name) *name;
    CPANGO_FUNCTIONS(CPANGO_FIELD)
#undef CPANGO_FIELD
} CPangoFunctions;

/// Loads Pango's libraries once and finds its functions: nonzero when it
/// could, else `cpango_error()` says why. Every function needs it.
int cpango_load(void);
const char *cpango_error(void);
const CPangoFunctions *cpango_functions(void);

#endif
