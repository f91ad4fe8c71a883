"""pytest plugin (entry point ``pytest11``): the ``assert_similar`` fixture for users' test suites."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest


@pytest.fixture
def assert_similar() -> Callable[..., Any]:
    """``assert_similar(expected, actual, threshold=0.8, metric="cosine", **options)``."""
    from answersim.integrations.pytest import assert_similar as check

    return check
