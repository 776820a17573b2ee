"""Writing a file whole, never through a link: what `--save` and `judge export html` write.

The data goes into a temporary file beside the target, which is then put in its place: renamed onto it
(`replace`: a link found there is replaced by the file, never followed, since a rename does not follow
links), or linked there only if nothing is there yet (a file that appeared meanwhile is never replaced).
A failure leaves the target as it was and no temporary file behind. Callers turn OSError into their own
message.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_whole(target: Path, data: bytes, replace: bool = True) -> None:
    """`data` at `target`, whole or not at all; without `replace`, FileExistsError if anything is there."""
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes it private; what judge writes is an ordinary file
        if replace:
            os.replace(tmp, target)
            return
        try:
            os.link(tmp, target)  # fails if anything is there: never a silent overwrite
        except FileExistsError:
            raise
        except OSError:  # a filesystem without hard links
            if os.path.lexists(target):
                raise FileExistsError(target) from None
            os.replace(tmp, target)
    finally:
        if os.path.lexists(tmp):
            os.unlink(tmp)
