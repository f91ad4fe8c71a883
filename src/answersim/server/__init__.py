"""``answersim serve``: an offline HTTP service (FastAPI under uvicorn) for non-Python stacks.

Import this package only when serving: it needs FastAPI and uvicorn, which the rest of answersim does not.
"""

from __future__ import annotations

from answersim.server.app import ServeSettings, create_app
from answersim.server.run import is_loopback, serve

__all__ = ["ServeSettings", "create_app", "is_loopback", "serve"]
