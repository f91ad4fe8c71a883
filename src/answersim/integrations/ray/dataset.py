"""``evaluate_dataset``: score a ``ray.data.Dataset`` with answersim's metrics, in parallel Ray actors."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from answersim.integrations.ray.batch import BatchScorer, MetricSpec, build_metrics, prepare_rows, shippable


def evaluate_dataset(
    ds: Any,
    metrics: MetricSpec = None,
    *,
    mapping: Mapping[str, str] | None = None,
    batch_size: int = 512,
    concurrency: int = 2,
    num_cpus: float = 1,
    cache: str | None = None,
    llm_concurrency: int | None = None,
) -> Any:
    """Return ``ds`` with result columns (``{metric}_score``, ``_passed``, ``_status``, ``_error``, ``_flags``).

    ``metrics``: names, Metric objects that can be pickled, or a zero-argument function building them (runs
    once per actor; use it for metrics holding a loaded model or a connection). ``mapping``: contract field →
    column, e.g. ``{"actual_output": "response"}``. ``concurrency``: actors (each loads its models once);
    ``batch_size``: rows per batch, the unit of de-duplication. ``cache``: path of a SQLite cache file each
    actor opens (one node, or a shared file system). LLM-judge calls in flight are bounded across the whole
    job by ``llm_concurrency`` (default: the judge metric's own ``concurrency``). The dataset is lazy: the
    work runs when it is consumed (``write_parquet``, ``take_all``, ``iter_batches``).
    """
    from answersim.integrations.ray.limiter import judge_limits, start_limiter
    from answersim.integrations.ray.runtime import require_ray
    from answersim.io.mapping import check_mapping

    ray = require_ray()
    spec = shippable(metrics)
    mapping = check_mapping(mapping)
    built = build_metrics(spec)  # cheap: models load on first use, in the actors
    limiters = {name: start_limiter(limit) for name, limit in judge_limits(built, llm_concurrency).items()}
    # step 0 (bertscore's idf over every reference of the job) in one pass over the dataset on the driver;
    # iter_rows is lazy, so the dataset is read only when a metric needs the pass
    prepared = prepare_rows(built, ds.iter_rows(), mapping)
    return ds.map_batches(
        BatchScorer,
        fn_constructor_kwargs={
            "spec": spec,
            "mapping": mapping,
            "cache": cache,
            "limiters": limiters,
            "threads": max(1, int(num_cpus)),
            "prepared": prepared,
        },
        batch_size=batch_size,
        batch_format="pyarrow",
        compute=ray.data.ActorPoolStrategy(size=max(1, concurrency)),
        num_cpus=num_cpus,
    )
