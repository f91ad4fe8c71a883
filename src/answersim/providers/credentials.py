"""Where API keys come from: the environment, else a private credentials file (never a flag or a report).

The file is ``$ANSWERSIM_CREDENTIALS`` or ``credentials`` in the user config folder, one ``NAME=value``
per line (``#`` comments allowed), named like the environment variables it stands in for. Like an SSH
key, it is refused when other users can read it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from answersim.errors import ConfigError


def credentials_path() -> Path:
    """``$ANSWERSIM_CREDENTIALS`` if set, else ``credentials`` in the user config folder (platformdirs)."""
    env = os.environ.get("ANSWERSIM_CREDENTIALS")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_config_dir

    return Path(user_config_dir("answersim", appauthor=False)) / "credentials"


def read_key(name: str) -> str | None:
    """The secret called ``name``: the environment variable if set and non-empty, else the file's entry."""
    value = os.environ.get(name)
    if value:
        return value
    path = credentials_path()
    if not path.is_file():
        return None
    if os.name == "posix" and path.stat().st_mode & (stat.S_IRWXG | stat.S_IRWXO):
        raise ConfigError(f"{path} can be read by other users; make it private with: chmod 600 {path}")
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        key, sep, secret = text.partition("=")
        if not sep:
            raise ConfigError(f"{path}: line {number} is not NAME=value")  # the line itself may be a secret
        if key.strip() == name:
            return secret.strip().strip("'\"") or None
    return None
