"""Report files by extension: ``.json`` (everything), ``.csv`` (one row per item and metric), ``.md``, ``.html``;
``.parquet`` or ``DIR/`` (a trailing slash): one row per item (:mod:`answersim.io.results_table`).

Files are written atomically: to a temporary file beside the target, then renamed over it.
"""

from __future__ import annotations

import csv
import io
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from answersim.errors import ConfigError
from answersim.results import Report, strict_dumps

CSV_COLUMNS = (
    "index", "id", "metric", "status", "score", "raw_score", "passed", "threshold", "reason", "error",
    "tokens", "cost_usd", "latency_s", "input", "expected_output", "actual_output", "references", "tags", "flags",
)  # fmt: skip


def report_json(report: Report) -> str:
    return strict_dumps(report.to_dict(), ensure_ascii=False, indent=2)


def report_csv(report: Report) -> str:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=CSV_COLUMNS, extrasaction="ignore", lineterminator="\n")
    writer.writeheader()
    for item in report.items:
        case = item.case
        for name, result in item.results.items():
            writer.writerow(
                {
                    "index": item.index,
                    "id": item.id,
                    "metric": name,
                    "status": result.status,
                    "score": "" if result.score is None else f"{result.score:.6f}",
                    "raw_score": "" if result.raw_score is None else f"{result.raw_score:.6f}",
                    "passed": "" if result.passed is None else str(result.passed).lower(),
                    "threshold": "" if result.threshold is None else result.threshold,
                    "reason": result.reason,
                    "error": result.error or "",
                    **{k: v for k, v in result.usage.to_dict().items() if k != "calls"},
                    "input": case.input or "",
                    "expected_output": case.expected_output or "",
                    "actual_output": case.actual_output or "",
                    "references": json.dumps(list(case.references), ensure_ascii=False) if case.references else "",
                    "tags": json.dumps(list(case.tags), ensure_ascii=False) if case.tags else "",
                    "flags": ",".join(item.flags),
                }
            )
    return buffer.getvalue()


def _lazy(module: str, name: str) -> Callable[[Report], str]:
    """A renderer imported on first use (keeps report modules out of start-up)."""

    def render(report: Report) -> str:
        import importlib

        return getattr(importlib.import_module(module), name)(report)

    return render


#: extension -> renderer; other report formats register here
WRITERS: dict[str, Callable[[Report], str]] = {
    ".json": _lazy("answersim.reports.document", "report_json"),  # report + statistics + reproducibility
    ".csv": report_csv,
    ".md": _lazy("answersim.reports.markdown", "report_markdown"),
    ".html": _lazy("answersim.reports.html", "report_html"),
}


def write_report(report: Report, path: str | Path) -> Path:
    """Write ``report`` in the format given by the file extension, atomically."""
    folder = str(path).endswith(("/", os.sep))  # asked for explicitly: an existing folder alone is a mistake
    path = Path(path)
    if path.suffix.lower() in (".parquet", ".pq") or folder:
        from answersim.io.results_table import write_items  # pyarrow: the parquet extra

        return write_items(report.items, report.metrics, path)
    renderer = WRITERS.get(path.suffix.lower())
    if renderer is None:
        raise ConfigError(
            f"cannot write {path.suffix or 'files without an extension'}; use {', '.join(WRITERS)}, "
            ".parquet or DIR/ for part files"
        )
    try:
        atomic_write(path, renderer(report))
    except OSError as exc:
        raise ConfigError(f"cannot write the report to {path}: {exc.strerror or exc}") from None
    return path


def atomic_write(path: Path, text: str) -> None:
    """Write text to ``path`` via a temporary file in the same folder and an atomic rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())  # the bytes are on disk before the new name points at them
        os.replace(tmp, path)  # replaces a symlink at ``path`` itself; never writes through it
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
