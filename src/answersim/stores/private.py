"""Private files and folders: the cache, journals and run history hold dataset texts, so only their owner
may read them (files 0600, folders 0700), whatever the umask."""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

FILE_MODE = 0o600
DIR_MODE = 0o700


def private_dir(path: Path) -> Path:
    """Create ``path`` and any missing parents as 0700 folders; folders that already exist are left as they are
    (they may be the user's own, such as the working directory)."""
    missing: list[Path] = []
    current = path
    while not current.exists():
        missing.append(current)
        if current.parent == current:
            break
        current = current.parent
    for folder in reversed(missing):
        with contextlib.suppress(FileExistsError):  # another process made it first
            folder.mkdir(mode=DIR_MODE)
        with contextlib.suppress(OSError):
            os.chmod(folder, DIR_MODE)  # mkdir's mode is filtered by the umask
    return path


def private_file(path: Path) -> Path:
    """Make sure ``path`` exists as a 0600 file (created empty if missing; an existing one of ours is tightened)."""
    private_dir(path.parent)
    # read-only is enough to create and to tighten, and still opens a cache file the user made read-only
    flags = os.O_RDONLY | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags, FILE_MODE)
    try:
        tighten(fd)
    finally:
        os.close(fd)
    return path


def tighten(fd: int) -> None:
    """Drop group and other permissions from an open regular file we own (best effort)."""
    if not hasattr(os, "fchmod"):  # Windows: no POSIX modes
        return
    with contextlib.suppress(OSError):
        info = os.fstat(fd)
        owner = os.geteuid() if hasattr(os, "geteuid") else info.st_uid
        if stat.S_ISREG(info.st_mode) and info.st_mode & 0o077 and info.st_uid == owner:
            os.fchmod(fd, stat.S_IMODE(info.st_mode) & ~0o077)


def companions(path: Path) -> None:
    """Tighten SQLite's ``-wal``/``-shm`` files of an existing database (new ones copy the database's mode)."""
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        with contextlib.suppress(OSError):
            if companion.is_file() and companion.stat().st_mode & 0o077:
                os.chmod(companion, FILE_MODE)
