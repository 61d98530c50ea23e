#include <X11/Xlib.h>
#include <X11/XKBlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>

/* XCreateIC and XGetICValues take their arguments as a list ended by NULL,
   which Swift cannot call: these pass the ones the window's input context needs. */
static inline XIC collapsible_create_ic(XIM im, Window window, XIMStyle style) {
    return XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window, (char *)NULL);
}

/* On the spot: the method hands what it composes to these callbacks, and the
   window draws it in the field. The start callback is called as an XICProc,
   whose answer is the longest composition the window takes. */
static inline XIC collapsible_create_ic_drawing(XIM im, Window window, XIMStyle style, XICCallback *start,
                                                XIMCallback *done, XIMCallback *draw, XIMCallback *caret) {
    XVaNestedList preedit = XVaCreateNestedList(0, XNPreeditStartCallback, start, XNPreeditDoneCallback, done,
                                                XNPreeditDrawCallback, draw, XNPreeditCaretCallback, caret, (char *)NULL);
    if (preedit == NULL) return NULL;
    XIC ic = XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window,
                       XNPreeditAttributes, preedit, (char *)NULL);
    XFree(preedit);
    return ic;
}

static inline unsigned long collapsible_ic_filter_events(XIC ic) {
    unsigned long mask = 0;
    XGetICValues(ic, XNFilterEvents, &mask, (char *)NULL);
    return mask;
}

static inline XIMStyles *collapsible_im_styles(XIM im) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, (char *)NULL) != NULL) return NULL;
    return styles;
}
