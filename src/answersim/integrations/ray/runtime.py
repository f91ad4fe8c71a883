"""Importing and starting Ray: an error naming the extra when it is missing; a small local Ray or a cluster."""

from __future__ import annotations

import os
from typing import Any

from answersim.errors import ConfigError


def require_ray() -> Any:
    """The ``ray`` module, or an error naming the extra to install."""
    try:
        import ray
        import ray.data  # the Data library is part of the extra
    except ImportError:
        raise ConfigError("--ray and answersim.integrations.ray need Ray: pip install 'answersim[ray]'") from None
    return ray


def ensure_ray(address: str | None = None, *, num_cpus: int | None = None) -> Any:
    """Join the cluster at ``address``, or start a local Ray with ``num_cpus`` (no dashboard) when none runs."""
    ray = require_ray()
    if ray.is_initialized():
        return ray
    os.environ.setdefault("RAY_DATA_DISABLE_PROGRESS_BARS", "1")
    if address:
        ray.init(address=address, log_to_driver=False)
    else:
        # "local": always a fresh instance, never a cluster some earlier `ray start` left in /tmp/ray
        ray.init(
            address="local", num_cpus=num_cpus, include_dashboard=False, log_to_driver=False, configure_logging=False
        )
    return ray
