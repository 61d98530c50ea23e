// Pango, as the painter calls it: loaded with dlopen the first time a text
// needs it, so that a program whose labels are digits alone, which cairo's
// own fonts set, never maps Pango, GLib and HarfBuzz. The types are those of
// Pango's public headers, whose layout Pango keeps from one 1.x to the next;
// only what the painter reads of them is named.
#ifndef CPANGO_H
#define CPANGO_H

#include <cairo.h>

typedef int gboolean;
typedef struct _GSList GSList;
struct _GSList {
    void *data;
    GSList *next;
};

typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoFont PangoFont;
typedef struct _PangoGlyphString PangoGlyphString;

enum { PANGO_SCALE = 1024 };

typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
typedef enum { PANGO_STYLE_NORMAL, PANGO_STYLE_OBLIQUE, PANGO_STYLE_ITALIC } PangoStyle;
/// OpenType's weight class, 100 to 1000.
typedef int PangoWeight;

typedef struct {
    int x, y, width, height;
} PangoRectangle;

typedef struct {
    const void *klass;
    unsigned int start_index;
    unsigned int end_index;
} PangoAttribute;

typedef struct {
    void *shape_engine;
    void *lang_engine;
    PangoFont *font;
    unsigned char level, gravity, flags, script;
    void *language;
    GSList *extra_attrs;
} PangoAnalysis;

typedef struct {
    int offset, length, num_chars;
    PangoAnalysis analysis;
} PangoItem;

typedef struct {
    PangoItem *item;
    PangoGlyphString *glyphs;
    int y_offset, start_x_offset, end_x_offset;
} PangoGlyphItem;

typedef struct {
    PangoLayout *layout;
    int start_index;
    int length;
    GSList *runs;
    unsigned int is_paragraph_start : 1;
    unsigned int resolved_dir : 3;
} PangoLayoutLine;

typedef struct {
    unsigned int is_line_break : 1, is_mandatory_break : 1, is_char_break : 1, is_white : 1, is_cursor_position : 1,
        is_word_start : 1, is_word_end : 1, is_sentence_boundary : 1, is_sentence_start : 1, is_sentence_end : 1,
        backspace_deletes_character : 1, is_expandable_space : 1, is_word_boundary : 1, break_inserts_hyphen : 1,
        break_removes_preceding : 1, reserved : 17;
} PangoLogAttr;

// Each function: what it returns, its name, its parameters, and its
// arguments as the wrapper below passes them on.
#define CPANGO_FUNCTIONS(X, V) \
    X(PangoFontMap *, pango_cairo_font_map_new, (void), ()) \
    X(PangoContext *, pango_font_map_create_context, (PangoFontMap *fontmap), (fontmap)) \
    V(pango_cairo_context_set_font_options, (PangoContext *context, const cairo_font_options_t *options), (context, options)) \
    V(pango_context_set_round_glyph_positions, (PangoContext *context, gboolean round), (context, round)) \
    V(g_object_unref, (void *object), (object)) \
    X(PangoLayout *, pango_layout_new, (PangoContext *context), (context)) \
    V(pango_layout_set_wrap, (PangoLayout *layout, PangoWrapMode wrap), (layout, wrap)) \
    V(pango_layout_set_alignment, (PangoLayout *layout, PangoAlignment alignment), (layout, alignment)) \
    V(pango_layout_set_width, (PangoLayout *layout, int width), (layout, width)) \
    X(int, pango_layout_get_width, (PangoLayout *layout), (layout)) \
    V(pango_layout_set_height, (PangoLayout *layout, int height), (layout, height)) \
    V(pango_layout_set_ellipsize, (PangoLayout *layout, PangoEllipsizeMode mode), (layout, mode)) \
    X(gboolean, pango_layout_is_ellipsized, (PangoLayout *layout), (layout)) \
    V(pango_layout_set_text, (PangoLayout *layout, const char *text, int length), (layout, text, length)) \
    X(const char *, pango_layout_get_text, (PangoLayout *layout), (layout)) \
    V(pango_layout_set_attributes, (PangoLayout *layout, PangoAttrList *attributes), (layout, attributes)) \
    X(int, pango_layout_get_line_count, (PangoLayout *layout), (layout)) \
    X(int, pango_layout_get_unknown_glyphs_count, (PangoLayout *layout), (layout)) \
    V(pango_layout_get_extents, (PangoLayout *layout, PangoRectangle *ink, PangoRectangle *logical), (layout, ink, logical)) \
    X(GSList *, pango_layout_get_lines_readonly, (PangoLayout *layout), (layout)) \
    X(const PangoLogAttr *, pango_layout_get_log_attrs_readonly, (PangoLayout *layout, int *count), (layout, count)) \
    X(PangoLayoutIter *, pango_layout_get_iter, (PangoLayout *layout), (layout)) \
    V(pango_layout_iter_free, (PangoLayoutIter *iterator), (iterator)) \
    X(gboolean, pango_layout_iter_next_line, (PangoLayoutIter *iterator), (iterator)) \
    X(gboolean, pango_layout_iter_next_run, (PangoLayoutIter *iterator), (iterator)) \
    X(gboolean, pango_layout_iter_next_char, (PangoLayoutIter *iterator), (iterator)) \
    X(int, pango_layout_iter_get_index, (PangoLayoutIter *iterator), (iterator)) \
    X(int, pango_layout_iter_get_baseline, (PangoLayoutIter *iterator), (iterator)) \
    V(pango_layout_iter_get_line_yrange, (PangoLayoutIter *iterator, int *top, int *bottom), (iterator, top, bottom)) \
    X(PangoLayoutLine *, pango_layout_iter_get_line_readonly, (PangoLayoutIter *iterator), (iterator)) \
    X(PangoGlyphItem *, pango_layout_iter_get_run_readonly, (PangoLayoutIter *iterator), (iterator)) \
    V(pango_layout_iter_get_run_extents, (PangoLayoutIter *iterator, PangoRectangle *ink, PangoRectangle *logical), \
      (iterator, ink, logical)) \
    V(pango_layout_iter_get_char_extents, (PangoLayoutIter *iterator, PangoRectangle *logical), (iterator, logical)) \
    X(PangoAttrList *, pango_attr_list_new, (void), ()) \
    V(pango_attr_list_unref, (PangoAttrList *list), (list)) \
    V(pango_attr_list_insert, (PangoAttrList *list, PangoAttribute *attribute), (list, attribute)) \
    X(PangoAttribute *, pango_attr_font_desc_new, (const PangoFontDescription *description), (description)) \
    X(PangoAttribute *, pango_attr_font_features_new, (const char *features), (features)) \
    X(PangoFontDescription *, pango_font_description_new, (void), ()) \
    V(pango_font_description_free, (PangoFontDescription *description), (description)) \
    V(pango_font_description_set_family, (PangoFontDescription *description, const char *family), (description, family)) \
    V(pango_font_description_set_weight, (PangoFontDescription *description, PangoWeight weight), (description, weight)) \
    V(pango_font_description_set_style, (PangoFontDescription *description, PangoStyle style), (description, style)) \
    V(pango_font_description_set_absolute_size, (PangoFontDescription *description, double size), (description, size)) \
    X(PangoFontDescription *, pango_font_describe, (PangoFont *font), (font)) \
    X(const char *, pango_font_description_get_family, (const PangoFontDescription *description), (description)) \
    X(PangoWeight, pango_font_description_get_weight, (const PangoFontDescription *description), (description)) \
    X(PangoStyle, pango_font_description_get_style, (const PangoFontDescription *description), (description)) \
    V(pango_cairo_show_glyph_item, (cairo_t *cr, const char *text, PangoGlyphItem *run), (cr, text, run)) \
    V(pango_cairo_glyph_string_path, (cairo_t *cr, PangoFont *font, PangoGlyphString *glyphs), (cr, font, glyphs))

typedef struct {
#define CPANGO_FIELD(result, name, parameters, arguments) result (*name) parameters;
#define CPANGO_VOID_FIELD(name, parameters, arguments) void (*name) parameters;
    CPANGO_FUNCTIONS(CPANGO_FIELD, CPANGO_VOID_FIELD)
#undef CPANGO_FIELD
#undef CPANGO_VOID_FIELD
} CPangoFunctions;

/// Loads Pango's libraries once and finds its functions: nonzero when it
/// could, else `cpango_error()` says why. Every function below needs it.
int cpango_load(void);
const char *cpango_error(void);
extern CPangoFunctions cpango_functions;

// Pango's functions by their own names, each calling the one found.
#define CPANGO_WRAPPER(result, name, parameters, arguments) \
    static inline result name parameters { return cpango_functions.name arguments; }
#define CPANGO_VOID_WRAPPER(name, parameters, arguments) \
    static inline void name parameters { cpango_functions.name arguments; }
CPANGO_FUNCTIONS(CPANGO_WRAPPER, CPANGO_VOID_WRAPPER)
#undef CPANGO_WRAPPER
#undef CPANGO_VOID_WRAPPER

#endif
