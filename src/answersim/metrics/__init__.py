"""Metrics: one module per metric, pure functions of what the runner resolved; found by name in
:mod:`answersim.metrics.registry`."""

from __future__ import annotations

from answersim.metrics.base import Metric, band
from answersim.metrics.registry import available_metrics, get_metric, metric_class, register_metric

__all__ = ["Metric", "available_metrics", "band", "get_metric", "metric_class", "register_metric"]
