"""A screen reader's view of the game on Linux, through AT-SPI: what tests/screen_reader.rs runs
inside a D-Bus session of its own, under Xvfb, with Debian's python3-pyatspi.

    python3 tests/screen_reader.py GAME DATA_DIR SCRIPT

With PEERLESS_PLAY=killer, SCRIPT sets a Killer up instead, and the session plays it to the win
(`killer_to_the_win`); PEERLESS_SOLUTION is the puzzle's solution either way.

It turns the session's accessibility on (org.a11y.Status IsEnabled, as a desktop does when a
screen reader starts), starts the game with SCRIPT (which sets a puzzle up and then hands the
game to its real input: `by-hand`), and then reads and plays the game through AT-SPI alone:
from the game to the start screen, the statistics and back, the game continued, the tree (a
table of 81 cells named value first, read through AT-SPI's Table and TableCell interfaces as a
reader's table commands read it), focus moved to a cell, digits entered through the pad's
buttons' actions, a hint asked for three times (each level's sentence heard as an
announcement, the focus kept on the cell), the last cells played to the win, the start screen
again, the keyboard's first arrow moving on from the button the reader announced, the
statistics' calendar, a lesson, a puzzle typed in and the Keys screen's list by keyboard, and a
new game; every announcement heard in its own words, with no stray space. This process stays connected as a screen reader does (event listeners and AT-SPI's
cache, which events keep up to date); at each screen its tree is compared with the tree a reader
connecting afresh reads (`--snapshot`, another process), and the two must agree.

Every wait is for the state it reads (a node, an event), never a time; each gives up after a
bound and says what it was waiting for. Prints `ok`, what it heard and each screen's tree.

    python3 tests/screen_reader.py --snapshot

prints the game's tree as a fresh reader reads it, as JSON (what the comparison runs).
"""

import ctypes as c
import datetime
import json
import os
import subprocess
import sys
import threading
import time

import pyatspi
from gi.repository import GLib

BOUND = 60.0


def log(text):
    print(text, flush=True)


def enable_accessibility():
    subprocess.run(
        [
            "dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
            "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status",
            "string:IsEnabled", "variant:boolean:true",
        ],
        check=True,
        stdout=subprocess.DEVNULL,
    )


# Whether AT-SPI's event loop runs (on a thread of its own, as the connected reader's).
LOOP = False


def call(fn):
    """Runs `fn` where AT-SPI is read, and returns what it returns: on the event loop's thread
    once it runs, since libatspi is not thread-safe and that thread updates its cache from the
    events (a read from another thread meanwhile can crash the process)."""
    if not LOOP:
        return fn()
    done = threading.Event()
    box = {}

    def run():
        try:
            box["value"] = fn()
        except Exception as error:  # Handed to the caller.
            box["error"] = error
        done.set()
        return False

    GLib.idle_add(run)
    if not done.wait(BOUND):
        raise SystemExit("AT-SPI's event loop did not answer")
    if "error" in box:
        raise box["error"]
    return box.get("value")


def until(what, check, bound=BOUND):
    """Polls `check` (a function that answers or returns None) until it answers."""
    start = time.monotonic()
    while True:
        try:
            found = call(check)
        except Exception:  # A node may go while it is read: read again.
            found = None
        if found is not None:
            return found
        if time.monotonic() - start > bound:
            raise SystemExit(f"gave up waiting for {what}")
        time.sleep(0.05)


def find(node, predicate, depth=0):
    if predicate(node):
        return node
    if depth > 8:
        return None
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is None:
            continue
        found = find(child, predicate, depth + 1)
        if found is not None:
            return found
    return None


def app_named(name):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == name:
            return app
    return None


def snapshot(node, depth=0):
    """A node and everything under it as a reader reads it: role, name, description, whether
    it has the focus, and the children in order."""
    children = []
    if depth < 8:
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            children.append(None if child is None else snapshot(child, depth + 1))
    return [
        node.getRoleName(),
        node.name,
        node.description,
        node.getState().contains(pyatspi.STATE_FOCUSED),
        children,
    ]


def outline(tree, indent="", brief=False):
    """A snapshot as lines, a node a line; `brief`: a table's rows without their cells."""
    if tree is None:
        return [indent + "(gone)"]
    role, name, description, focused, children = tree
    line = f"{indent}{role} {name!r}" + (f" ({description})" if description else "")
    lines = [line + (" [focused]" if focused else "")]
    if brief and role == "table row":
        cells = [child for child in children if child is not None]
        focused = [child[1] for child in cells if child[3]]
        lines[0] += f": {len(cells)} cells" + (f", focused {focused[0]!r}" if focused else "")
        return lines
    for child in children:
        lines.extend(outline(child, indent + "  ", brief))
    return lines


def fresh_snapshot():
    """The game's tree as a reader that connects now reads it (another process, no cache)."""
    done = subprocess.run(
        [sys.executable, os.path.abspath(__file__), "--snapshot"],
        capture_output=True, text=True, timeout=BOUND,
    )
    if done.returncode != 0:
        return None
    return json.loads(done.stdout)


def same_tree(app, step, shown):
    """Waits for the screen `shown` (a predicate on the tree) in the tree this connected reader
    holds, and then until a fresh reader's tree is the same; prints it."""
    until(f"{step}: the screen shown", lambda: shown(snapshot(app)) or None)
    connected = fresh = None

    def agree():
        nonlocal connected, fresh
        connected = call(lambda: snapshot(app))
        fresh = fresh_snapshot()
        return True if fresh == connected else None

    start = time.monotonic()
    while agree() is None:
        if time.monotonic() - start > 20:
            ours, theirs = outline(connected), outline(fresh)
            raise SystemExit(
                f"{step}: the connected reader's tree is not the game's:\n"
                + "\n".join(ours) + "\n-- a fresh reader's:\n" + "\n".join(theirs))
        time.sleep(0.2)
    log(f"tree {step}:")
    for line in outline(connected, brief=True):
        log("  " + line)


def has(tree, role, name=None):
    """Whether the tree holds a node of `role` (named `name`, if given)."""
    if tree is None:
        return False
    if tree[0] == role and (name is None or tree[1] == name):
        return True
    return any(has(child, role, name) for child in tree[4])


def heading(tree, text):
    """Whether the screen's heading says `text`."""
    return has(tree, "heading", text)


def is_button(node, name):
    """Whether `node` is a button named `name` (its name's start, up to a comma)."""
    return node.getRole() == pyatspi.ROLE_PUSH_BUTTON and (
        node.name == name or node.name.startswith(name + ","))


def button_named(node, name):
    """The button under `node` named `name`, waited for."""
    return until(f"a button {name!r}", lambda: find(node, lambda n: is_button(n, name)))


class Announcements:
    """The announcements the game makes (AT-SPI's object:announcement), heard on a thread."""

    def __init__(self):
        self.heard = []
        self.lock = threading.Lock()
        pyatspi.Registry.registerEventListener(self.on_event, "object:announcement")
        # What a screen reader listens to, as Orca does: AT-SPI's cache in this process is
        # kept up to date by these events (the tree is read from it).
        for kind in ("object:children-changed", "object:property-change", "object:state-changed",
                     "focus:"):
            pyatspi.Registry.registerEventListener(lambda event: None, kind)
        global LOOP
        thread = threading.Thread(target=pyatspi.Registry.start, daemon=True)
        thread.start()
        LOOP = True

    def on_event(self, event):
        # As said: a stray character (the space that once told a sentence said twice from one
        # said once) is heard too, and `stray` finds it.
        text = event.any_data if isinstance(event.any_data, str) else str(event.any_data)
        with self.lock:
            self.heard.append(text)

    def stray(self):
        """The announcements that were empty or began or ended with a space."""
        with self.lock:
            return [text for text in self.heard if text == "" or text != text.strip()]

    def mark(self):
        """Where the next announcement will be: what a later wait looks from."""
        with self.lock:
            return len(self.heard)

    def wait_for(self, what, predicate, since=0):
        def check():
            with self.lock:
                for text in self.heard[since:]:
                    if predicate(text):
                        return text
            return None

        return until(f"an announcement: {what} (heard: {self.heard[since:]})", check)


class Keyboard:
    """Keys pressed on the X server, as a player's keyboard makes them (XTest, through ctypes:
    libX11 and libXtst are there wherever the game's window is), to the game's window, given
    the keyboard's focus first (there is no window manager to give it): the top-level window of
    the game's frame's size."""

    def __init__(self, frame):
        self.x11 = c.CDLL("libX11.so.6")
        self.xtst = c.CDLL("libXtst.so.6")
        self.x11.XOpenDisplay.restype = c.c_void_p
        self.x11.XOpenDisplay.argtypes = [c.c_char_p]
        self.x11.XStringToKeysym.restype = c.c_ulong
        self.x11.XStringToKeysym.argtypes = [c.c_char_p]
        self.x11.XKeysymToKeycode.restype = c.c_ubyte
        self.x11.XKeysymToKeycode.argtypes = [c.c_void_p, c.c_ulong]
        self.x11.XSync.argtypes = [c.c_void_p, c.c_int]
        self.xtst.XTestFakeKeyEvent.argtypes = [c.c_void_p, c.c_uint, c.c_int, c.c_ulong]
        self.x11.XDefaultRootWindow.restype = c.c_ulong
        self.x11.XDefaultRootWindow.argtypes = [c.c_void_p]
        self.x11.XQueryTree.argtypes = [
            c.c_void_p, c.c_ulong, c.POINTER(c.c_ulong), c.POINTER(c.c_ulong),
            c.POINTER(c.POINTER(c.c_ulong)), c.POINTER(c.c_uint)]
        self.x11.XGetGeometry.argtypes = [
            c.c_void_p, c.c_ulong, c.POINTER(c.c_ulong), c.POINTER(c.c_int), c.POINTER(c.c_int),
            c.POINTER(c.c_uint), c.POINTER(c.c_uint), c.POINTER(c.c_uint), c.POINTER(c.c_uint)]
        self.x11.XSetInputFocus.argtypes = [c.c_void_p, c.c_ulong, c.c_int, c.c_ulong]
        self.x11.XFree.argtypes = [c.c_void_p]
        self.display = self.x11.XOpenDisplay(None)
        assert self.display, "no X display"
        box = call(lambda: frame.queryComponent().getExtents(pyatspi.DESKTOP_COORDS))
        root = self.x11.XDefaultRootWindow(self.display)
        parent, top, children, count = c.c_ulong(), c.c_ulong(), c.POINTER(c.c_ulong)(), c.c_uint()
        self.x11.XQueryTree(self.display, root, c.byref(top), c.byref(parent),
                            c.byref(children), c.byref(count))
        windows = [children[i] for i in range(count.value)]
        if children:
            self.x11.XFree(children)
        game = None
        for window in windows:
            at_x, at_y, width, height, border, depth = (
                c.c_int(), c.c_int(), c.c_uint(), c.c_uint(), c.c_uint(), c.c_uint())
            self.x11.XGetGeometry(self.display, window, c.byref(top), c.byref(at_x),
                                  c.byref(at_y), c.byref(width), c.byref(height),
                                  c.byref(border), c.byref(depth))
            if (width.value, height.value) == (box.width, box.height):
                game = window
        assert game, f"no window of {box.width}x{box.height} among {len(windows)}"
        self.x11.XSetInputFocus(self.display, game, 2, 0)
        self.x11.XSync(self.display, 0)

    def press(self, *names):
        """Presses keys together (`press("Shift_L", "k")`): each down in order, then each up
        in the reverse order."""
        codes = []
        for name in names:
            code = self.x11.XKeysymToKeycode(self.display, self.x11.XStringToKeysym(name.encode()))
            assert code, f"no key {name!r}"
            codes.append(code)
        for code in codes:
            self.xtst.XTestFakeKeyEvent(self.display, code, 1, 0)
        for code in reversed(codes):
            self.xtst.XTestFakeKeyEvent(self.display, code, 0, 0)
        self.x11.XSync(self.display, 0)


def focused_button(app, name):
    """Waits until the button named `name` has the reader's focus."""
    return until(f"the focus on {name!r}", lambda: find(
        app, lambda n: is_button(n, name) and n.getState().contains(pyatspi.STATE_FOCUSED)))


def action(node, name):
    """Does the action `name` of `node` (a click), as a screen reader asks for it."""
    return call(lambda: do_action(node, name))


def do_action(node, name):
    actions = node.queryAction()
    for i in range(actions.nActions):
        if actions.getName(i) == name:
            return actions.doAction(i)
    raise SystemExit(f"{node.name!r} has no action {name!r}: " + ", ".join(
        actions.getName(i) for i in range(actions.nActions)))


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def focused(app, what, predicate):
    """Waits until a node that `predicate` takes has the reader's focus."""
    return until(f"the focus on {what}", lambda: find(
        app, lambda n: predicate(n) and n.getState().contains(pyatspi.STATE_FOCUSED)))


def is_day(node, date):
    """Whether `node` is the calendar's cell of `date` ("3 December, ...")."""
    name = f"{date.day} {MONTHS[date.month - 1]}"
    return node.getRole() == pyatspi.ROLE_TABLE_CELL and (
        node.name == name or node.name.startswith(name + ","))


def is_radio(node, name):
    return node.getRole() == pyatspi.ROLE_RADIO_BUTTON and (
        node.name == name or node.name.startswith(name + ","))


def month_before(date):
    first = date.replace(day=1) - datetime.timedelta(days=1)
    return first.replace(day=min(date.day, first.day))


def calendar_by_keyboard(app, keyboard):
    """The statistics' calendar by keyboard, as grid date pickers are: the levels one group of
    radio buttons, Tab from the last into the calendar (a table of weeks) on today, the arrows
    by day and week, Page Up by month, Tab out to the button after it."""
    today = datetime.date.today()
    action(button_named(app, "Statistics"), "click")
    calendar = f"Daily puzzles of {MONTHS[today.month - 1]} {today.year}"
    same_tree(app, "the statistics by keyboard", lambda tree: heading(tree, "Statistics")
              and has(tree, "table", calendar) and has(tree, "radio button", "Easy"))
    easy = focused(app, "Easy", lambda n: is_radio(n, "Easy"))
    assert call(lambda: easy.getState().contains(pyatspi.STATE_CHECKED)), "Easy not checked"
    for level in ("Medium", "Hard", "Expert", "Extreme"):
        keyboard.press("Tab")
        focused(app, level, lambda n, level=level: is_radio(n, level))
    keyboard.press("Tab")
    day = focused(app, f"today, {today}", lambda n: is_day(n, today))
    log(f"calendar: Tab to {call(lambda: day.name)}")
    at = today - datetime.timedelta(days=1)
    keyboard.press("Left")
    focused(app, f"the day before, {at}", lambda n: is_day(n, at))
    at = at - datetime.timedelta(days=7)
    keyboard.press("Up")
    focused(app, f"a week before, {at}", lambda n: is_day(n, at))
    at = month_before(at)
    keyboard.press("Page_Up")
    day = focused(app, f"a month before, {at}", lambda n: is_day(n, at))
    log(f"calendar: Left, Up, Page Up to {call(lambda: day.name)}")
    keyboard.press("Tab")
    focused(app, "Imported puzzles", lambda n: is_radio(n, "Imported puzzles"))
    log("calendar: Tab out to Imported puzzles")
    keyboard.press("Escape")
    same_tree(app, "the start screen after the calendar", lambda tree: heading(tree, "Peerless"))


def lesson_by_keyboard(app, keyboard, announcements):
    """A lesson by keyboard: its title heard, Tab along its tools, Enter on Example and H back
    to the idea, each line heard, the example in the cells' names, Practise opening a position,
    and Escape back to the technique that opened the lesson."""
    action(button_named(app, "Learn"), "click")
    same_tree(app, "the library", lambda tree: heading(tree, "Learn"))
    action(button_named(app, "Easy"), "click")
    since = announcements.mark()
    action(button_named(app, "Hidden Single"), "click")
    said = announcements.wait_for(
        "the lesson's title", lambda t: t.startswith("Lesson, Hidden Single"), since)
    log(f"heard: {said}")
    same_tree(app, "a lesson", lambda tree: has(tree, "push button", "Practise"))
    # The example drawn is in the cells' names: the digit it places.
    example = until("a cell the example marks", lambda: find(
        app, lambda n: n.getRole() == pyatspi.ROLE_TABLE_CELL and "goes here" in n.name))
    log(f"lesson cell: {call(lambda: example.name)}")
    keyboard.press("Tab")
    focused(app, "Back", lambda n: is_button(n, "Back"))
    keyboard.press("Tab")
    focused(app, "Example", lambda n: is_button(n, "Example"))
    since = announcements.mark()
    keyboard.press("Return")
    said = announcements.wait_for("the example's sentence", lambda t: "Hidden Single" in t, since)
    log(f"heard: {said}")
    focused(app, "Idea", lambda n: is_button(n, "Idea"))
    since = announcements.mark()
    keyboard.press("h")
    said = announcements.wait_for("the idea", lambda t: t.startswith("In a row, column"), since)
    log(f"heard: {said}")
    keyboard.press("Tab")
    focused(app, "Practise", lambda n: is_button(n, "Practise"))
    since = announcements.mark()
    keyboard.press("Return")
    said = announcements.wait_for(
        "the position's title", lambda t: t.startswith("Practice, Hidden Single"), since)
    log(f"heard: {said}")
    keyboard.press("Escape")
    focused(app, "Hidden Single", lambda n: is_button(n, "Hidden Single"))
    log("lesson: Escape back to Hidden Single")
    keyboard.press("Escape")
    same_tree(app, "the library again", lambda tree: heading(tree, "Learn"))
    keyboard.press("Escape")
    same_tree(app, "the start screen after the lesson", lambda tree: heading(tree, "Peerless"))


def typing_by_keyboard(app, keyboard, announcements):
    """A puzzle typed in by keyboard: the screen's title heard, each digit typed heard, and
    Enter on a grid that is not a puzzle heard with its reason, its cells named as spoken."""
    action(button_named(app, "Import"), "click")
    since = announcements.mark()
    action(button_named(app, "Type it on the board"), "click")
    said = announcements.wait_for("the title", lambda t: t.startswith("Type a puzzle"), since)
    log(f"heard: {said}")
    for key, where in (("Right", "row 1, column 1"), ("Right", "row 1, column 2")):
        keyboard.press(key)
        until(f"{where} focused", lambda where=where: find(
            app, lambda n: n.getRole() == pyatspi.ROLE_TABLE_CELL and where in n.name
            and n.getState().contains(pyatspi.STATE_FOCUSED)))
        since = announcements.mark()
        keyboard.press("5")
        said = announcements.wait_for(
            f"5 typed in {where}", lambda t, where=where: t == f"5 in {where}", since)
        log(f"heard: {said}")
    since = announcements.mark()
    keyboard.press("Return")
    said = announcements.wait_for("why it is not a puzzle", lambda t: "clash" in t, since)
    log(f"heard: {said}")
    # The same sentence again is heard again, in its own words.
    since = announcements.mark()
    keyboard.press("Return")
    again = announcements.wait_for("the same reason again", lambda t: "clash" in t, since)
    assert again == said, (again, said)
    log(f"heard again: {again}")
    keyboard.press("Escape")
    keyboard.press("Escape")
    same_tree(app, "the start screen after typing", lambda tree: heading(tree, "Peerless"))


def attributes(node):
    """A node's object attributes as a dict (pyatspi gives `name:value` strings)."""
    found = node.getAttributes()
    if isinstance(found, dict):
        return found
    return dict(item.split(":", 1) for item in found if ":" in item)


def keys_by_keyboard(app, keyboard):
    """The Keys screen by keyboard: its lines one list, each line an item the focus stops at in
    turn by Tab, named with its keys and their meaning and placed in the list ("7 of 10"), the
    button after it next; the arrows go along the lines as well."""
    action(button_named(app, "Settings"), "click")
    same_tree(app, "the settings", lambda tree: heading(tree, "Settings"))
    action(button_named(app, "Keys"), "click")
    same_tree(app, "the keys", lambda tree: heading(tree, "Keys") and has(tree, "list"))
    lines = until("the keys' list", lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_LIST))

    def read():
        items = [lines.getChildAtIndex(i) for i in range(lines.childCount)]
        return [(item.getRole(), item.name, attributes(item)) for item in items]

    items = call(read)
    count = len(items)
    assert count == 10, items
    for i, (role, name, attrs) in enumerate(items):
        assert role == pyatspi.ROLE_LIST_ITEM, (i, role)
        assert ": " in name, name
        assert (attrs.get("posinset"), attrs.get("setsize")) == (str(i + 1), str(count)), attrs
    names = [name for _, name, _ in items]
    is_line = lambda i: lambda n: n.getRole() == pyatspi.ROLE_LIST_ITEM and n.name == names[i]
    focused(app, "the first line", is_line(0))
    for i in range(1, count):
        keyboard.press("Tab")
        line = focused(app, f"line {i + 1}", is_line(i))
        if names[i].startswith("Ctrl+Z"):
            place = call(lambda: attributes(line))
            log(f"keys: Tab to {names[i]}, {place['posinset']} of {place['setsize']}")
    keyboard.press("Tab")
    focused(app, "Back, after the lines", lambda n: is_button(n, "Back"))
    keyboard.press("Up")
    focused(app, "the last line, Up from Back", is_line(count - 1))
    keyboard.press("Up")
    focused(app, "the line before it", is_line(count - 2))
    log("keys: Up from Back to the last line and the one before")
    keyboard.press("Escape")
    same_tree(app, "the settings after the keys", lambda tree: heading(tree, "Settings"))
    keyboard.press("Escape")
    same_tree(app, "the start screen after the keys", lambda tree: heading(tree, "Peerless"))


def board_cells(app):
    """The board's table (9 rows of 9 cells, named "Board") and its cells by (row, column),
    from 0."""
    table = until(
        "the board: a table of 9 rows",
        lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_TABLE
                     and n.childCount == 9 and n.name == "Board"),
    )

    def read():
        return {(row, col): table.getChildAtIndex(row).getChildAtIndex(col)
                for row in range(9) for col in range(9)}

    return call(read)


def focused_cell(tree, col):
    """Whether the tree's focused node is a cell of row 1, column `col` (from 0)."""
    if tree is None:
        return False
    role, name, _, focused, children = tree
    if focused and role == "table cell":
        return f"row 1, column {col + 1}" in name
    return any(focused_cell(child, col) for child in children)


def killer_to_the_win(app, announcements, report):
    """A Killer played by a screen reader (PEERLESS_PLAY=killer): each cell names its cage, in
    full where the focus enters it and by its sum within it; Shift+K reads the cage's
    calculator; notes are written through the pad in notes mode and named in the cell; a
    hint's three levels are heard, the last with its arithmetic; and every cell is filled
    through the pad, to the win."""
    board = lambda tree: has(tree, "table")
    same_tree(app, "the Killer", board)
    # The keyboard's focus given to the game's window: the window loses the focus it had (the
    # pointer's) and gets it back, and the game, as on a desktop, pauses when its window loses
    # the focus. Once the game has had the focus back (its report says so), it is resumed.
    seen = len(report)
    frame = until("the game's frame", lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_FRAME))
    keyboard = Keyboard(frame)
    until("the game's window focused", lambda: any(
        line.strip() == "foreground" for line in report[seen:]) or None)
    if any(line.strip() == "screen Paused" for line in report[seen:]):
        action(button_named(app, "Resume"), "click")
        same_tree(app, "the Killer resumed", board)
    cells = board_cells(app)

    def focus_on(row, col):
        cell = cells[(row, col)]
        call(lambda: cell.queryComponent().grabFocus())
        until(f"r{row + 1}c{col + 1} focused",
              lambda: cell.getState().contains(pyatspi.STATE_FOCUSED) or None)
        return cell

    # Along row 1, cell by cell: each cell's words once the focus is on it.
    for col in range(4):
        cell = focus_on(0, col)
        # The tree this reader holds is the game's, the focus on the cell: its name is the
        # one the game gives it now.
        same_tree(app, f"r1c{col + 1} focused", lambda tree, col=col: focused_cell(tree, col))
        log(f"killer cell r1c{col + 1}: {call(lambda: cell.name)}")
    since = announcements.mark()
    keyboard.press("Shift_L", "k")
    said = announcements.wait_for("the cage calculator", lambda t: t.startswith("Cage "), since)
    log(f"heard Shift+K: {said}")
    # Notes: the notes tool on, two digits through the pad, named in the cell; off again.
    pad = until("the pad", lambda: find(
        app, lambda n: n.getRole() == pyatspi.ROLE_PANEL and n.name.startswith("Pad")))
    notes = button_named(app, "Notes")
    solution = os.environ["PEERLESS_SOLUTION"]
    digit = solution[3]
    other = str(int(digit) % 9 + 1)
    action(notes, "click")
    for d in (digit, other):
        action(button_named(pad, d), "click")
    r1c4 = cells[(0, 3)]
    wanted = "candidates " + " ".join(sorted((digit, other)))
    words = until(f"r1c4 with {wanted}", lambda: (
        f"{r1c4.name}; {r1c4.description}" if wanted in f"{r1c4.name}; {r1c4.description}" else None))
    log(f"killer notes: {words}")
    action(notes, "click")
    # A hint's three levels.
    hint = button_named(app, "Hint")
    hints = []
    for level in (1, 2, 3):
        since = announcements.mark()
        action(hint, "click")
        said = announcements.wait_for(
            f"the hint's level {level}", lambda t: t.endswith(".") and t not in hints
            and not t.startswith("Pad"), since)
        hints.append(said)
        log(f"heard hint {level}: {said}")
    # Every cell through the pad, to the win.
    for index, digit in enumerate(solution):
        row, col = divmod(index, 9)
        action(cells[(row, col)], "click")
        until(f"r{row + 1}c{col + 1} focused",
              lambda: cells[(row, col)].getState().contains(pyatspi.STATE_FOCUSED) or None)
        since = announcements.mark()
        action(button_named(pad, digit), "click")
        said = announcements.wait_for(
            f"{digit} in r{row + 1}c{col + 1}",
            lambda t: t.startswith(f"{digit} in row {row + 1}, column {col + 1}")
            or t.startswith("Solved!"), since)
        if said.startswith("Solved!"):
            assert index == 80, (index, said)
    said = announcements.wait_for("the win", lambda t: t.startswith("Solved!"))
    log(f"heard: {said}")
    same_tree(app, "the Killer won", lambda tree: heading(tree, "Solved!"))
    assert not announcements.stray(), announcements.stray()
    log(f"announcements: {len(announcements.heard)}, none with a stray space")
    log("ok")


def main():
    if sys.argv[1:] == ["--snapshot"]:
        app = app_named("peerless")
        print(json.dumps(None if app is None else snapshot(app)))
        return
    game, data_dir, script = sys.argv[1:4]
    enable_accessibility()
    announcements = Announcements()
    process = subprocess.Popen(
        [game, "--script", script, "--size", "800x700", "--data-dir", data_dir],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    report = []
    threading.Thread(target=lambda: report.extend(process.stdout), daemon=True).start()
    try:
        app = until("the game on the accessibility bus", lambda: app_named("peerless"))
        if os.environ.get("PEERLESS_PLAY") == "killer":
            killer_to_the_win(app, announcements, report)
            return
        # Through screens and back: the tree this reader holds is the game's at each.
        board = lambda tree: has(tree, "table")
        same_tree(app, "the game", board)
        action(button_named(app, "Pause"), "click")
        same_tree(app, "paused", lambda tree: heading(tree, "Paused"))
        action(button_named(app, "Main menu"), "click")
        same_tree(app, "the start screen", lambda tree: heading(tree, "Peerless"))
        action(button_named(app, "Statistics"), "click")
        # The statistics with their calendar of daily puzzles: its days and arrows are buttons.
        same_tree(app, "the statistics", lambda tree: heading(tree, "Statistics")
                  and has(tree, "push button", "Month before"))
        action(button_named(app, "Back"), "click")
        same_tree(app, "the start screen again", lambda tree: heading(tree, "Peerless"))
        action(button_named(app, "Continue"), "click")
        same_tree(app, "the game continued", board)
        table = until(
            "the board: a table of 9 rows",
            lambda: find(app, lambda n: n.getRole() == pyatspi.ROLE_TABLE
                         and n.childCount == 9 and n.name == "Board"),
        )
        def read_cells():
            cells = {}
            for row in range(9):
                table_row = table.getChildAtIndex(row)
                assert table_row.getRole() == pyatspi.ROLE_TABLE_ROW, table_row.getRoleName()
                assert table_row.childCount == 9, table_row.childCount
                for col in range(9):
                    cell = table_row.getChildAtIndex(col)
                    assert cell.getRole() == pyatspi.ROLE_TABLE_CELL, cell.getRoleName()
                    cells[(row, col)] = cell
            return cells, {key: cell.name for key, cell in cells.items()}

        cells, names = call(read_cells)
        assert len(names) == 81, names
        log(f"cell r1c1: {names[(0, 0)]}")
        log(f"cell r1c3: {names[(0, 2)]}")
        assert names[(0, 0)] == "5, given, row 1, column 1", names[(0, 0)]
        assert names[(0, 2)] == "empty, row 1, column 3", names[(0, 2)]
        assert all(", row " in name for name in names.values()), names
        # A reader's table commands ask the Table and TableCell interfaces, not the tree's
        # shape: 9 by 9, the cell at a row and a column, and each cell's place and table.
        def read_table():
            grid = table.queryTable()
            shape = (grid.nRows, grid.nColumns)
            places = {}
            for (row, col), cell in cells.items():
                at = grid.getAccessibleAt(row, col)
                index = grid.getIndexAt(row, col)
                place = cell.queryTableCell()
                places[(row, col)] = (
                    at.name == names[(row, col)],
                    (grid.getRowAtIndex(index), grid.getColumnAtIndex(index)),
                    tuple(place.position)[-2:],
                    tuple(place.getRowColumnSpan())[-4:],
                    tuple(grid.getRowColumnExtentsAtIndex(index))[-6:],
                    place.table.name,
                )
            return shape, places

        shape, places = call(read_table)
        assert shape == (9, 9), shape
        for (row, col), (same, by_index, position, span, extents, owner) in places.items():
            assert same, (row, col)
            assert by_index == (row, col), (row, col, by_index)
            assert position == (row, col), (row, col, position)
            assert span == (row, col, 1, 1), (row, col, span)
            assert extents[-5:-1] == (row, col, 1, 1), (row, col, extents)
            assert owner == "Board", owner
        log(f"table: {shape[0]} rows, {shape[1]} columns; r3c7 at (2, 6): {names[(2, 6)]}")
        # Focus moves to a cell through AT-SPI, and the game selects it.
        call(lambda: cells[(0, 2)].queryComponent().grabFocus())
        until("r1c3 focused", lambda: cells[(0, 2)].getState().contains(pyatspi.STATE_FOCUSED) or None)
        # A digit through the pad's button: the cell says it, and the move is announced.
        pad = until("the pad", lambda: find(
            app, lambda n: n.getRole() == pyatspi.ROLE_PANEL and n.name.startswith("Pad")))
        four = button_named(pad, "4")
        since = announcements.mark()
        action(four, "click")
        said = announcements.wait_for(
            "4 placed", lambda t: t.startswith("4 in row 1, column 3"), since)
        log(f"heard: {said}")
        until("r1c3 named 4", lambda: cells[(0, 2)].name == "4, row 1, column 3" or None)
        # A hint's three levels, one press each: each sentence is heard, and the focus stays on
        # the cell the player was on.
        hint = button_named(app, "Hint")
        hints = []
        for level in (1, 2, 3):
            since = announcements.mark()
            action(hint, "click")
            said = announcements.wait_for(
                f"the hint's level {level}",
                lambda t: t.endswith(".") and t not in hints, since)
            hints.append(said)
            log(f"heard: {said}")
            until(f"r1c3 focused after the hint's level {level}",
                  lambda: cells[(0, 2)].getState().contains(pyatspi.STATE_FOCUSED) or None)
        # The rest of the puzzle through the cells and the pad, to the win.
        solution = os.environ["PEERLESS_SOLUTION"]
        for index, digit in enumerate(solution):
            row, col = divmod(index, 9)
            if not call(lambda: cells[(row, col)].name.startswith("empty")):
                continue
            action(cells[(row, col)], "click")
            until(f"r{row + 1}c{col + 1} focused",
                  lambda: cells[(row, col)].getState().contains(pyatspi.STATE_FOCUSED) or None)
            button = button_named(pad, str(digit))
            since = announcements.mark()
            action(button, "click")
            said = announcements.wait_for(
                f"{digit} in r{row + 1}c{col + 1}",
                lambda t: t.startswith(f"{digit} in row {row + 1}, column {col + 1}")
                or t.startswith("Solved!"), since)
            log(f"heard: {said}")
            if said.startswith("Solved!"):
                break
        said = announcements.wait_for("the win", lambda t: t.startswith("Solved!"))
        log(f"heard: {said}")
        same_tree(app, "the win", lambda tree: heading(tree, "Solved!"))
        action(button_named(app, "Main menu"), "click")
        same_tree(app, "the start screen after the win", lambda tree: heading(tree, "Peerless"))
        # The keyboard from the focus the reader announced: the first Down moves on from it, to
        # the next button (the choice of kind: its chosen radio button), not only showing where
        # the focus was; Down again to Easy; Up comes back.
        focused_button(app, "Daily puzzle")
        frame = until("the game's frame", lambda: find(
            app, lambda n: n.getRole() == pyatspi.ROLE_FRAME))
        keyboard = Keyboard(frame)
        keyboard.press("Down")
        focused(app, "Classic", lambda n: is_radio(n, "Classic"))
        keyboard.press("Down")
        focused_button(app, "Easy")
        keyboard.press("Up")
        focused(app, "Classic", lambda n: is_radio(n, "Classic"))
        keyboard.press("Up")
        focused_button(app, "Daily puzzle")
        log("keys: Down to the choice of kind and Easy, Up to Daily puzzle")
        calendar_by_keyboard(app, keyboard)
        lesson_by_keyboard(app, keyboard, announcements)
        typing_by_keyboard(app, keyboard, announcements)
        keys_by_keyboard(app, keyboard)
        # The levels are the start screen's own buttons, under the words "New game".
        action(button_named(app, "Easy"), "click")
        same_tree(app, "a new game", board)
        # The board's keys: said once, the first time the board showed to this reader, and
        # not again at the game continued or the new one.
        keys = announcements.wait_for("the board's keys", lambda t: "Keys: 1 to 9" in t)
        log(f"heard: {keys}")
        with announcements.lock:
            times = sum("Keys: 1 to 9" in t for t in announcements.heard)
        assert times == 1, announcements.heard
        # Every announcement was its own words alone: none empty, none with a stray space.
        assert not announcements.stray(), announcements.stray()
        log(f"announcements: {len(announcements.heard)}, none with a stray space")
        log("ok")
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
        if sys.exc_info()[0] is not None:
            sys.stdout.write("the game's report, its end:\n" + "".join(report[-40:]))


if __name__ == "__main__":
    main()
