"""Orca for the end-to-end tests, its debug log written line by line.

Orca writes its debug log through a block-buffered file, which a test cannot
read while Orca runs. This opens that one file line-buffered instead, then
runs Orca as its own executable runs it. Run it with the system's python3:

    orca-line-log.py ORCA LOG [ORCA ARGUMENTS...]

where ORCA is the path of Orca's executable.
"""

import builtins
import runpy
import sys

ORCA, LOG = sys.argv[1], sys.argv[2]
_open = builtins.open


def line_buffered_log(file, mode="r", *arguments, **keywords):
    if str(file) == LOG:
        return _open(file, mode, buffering=1, encoding="utf-8", errors="replace")
    return _open(file, mode, *arguments, **keywords)


builtins.open = line_buffered_log
sys.argv = ["orca", "--debug-file=" + LOG] + sys.argv[3:]
runpy.run_path(ORCA, run_name="__main__")
