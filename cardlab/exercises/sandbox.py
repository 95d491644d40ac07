"""Run a learner's notebook apart from everything, and learn only the answers it hands to ``check``.

The grader (:mod:`cardlab.exercises.grade`) calls :func:`run_notebook` only
for a notebook whose answers are computed. The notebook's code runs in a
child process started for it alone:

* on a throwaway copy of that notebook's code, in a fresh temporary folder
  that is also its HOME and TMPDIR (never the submissions folder: no
  ``conftest.py``, no other file is seen), with a cleaned environment and
  Python's isolated mode;
* with limits on wall time, CPU time, memory, file size and open files, in
  its own process group (killed whole when time is up); when the grader
  runs as root and the Python install is readable by all, as user
  ``nobody``, so it cannot write the teacher's files;
* with the setup cell replaced by the assignment's own (the deal the teacher
  handed out), so honest code computes answers for the right hands.

Each value handed to ``check`` is read by the question's own ``read`` in the
child and sent as one line of tagged JSON (cards as their notation) through
a pipe the grader reads as it goes, the moment it is given; the grader decodes it and judges it against its own
deal. In the child, ``check`` judges nothing (it says "recorded"), so code
cannot try answers until one is right. Reading a question's answer attributes (``expected``, ``verdict``…)
from the notebook's code, or calling ``solution()``, is reported too, so such
an answer is "shown", not earned. Whatever the code does, the most it can
change is its own answers: the child decides no mark.

What it cannot do: stop network access, or a determined program that hides
how it reads the answer; a learner may also compute answers with the engine
on their own deal, which is their answer.
"""
from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

MAX_LINE = 100_000           # characters of one recorded answer
MAX_RECORDS = 10_000         # lines read back from a run
MAX_DEPTH = 12               # nesting of an encoded answer

_LIVE: set = set()           # the children running now, for stop_all
_LIVE_LOCK = threading.Lock()
_STOPPING = threading.Event()  # set by stop_all: no new child starts until allow_runs()


# ---------------------------------------------------------------------------
# Answers as tagged JSON: the values ``read`` returns, cards included.


class CodecError(ValueError):
    """A value that cannot be written as an answer, or a line that is not one."""


def encode(value, depth: int = 0):
    """A read answer as JSON-ready data: cards ``{"$card": "7H"}``, tuples ``{"$tuple": [...]}``, sets
    ``{"$set": [...]}``.

    Raises:
        CodecError: for a value of another type, or nested too deep.
    """
    from ..cards import Card
    if depth > MAX_DEPTH:
        raise CodecError("nested too deep")
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        if abs(value) > 10 ** 18:
            raise CodecError("a number too large")
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise CodecError("not a finite number")
        return {"$float": value}
    if isinstance(value, Card):
        return {"$card": str(value)}
    if type(value).__name__ == "ChanCard" and type(value).__module__ == "cardlab.chan.cards":
        return {"$chan": str(value)}
    if isinstance(value, tuple):
        return {"$tuple": [encode(v, depth + 1) for v in value]}
    if isinstance(value, list):
        return [encode(v, depth + 1) for v in value]
    if isinstance(value, (set, frozenset)):
        return {"$set": sorted((encode(v, depth + 1) for v in value), key=repr)}
    raise CodecError(f"a value of type {type(value).__name__}")


def decode(data, depth: int = 0):
    """The value :func:`encode` wrote.

    Raises:
        CodecError: for data that :func:`encode` does not write.
    """
    if depth > MAX_DEPTH:
        raise CodecError("nested too deep")
    if data is None or isinstance(data, (bool, str)):
        return data
    if isinstance(data, int):
        if abs(data) > 10 ** 18:
            raise CodecError("a number too large")
        return data
    if isinstance(data, list):
        return [decode(v, depth + 1) for v in data]
    if isinstance(data, dict) and len(data) == 1:
        (tag, inner), = data.items()
        try:
            if tag == "$card" and isinstance(inner, str):
                from ..cards import Card
                return Card.parse(inner)
            if tag == "$chan" and isinstance(inner, str):
                from ..chan.cards import ChanCard
                return ChanCard.parse(inner)
        except ValueError:
            raise CodecError(f"{inner[:20]!r} is not a card") from None
        if tag == "$float" and isinstance(inner, float):
            return inner
        if tag == "$tuple" and isinstance(inner, list):
            return tuple(decode(v, depth + 1) for v in inner)
        if tag == "$set" and isinstance(inner, list):
            return frozenset(decode(v, depth + 1) for v in inner)
    raise CodecError("not an encoded answer")


# ---------------------------------------------------------------------------
# The parent's side


@dataclass
class Run:
    """What a sandboxed run of one notebook gave: answers (number -> encoded value or an error), questions
    whose answer was looked at, how many answers each question got, and what went wrong."""

    answers: dict = field(default_factory=dict)     # number -> {"value": encoded} | {"unreadable": True}
    looked: set = field(default_factory=set)        # questions whose answer the code read or asked to see
    looked_names: set = field(default_factory=set)  # "Q3.expected": what it read
    tries: dict = field(default_factory=dict)       # number -> check calls
    errors: list = field(default_factory=list)      # "cell 4: NameError" …
    note: str = ""                                  # the run as a whole: killed, out of time…
    seconds: float = 0.0


def _readable_by_all(path: Path) -> bool:
    """Whether ``path`` and every folder above it let any user read (and enter) them."""
    path = path.resolve()
    for p in [path, *path.parents]:
        try:
            mode = p.stat().st_mode
        except OSError:
            return False
        need = stat.S_IROTH | (stat.S_IXOTH if p.is_dir() else 0)
        if mode & need != need:
            return False
    return True


def _nobody() -> int | None:
    """The uid to run learner code as: ``nobody`` when the grader is root and Python is readable by all."""
    if not hasattr(os, "getuid") or os.getuid() != 0:
        return None
    import cardlab
    if not (_readable_by_all(Path(os.path.realpath(sys.executable)))
            and _readable_by_all(Path(cardlab.__file__).parent) and _readable_by_all(Path(sys.prefix))):
        return None
    try:
        import pwd
        return pwd.getpwnam("nobody").pw_uid
    except (ImportError, KeyError):
        return None


def run_notebook(cells: list[str], setup_index: int | None, setup: str, var: str, *, timeout: float = 120,
                 memory_mb: int = 4096) -> Run:
    """Run ``cells`` (a notebook's code, the cell ``setup_index`` replaced by ``setup``) in a sandboxed child.

    Never raises for anything the notebook does: a crash, a kill or a time-out
    is the :class:`Run`'s ``note``, and the answers given before it are kept.
    """
    cells = list(cells)
    if setup_index is not None and 0 <= setup_index < len(cells):
        cells[setup_index] = setup
    else:
        cells.insert(0, setup)
    import cardlab
    package_root = str(Path(cardlab.__file__).resolve().parent.parent)
    uid = _nobody()
    start = time.monotonic()
    run = Run()
    if _STOPPING.is_set():
        run.note = "grading was interrupted before this notebook ran"
        return run
    with tempfile.TemporaryDirectory(prefix="cardlab-run-") as tmp:
        work = Path(tmp)
        (work / "home").mkdir()
        (work / "run").mkdir()                 # the notebook's working folder: empty
        job = work / "job.json"
        job.write_text(json.dumps({"cells": cells, "var": var}), encoding="utf-8")
        if uid is not None:
            for p in (work, work / "home", work / "run", job):
                os.chown(p, uid, -1)
        env = {"PATH": "/usr/bin:/bin", "HOME": str(work / "home"), "TMPDIR": str(work / "home"),
               "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "CARDLAB_GRADING": "0", "MPLBACKEND": "Agg",
               "PYTHONDONTWRITEBYTECODE": "1", "PYTHONHASHSEED": "0"}
        # The answers come back through a pipe, read here as they are written: what the notebook's code
        # does afterwards cannot take back a record already sent (a file could be truncated).
        read_end, write_end = os.pipe()
        code = ("import sys; sys.path.insert(0, sys.argv[1]); "
                "from cardlab.exercises.sandbox import child_main; child_main(sys.argv[2], int(sys.argv[3]))")
        command = [sys.executable, "-I", "-c", code, package_root, str(job), str(write_end)]
        lines: list = []
        reader = threading.Thread(target=_drain, args=(read_end, lines), daemon=True)
        try:
            with open(work / "stderr.txt", "wb") as err_file:
                process = subprocess.Popen(command, cwd=str(work / "run"), env=env, stdin=subprocess.DEVNULL,
                                           stdout=subprocess.DEVNULL, stderr=err_file, pass_fds=(write_end,),
                                           start_new_session=True, preexec_fn=_limits(timeout, memory_mb, uid))
        except OSError as error:
            os.close(read_end)
            run.note = f"the notebook could not be started: {error}"
            return run
        finally:
            os.close(write_end)
        reader.start()
        with _LIVE_LOCK:
            _LIVE.add(process)
        if _STOPPING.is_set():              # stopped while this one was starting
            _kill(process)
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill(process)
            process.wait()
            run.note = f"stopped after {timeout:g} s (a cell that never ends?): answers given before are kept"
        finally:
            with _LIVE_LOCK:
                _LIVE.discard(process)
        _kill(process)                      # whatever it left running in its group (it may hold the pipe)
        reader.join(timeout=10)
        run.seconds = time.monotonic() - start
        _read_records(lines, run)
        if not run.note and process.returncode not in (0, None):
            tail = _tail(work / "stderr.txt")
            run.note = (f"the notebook's process ended abnormally (exit {process.returncode}"
                        f"{': ' + tail if tail else ''}): answers given before are kept")
    return run


def _drain(fd: int, lines: list) -> None:
    """Read the child's records until the pipe closes, keeping at most MAX_RECORDS lines of MAX_LINE."""
    with open(fd, "rb") as pipe:
        skipping = False                     # inside a line longer than MAX_LINE: drop it to its end
        while True:
            raw = pipe.readline(MAX_LINE + 1)
            if not raw:
                return
            whole = raw.endswith(b"\n")
            if not skipping and whole and len(lines) < MAX_RECORDS:
                lines.append(raw.decode("utf-8", "replace"))
            skipping = not whole


def _tail(path: Path) -> str:
    """The last line the child wrote to stderr (at most 120 characters)."""
    try:
        with open(path, "rb") as handle:
            handle.seek(max(0, path.stat().st_size - 4096))
            last = handle.read().decode("utf-8", "replace").strip().splitlines()[-1:]
    except OSError:
        return ""
    return last[0][:120] if last else ""


def stop_all() -> None:
    """Kill every notebook running now (the grader was interrupted: its children are in their own sessions,
    so Ctrl-C does not reach them); none starts until :func:`allow_runs`."""
    _STOPPING.set()
    with _LIVE_LOCK:
        live = list(_LIVE)
    for process in live:
        _kill(process)


def allow_runs() -> None:
    """Let notebooks run again (a new batch after :func:`stop_all`)."""
    _STOPPING.clear()


def _limits(timeout: float, memory_mb: int, uid: int | None):
    def apply():                            # runs in the child between fork and exec
        import resource
        cpu = int(timeout) + 5
        for name, value in (("RLIMIT_CPU", (cpu, cpu + 5)), ("RLIMIT_AS", (memory_mb << 20,) * 2),
                            ("RLIMIT_FSIZE", (64 << 20,) * 2), ("RLIMIT_NOFILE", (256, 256)),
                            ("RLIMIT_CORE", (0, 0))):
            try:
                resource.setrlimit(getattr(resource, name), value)
            except (ValueError, OSError, AttributeError):
                pass
        if uid is not None:
            try:
                resource.setrlimit(resource.RLIMIT_NPROC, (64, 64))
            except (ValueError, OSError):
                pass
            os.setgroups([])
            os.setgid(uid)
            os.setuid(uid)
    return apply


def _kill(process) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError, OSError):
        pass


def _read_records(lines: list, run: Run) -> None:
    """Fill ``run`` from the child's lines; anything that is not a record is ignored (it can only be the
    notebook's own doing, and it can only choose its own answers)."""
    for line in lines:
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):
            continue
        if not isinstance(record, dict):
            continue
        number = record.get("q")
        if isinstance(number, bool) or not isinstance(number, int) or not 0 < number < 10_000:
            if isinstance(record.get("error"), str) and len(run.errors) < 20:
                run.errors.append(record["error"][:200])
            continue
        kind = record.get("kind")
        if kind == "answer":
            run.tries[number] = run.tries.get(number, 0) + 1
            if record.get("blank") is True:
                run.answers[number] = {"blank": True}
            elif "value" in record:
                run.answers[number] = {"value": record["value"]}
            else:
                run.answers[number] = {"unreadable": True}
        elif kind == "looked":
            run.looked.add(number)
            if isinstance(record.get("name"), str) and len(run.looked_names) < 50:
                run.looked_names.add(f"Q{number}.{record['name'][:40]}")


# ---------------------------------------------------------------------------
# The child's side (runs the learner's code; imports IPython when it has it)

#: What a question shows the learner (given with the question, or the learner's own tools). Reading any other
#: attribute from the notebook's code is reading the answer.
_PUBLIC = {"number", "rules", "var", "key", "title", "title_code", "form_code", "call", "check", "hint",
           "prompt", "form", "read", "status", "attempts", "hints_given", "last", "revealed", "earned",
           "body_html", "show_value", "names", "table", "chosen", "hints_allowed", "solutions_allowed"}
#: What some questions show as part of the question (who won, the order of play, the table); allowed unless it
#: is the very answer of that question (a "who wins?" question's winner).
_SHOWN_WITH_QUESTION = {"winner", "order", "exposed_counts", "concealed_fours", "cards"}
_QUIET: list = []            # non-empty while the sandbox itself reads an answer
_SHOWN = {"solution"}


def _given(cls) -> set:
    import inspect
    try:
        params = inspect.signature(cls.__init__).parameters.values()
    except (TypeError, ValueError):
        return set()
    return {p.name for p in params if p.kind == p.KEYWORD_ONLY}


def _is_answer(question, name: str) -> bool:
    """Whether attribute ``name`` of ``question`` holds its expected answer (compared as values, not numbers:
    a number shown with a question may equal the answer by chance)."""
    _QUIET.append(1)                         # the sandbox's own look at the answer is not the notebook's
    try:
        value = object.__getattribute__(question, name)
        expected = object.__getattribute__(question, "expected")
    except Exception:
        return True
    finally:
        _QUIET.pop()
    if isinstance(value, (bool, int)) or value is None:
        return False
    try:
        return bool(value == expected) or value is expected
    except Exception:
        return True


#: What works out or shows a question's answer. In the sandbox ``check`` judges nothing, so nothing of the
#: notebook's needs them: any call (``Question.expected.fget(q)`` too, which no attribute watch sees) is looking.
_ANSWER_METHODS = ("expected", "judge", "hints", "misconception", "answer_lines", "solution", "feedback_for",
                   "_feedback")


def _guard_answer_methods(base, record) -> None:
    """Replace each question class's answer methods and ``expected`` property by ones that report their use."""
    import functools
    from . import chan, indian_rummy, phom, tongits      # noqa: F401  (every game's question classes)

    def classes(cls):
        yield cls
        for sub in cls.__subclasses__():
            yield from classes(sub)

    def reporting(function, name):
        @functools.wraps(function)
        def wrapper(self, *args, **kwargs):
            if not _QUIET:
                try:
                    record(q=object.__getattribute__(self, "number"), kind="looked", name=name)
                except Exception:
                    pass
            return function(self, *args, **kwargs)
        return wrapper

    for cls in set(classes(base)):
        for name in _ANSWER_METHODS:
            member = cls.__dict__.get(name)
            if isinstance(member, property) and member.fget is not None:
                setattr(cls, name, property(reporting(member.fget, name)))
            elif callable(member):
                setattr(cls, name, reporting(member, name))


def child_main(job_path: str, out_fd: int) -> None:
    """Run the job's cells one by one (an error does not stop the next, as a learner runs cells), recording
    each answer handed to ``check`` on the pipe ``out_fd``."""
    job = json.loads(Path(job_path).read_text(encoding="utf-8"))
    out = open(out_fd, "w", encoding="utf-8", buffering=1)

    def record(**fields) -> None:
        try:
            # A newline first: whatever the notebook wrote to this pipe without one cannot swallow the record.
            out.write("\n" + json.dumps(fields) + "\n")
        except (TypeError, ValueError, OSError):
            pass

    from .core import AnswerError, Feedback, Question
    allowed_by_class: dict = {}

    def check(self, answer=..., *args, **kwargs):
        try:
            if answer is ...:
                record(q=self.number, kind="answer", blank=True)
            else:
                try:
                    record(q=self.number, kind="answer", value=encode(self.read(answer)))
                except (AnswerError, CodecError):
                    record(q=self.number, kind="answer")
                except Exception:      # the question could not read it: not readable
                    record(q=self.number, kind="answer")
        except Exception:
            pass
        # Nothing is judged here: a check that answered ✔ or ✘ would let code try answers until one is right.
        return Feedback("recorded", object.__getattribute__(self, "number"), "", "answer recorded for grading")

    def watch(self, name):
        if not name.startswith("__") or name == "__dict__":
            try:
                frame = sys._getframe(1)
                mine = frame.f_globals.get("__name__") == "__main__"
            except ValueError:
                mine = False
            if mine:
                cls = type(self)
                allowed = allowed_by_class.get(cls)
                if allowed is None:
                    allowed = allowed_by_class[cls] = _PUBLIC | _given(cls)
                if name in _SHOWN_WITH_QUESTION and name not in allowed:
                    allowed = allowed | ({name} if not _is_answer(self, name) else set())
                if name not in allowed or name in _SHOWN:
                    number = object.__getattribute__(self, "number")
                    record(q=number, kind="looked", name=name[:40])
        return object.__getattribute__(self, name)

    Question.check = check
    Question.__getattribute__ = watch
    _guard_answer_methods(Question, record)

    try:
        from IPython.core.interactiveshell import InteractiveShell
        shell = InteractiveShell.instance()
        shell.user_ns["__name__"] = "__main__"
    except Exception:          # no IPython: plain exec (magics then fail as the errors they are)
        shell = None
    namespace = {"__name__": "__main__"}
    for index, source in enumerate(job.get("cells", [])):
        if shell is not None:
            result = shell.run_cell(source, store_history=False, silent=True)
            error = result.error_in_exec or result.error_before_exec
            if error is not None:
                record(error=f"cell {index + 1}: {type(error).__name__}")
        else:
            try:
                exec(compile(source, f"<cell {index + 1}>", "exec"), namespace)
            except BaseException as error:   # a cell's SystemExit or KeyboardInterrupt stops only that cell
                record(error=f"cell {index + 1}: {type(error).__name__}")
    out.close()
    os._exit(0)            # skip the notebook's atexit hooks and threads
