# Scenario: what compiling each module needs beyond the code it leaves, on
# the VM as a board compiles it (tools/mpvm/firmware_ram.py compile_need).
#
# A board compiles a .py when it is first imported: the lexer, the parse
# tree and the compiler's scopes are live together with the code being
# emitted, and are freed (explicitly, not by a collection) when the code
# object is done.  That transient never shows between two VM calls, so it
# is measured here, one module at a time: a block of N bytes is taken, then
# every other free byte; the block is given back (and collected between two
# VM calls) and the module is compiled in it; the smallest N that compiles
# (bisection, three VM calls a try) is what compiling it needs.  Less the code object it
# leaves (compiled once more and kept: live before and after, its names
# already interned) that is its transient.  The source text is held while
# the module is measured and is not in N (a board reads it in small pieces).
#
# Args: modules: [dotted name, ...], paths: [VM folder, ...], step: the
# bisection's resolution in bytes (128).
# Result: one line per module: "name need code" (bytes; "name - -" when the
# module has no source here).

import gc


def _fill():
    # take every free byte: big pieces first, then ever smaller ones
    out = [None] * 2048
    i = 0
    chunk = 1 << 20
    while chunk >= 16 and i < len(out):
        try:
            out[i] = bytearray(chunk - 16)
            i += 1
        except MemoryError:
            chunk //= 2
    return out


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
        self.res = args.get("step", 128)
        self.out = []
        self.cur = None
        self.reserve = None
        self.fillers = None

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
        if c[3] == 2:                            # a block of mid bytes, every other byte taken
            self.reserve = bytearray(mid)
            self.fillers = _fill()
            c[3] = 3
        elif c[3] == 3:                          # the block given back (collected after this call)
            self.reserve = None
            c[3] = 4
        else:                                    # compile in it
            ok = True
            try:
                compile(c[2], c[1], "exec")
            except MemoryError:
                ok = False
            self.fillers = None
            if ok:
                c[7] = mid
            else:
                c[6] = mid
            c[3] = 2
        return True

    def result(self):
        return "\n".join(self.out)


def make(args):
    return Need(args)
