// The X extensions that present frames: MIT-SHM carries the pixels, Present
// tells the vertical blank, RandR the monitor's refresh rate; Xcursor,
// the pointer's shapes from the desktop's cursor theme; and XInput 2, the
// touchpad's smooth scrolling.
#include <X11/Xlib.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/Xpresent.h>
#include <X11/extensions/Xrandr.h>
#include <X11/Xcursor/Xcursor.h>
#include <X11/extensions/XInput2.h>
