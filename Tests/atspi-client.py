"""An assistive tool for the end-to-end tests, on libatspi as Orca is.

It runs pyatspi's event loop, which caches names, states and children from
the events as Orca's does, takes one JSON command a line on stdin, answers
each with one JSON line on stdout, and writes every event it hears as a line
of its own, as it comes. Run it with the system's python3, which has gi.
"""

import json
import os
import signal
import sys
import threading
import time

import pyatspi
from gi.repository import Gio, GLib

APPLICATION = "collapsible-x11"
COORDS = {"screen": pyatspi.DESKTOP_COORDS, "window": pyatspi.WINDOW_COORDS}
EVENTS = ["object:state-changed", "object:bounds-changed", "object:property-change", "object:children-changed",
          "object:text-changed", "object:text-caret-moved", "window:activate", "window:deactivate"]


def say(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def describe(accessible):
    try:
        return {"name": accessible.name, "role": accessible.getRoleName()}
    except Exception as error:  # an object gone stale as it was read
        return {"error": str(error)}


def heard(event):
    message = {"event": event.type, "detail1": event.detail1, "detail2": event.detail2,
               "time": time.monotonic()}
    message.update(describe(event.source))
    if isinstance(event.any_data, str):
        message["data"] = event.any_data
    say(message)


def find(name, within):
    """The application on the desktop, asked again until `within` seconds passed."""
    start = time.monotonic()
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            application = desktop.getChildAtIndex(index)
            if application is not None and application.name == name:
                return application, time.monotonic() - start
        if time.monotonic() - start > within:
            return None, time.monotonic() - start
        time.sleep(0.005)


def dump(accessible):
    node = {"name": accessible.name, "role": accessible.getRoleName(), "description": accessible.description,
            "path": accessible.path,
            "states": sorted(pyatspi.stateToString(state) for state in accessible.getState().getStates()),
            "interfaces": sorted(accessible.get_interfaces())}
    if "Component" in node["interfaces"]:
        component = accessible.queryComponent()
        for key, coords in COORDS.items():
            extents = component.getExtents(coords)
            node[key] = [extents.x, extents.y, extents.width, extents.height]
    if "Action" in node["interfaces"]:
        action = accessible.queryAction()
        node["actions"] = [[action.getName(i), action.getDescription(i), action.getKeyBinding(i)]
                           for i in range(action.nActions)]
    node["relations"] = [[str(relation.getRelationType()), [relation.getTarget(i).name
                                                            for i in range(relation.getNTargets())]]
                         for relation in accessible.getRelationSet()]
    node["children"] = [dump(child) for child in accessible]
    return node


class Client:
    def __init__(self):
        self.application = None

    def button(self):
        return pyatspi.findDescendant(self.application, lambda o: o.getRole() == pyatspi.ROLE_PUSH_BUTTON)

    def sliders(self):
        return pyatspi.findAllDescendants(self.application, lambda o: o.getRole() == pyatspi.ROLE_SLIDER)

    @staticmethod
    def slider(accessible):
        """A slider as a screen reader reads it: its Value interface."""
        value = accessible.queryValue()
        return {"role": accessible.getRoleName(), "path": accessible.path, "interfaces": sorted(accessible.get_interfaces()),
                "states": sorted(pyatspi.stateToString(state) for state in accessible.getState().getStates()),
                "current": value.currentValue, "minimum": value.minimumValue, "maximum": value.maximumValue,
                "increment": value.minimumIncrement}

    def a11y_bus(self):
        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                    GLib.VariantType("(s)"), Gio.DBusCallFlags.NO_AUTO_START, 2000, None)[0]
        flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
        return Gio.DBusConnection.new_for_address_sync(address, flags, None, None)

    def run(self, command):
        kind = command["do"]
        if kind == "find":
            self.application, seconds = find(command.get("name", APPLICATION), command.get("within", 2))
            return {"found": self.application is not None, "seconds": seconds}
        if kind == "tree":
            return {"tree": dump(self.application)}
        if kind == "states":
            return {"states": sorted(pyatspi.stateToString(s) for s in self.button().getState().getStates())}
        if kind == "action":
            return {"done": bool(self.button().queryAction().doAction(command.get("index", 0)))}
        if kind == "point":
            frame = pyatspi.findDescendant(self.application, lambda o: o.getRole() == pyatspi.ROLE_FRAME)
            found = frame.queryComponent().getAccessibleAtPoint(command["x"], command["y"], COORDS[command["coords"]])
            return {"found": describe(found) if found is not None else None}
        if kind == "text":
            return self.text(command["name"], COORDS[command["coords"]])
        if kind == "field":
            return self.field()
        if kind == "edit field":
            return self.edit_field(command)
        if kind == "sliders":
            return {"sliders": [self.slider(found) for found in self.sliders()]}
        if kind == "set value":
            self.sliders()[command["index"]].queryValue().currentValue = command["value"]
            return {}
        if kind == "call":
            return self.call(command)
        if kind == "pid":
            return {"pid": self.pid(command["name"])}
        if kind == "connections":
            return {"pids": self.connection_pids()}
        if kind == "take keys":
            self.take_keys(command.get("stop"), command.get("for", 0))
            return {}
        if kind == "switch":
            session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
            session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set",
                              GLib.Variant("(ssv)", ("org.a11y.Status", command["property"],
                                                     GLib.Variant("b", command["on"]))),
                              None, Gio.DBusCallFlags.NO_AUTO_START, 2000, None)
            return {}
        raise ValueError("no command " + kind)

    def take_keys(self, program, seconds):
        """Takes every key, as a screen reader takes its own, answering at
        once. With `program`, each press first stops that process for
        `seconds`, as a busy machine keeps a program from its loop: the
        answer then waits there for the program to read it."""
        def key_came(event):
            pressed = event.type == pyatspi.KEY_PRESSED_EVENT
            if pressed and program:
                os.kill(program, signal.SIGSTOP)
                # Not on the loop, which a call to the stopped program holds.
                threading.Timer(seconds, os.kill, (program, signal.SIGCONT)).start()
            say({"event": "keyboard:" + ("press" if pressed else "release"), "name": event.event_string,
                 "time": time.monotonic()})
            return True

        pyatspi.Registry.registerKeystrokeListener(key_came, mask=0, kind=(pyatspi.KEY_PRESSED_EVENT,
                                                                          pyatspi.KEY_RELEASED_EVENT),
                                                   synchronous=True, preemptive=True)

    def text(self, name, coords):
        """A label's text, read through the Text interface as a screen reader
        reviews it: character by character, each with its box, and by word."""
        label = pyatspi.findDescendant(self.application, lambda o: o.name == name and o.getRole() == pyatspi.ROLE_LABEL)
        text = label.queryText()
        count = text.characterCount
        return {"count": count, "text": text.getText(0, -1), "caret": text.caretOffset,
                "characters": [chr(text.getCharacterAtOffset(offset)) for offset in range(count)],
                "boxes": [list(text.getCharacterExtents(offset, coords)) for offset in range(count)],
                "range": list(text.getRangeExtents(0, count, coords)),
                "word": list(text.getStringAtOffset(0, pyatspi.TEXT_GRANULARITY_WORD)),
                "line": list(text.getTextAtOffset(0, pyatspi.TEXT_BOUNDARY_LINE_START)),
                "at": text.getOffsetAtPoint(*text.getCharacterExtents(0, coords)[:2], coords)}

    def entry(self):
        return pyatspi.findDescendant(self.application, lambda o: o.getRole() in (pyatspi.ROLE_ENTRY, pyatspi.ROLE_TEXT))

    def field(self):
        """A text field as a screen reader reads it: its text, caret and selection."""
        entry = self.entry()
        text = entry.queryText()
        selections = [list(text.getSelection(i)) for i in range(text.getNSelections())]
        return {"role": entry.getRoleName(), "interfaces": sorted(entry.get_interfaces()),
                "states": sorted(pyatspi.stateToString(state) for state in entry.getState().getStates()),
                "text": text.getText(0, -1), "count": text.characterCount, "caret": text.caretOffset,
                "selections": selections}

    def edit_field(self, command):
        """One of EditableText's edits, or a caret or selection set through Text."""
        entry = self.entry()
        editable, text, how = entry.queryEditableText(), entry.queryText(), command["how"]
        if how == "set":
            done = editable.setTextContents(command["text"])
        elif how == "insert":
            done = editable.insertText(command["at"], command["text"], len(command["text"]))
        elif how == "delete":
            done = editable.deleteText(command["from"], command["to"])
        elif how == "caret":
            done = text.setCaretOffset(command["at"])
        elif how == "select":
            done = text.setSelection(0, command["from"], command["to"])
        else:
            raise ValueError("no edit " + how)
        return {"done": bool(done)}

    def call(self, command):
        """One raw call to the application's connection: what a careless or
        hostile client might send. Answers the error's name, or the reply."""
        bus = self.a11y_bus()
        owner = self.application.app.bus_name
        values = tuple(GLib.Variant(value["variant"], value["value"]) if isinstance(value, dict) else value
                       for value in command["arguments"])
        arguments = GLib.Variant(command["signature"], values) if command["signature"] else None
        try:
            reply = bus.call_sync(owner, command["path"], command["interface"], command["member"], arguments, None,
                                  Gio.DBusCallFlags.NO_AUTO_START, 2000, None)
            return {"reply": reply.unpack() if reply is not None else None}
        except GLib.Error as error:
            return {"error": Gio.DBusError.get_remote_error(error) or error.message}
        finally:
            bus.close_sync(None)

    def pid(self, name):
        bus = self.a11y_bus()
        try:
            return bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                 "GetConnectionUnixProcessID", GLib.Variant("(s)", (name,)), None,
                                 Gio.DBusCallFlags.NONE, 2000, None)[0]
        finally:
            bus.close_sync(None)

    def connection_pids(self):
        """The process of every connection on the accessibility bus."""
        bus = self.a11y_bus()
        try:
            names = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                  "ListNames", None, None, Gio.DBusCallFlags.NONE, 2000, None)[0]
            pids = []
            for name in names:
                if name.startswith(":"):
                    try:
                        pids.append(bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                  "org.freedesktop.DBus", "GetConnectionUnixProcessID",
                                                  GLib.Variant("(s)", (name,)), None, Gio.DBusCallFlags.NONE,
                                                  2000, None)[0])
                    except GLib.Error:
                        pass  # gone between the two questions
            return pids
        finally:
            bus.close_sync(None)


def main():
    client = Client()

    pending = bytearray()

    def command_came(source, condition):
        # Read unbuffered: a line left in a buffer would wake no watch.
        data = os.read(sys.stdin.fileno(), 65536)
        if not data:
            pyatspi.Registry.stop()
            return False
        pending.extend(data)
        while b"\n" in pending:
            line, _, rest = bytes(pending).partition(b"\n")
            pending[:] = rest
            command = json.loads(line)
            try:
                answer = client.run(command)
            except Exception as error:
                answer = {"failure": "%s: %s" % (type(error).__name__, error)}
            answer["id"] = command["id"]
            say(answer)
        return True

    for event in EVENTS:
        pyatspi.Registry.registerEventListener(heard, event)
    GLib.io_add_watch(sys.stdin.fileno(), GLib.IO_IN | GLib.IO_HUP, command_came)
    say({"ready": True, "pid": os.getpid()})
    pyatspi.Registry.start()


main()
