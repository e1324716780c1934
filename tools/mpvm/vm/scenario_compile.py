# Scenario: what compiling each module needs beyond the code it leaves, on
# the VM as a board compiles it (tools/mpvm/firmware_ram.py compile_need).
#
# A board compiles a .py when it is first imported: the lexer, the parse
# tree and the compiler's scopes are live together with the code being
# emitted, and are freed (explicitly, not by a collection) when the code
# object is done.  That transient never shows between two VM calls, so it
# is measured here, one module at a time: the heap is filled with one
# bytearray so that only N bytes stay free and the module is compiled; the
# smallest N that compiles (bisection, one try per VM call, a collection
# between tries) is what compiling it needs.  Less the code object it
# leaves (compiled once more and kept: live before and after, its names
# already interned) that is its transient.  The source text is held while
# the module is measured and is not in N (a board reads it in small pieces).
#
# Args: modules: [dotted name, ...], paths: [VM folder, ...], step: bytes.
# Result: one line per module: "name need code" (bytes; "name - -" when the
# module has no source here).

import gc

GROWTH = 1 << 27        # gc.mem_free() counts the port's growth allowance


def _free():
    f = gc.mem_free()
    return f - GROWTH if f >= GROWTH else f


def _source(name, paths):
    rel = name.replace(".", "/")
    for p in paths:
        for f in (p + "/" + rel + ".py", p + "/" + rel + "/__init__.py"):
            try:
                with open(f) as fh:
                    return f, fh.read()
            except OSError:
                pass
    return None, None


class Need:
    def __init__(self, args):
        self.todo = list(args["modules"])
        self.paths = args["paths"]
        self.res = args.get("step", 64)
        self.out = []
        self.cur = None

    def _start(self):
        name = self.todo.pop(0)
        path, src = _source(name, self.paths)
        if src is None:
            self.out.append("%s - -" % name)
            return
        self.cur = [name, path, src, 0, None, 0, 0, 128 * 1024]   # name path src phase keep live lo hi
        compile(src, path, "exec")               # intern its names first

    def step(self):
        c = self.cur
        if c is None:
            if not self.todo:
                return False
            self._start()
            return True
        if c[3] == 0:                            # live without the code object
            c[5] = gc.mem_alloc()
            c[4] = compile(c[2], c[1], "exec")
            c[3] = 1
            return True
        if c[3] == 1:                            # live with it: its size
            code = gc.mem_alloc() - c[5]
            c[4] = None
            c[5] = code
            c[3] = 2
            return True
        lo, hi = c[6], c[7]
        if hi - lo <= self.res:
            self.out.append("%s %d %d" % (c[0], hi, c[5]))
            self.cur = None
            return True
        mid = (lo + hi) // 2
        fillers = []
        chunk = _free() - mid
        ok = True
        try:
            while chunk >= 64:
                over = _free() - mid
                if over < 64:
                    break
                try:
                    fillers.append(bytearray(min(chunk, over) - 32))
                except MemoryError:
                    chunk //= 2                   # free space in pieces: smaller fillers
            compile(c[2], c[1], "exec")
        except MemoryError:
            ok = False
        fillers = None
        if ok:
            c[7] = mid
        else:
            c[6] = mid
        return True

    def result(self):
        return "\n".join(self.out)


def make(args):
    return Need(args)
