// sd-bus, systemd's D-Bus client: the program asks the desktop's settings
// portal through it. Its variadic calls do not import into Swift; the
// program builds and reads messages one value at a time instead.
#include <systemd/sd-bus.h>
