"""The runner: plan every metric's requests, resolve each unique one once, compute, in chunks or streamed."""

from answersim.runner.core import Runner, aevaluate, evaluate, validate_cases

__all__ = ["Runner", "aevaluate", "evaluate", "validate_cases"]
