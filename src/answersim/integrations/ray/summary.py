"""The run's summary, read back from the part files it wrote: aggregates as one process computes them
(:meth:`Aggregate.from_scores`), and a check that every input row is there exactly once."""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from answersim.io.parquet import require_pyarrow
from answersim.io.results_table import result_column
from answersim.results import Aggregate


def summarise_parts(output: str | Path, metrics: Sequence[str], *, rows: int) -> dict[str, Any]:
    """``{"items", "aggregates", "flagged", "missing", "duplicated"}`` from ``output``'s part files, a batch at a
    time (the driver keeps one float per scored row and one byte per input row). ``flagged``: blind-spot check →
    rows where any metric raised it, for a flag gate."""
    require_pyarrow()
    import pyarrow.parquet as pq

    scores = {m: array("d") for m in metrics}
    errors = dict.fromkeys(metrics, 0)
    passed = dict.fromkeys(metrics, 0)
    verdicts = dict.fromkeys(metrics, 0)
    seen = np.zeros(rows, dtype=np.uint8)
    flagged: Counter[str] = Counter()
    columns = ["index"] + [result_column(m, f) for m in metrics for f in ("score", "passed", "status", "flags")]
    for part in sorted(Path(output).glob("part-*.parquet")):
        for batch in pq.ParquetFile(part).iter_batches(columns=columns, batch_size=65_536):
            index = batch.column("index").to_numpy()
            inside = index[(index >= 0) & (index < rows)]
            np.add.at(seen, inside, 1)
            per_row = zip(*(batch.column(result_column(m, "flags")).to_pylist() for m in metrics))
            for lists in per_row:
                flagged.update({flag for flags in lists for flag in flags or ()})
            for m in metrics:
                status = np.asarray(batch.column(result_column(m, "status")).to_pylist(), dtype=object)
                score = batch.column(result_column(m, "score")).to_numpy(zero_copy_only=False)
                verdict = batch.column(result_column(m, "passed")).to_pylist()
                ok = status == "ok"
                errors[m] += int((status == "error").sum())
                scored = ok & ~np.isnan(score.astype(float))
                scores[m].extend(score[scored].astype(float).tolist())
                judged = [v for v, good in zip(verdict, scored) if good and v is not None]
                verdicts[m] += len(judged)
                passed[m] += sum(judged)
    aggregates = {
        m: Aggregate.from_scores(
            m,
            np.frombuffer(scores[m], dtype=np.float64) if len(scores[m]) else np.zeros(0),
            errors=errors[m],
            passed=passed[m],
            verdicts=verdicts[m],
        )
        for m in metrics
    }
    return {
        "items": int((seen > 0).sum()),
        "aggregates": aggregates,
        "flagged": dict(sorted(flagged.items())),
        "missing": int((seen == 0).sum()),
        "duplicated": int((seen > 1).sum()),
    }
