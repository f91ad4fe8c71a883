"""The ``.md`` report: summary with confidence intervals, per-tag table, usage, and the failing items first.

Meant for pull-request comments and CI job summaries; user text is escaped so it cannot break tables.
"""

from __future__ import annotations

from typing import Any

from answersim.reports.document import report_document
from answersim.results import Report

MAX_ITEMS = 200


def _esc(text: Any, width: int = 120) -> str:
    """Text safe inside a Markdown table cell: one line, pipes/HTML/markup neutralised, shortened."""
    text = " ".join(str("" if text is None else text).split())
    if len(text) > width:
        text = text[: width - 1] + "…"
    for ch, rep in (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("|", "\\|")):
        text = text.replace(ch, rep)
    for ch in "`*_[]#":
        text = text.replace(ch, "\\" + ch)
    return text


def _num(value: float | None, pct: bool = False) -> str:
    if value is None:
        return "–"
    return f"{value:.1%}" if pct else f"{value:.3f}"


def _ci(ci: list[float] | None) -> str:
    return "–" if not ci else f"[{ci[0]:.3f}, {ci[1]:.3f}]"


def _failing_first(doc: dict[str, Any]) -> list[dict[str, Any]]:
    def rank(item: dict[str, Any]) -> tuple[int, float]:
        results = item["results"].values()
        bad = any(r["status"] != "ok" or r["passed"] is False for r in results)
        scores = [r["score"] for r in results if r["score"] is not None]
        return (0 if bad else 1, min(scores) if scores else -1.0)

    return sorted(doc["items"], key=rank)


def report_markdown(report: Report) -> str:
    doc = report_document(report)
    lines = ["# answersim report", ""]
    meta = doc["meta"]
    lines.append(
        f"{meta.get('items', len(doc['items']))} items · metrics: {', '.join(doc['metrics'])} · "
        f"answersim {meta.get('answersim_version', '?')} · {meta.get('started_at', '')}"
    )
    lines += ["", "## Summary", "", "| metric | n | errors | mean | 95% CI | median | p95 | pass rate |"]
    lines.append("|---|---:|---:|---:|---|---:|---:|---:|")
    for name, s in doc["statistics"].items():
        lines.append(
            f"| {_esc(name)} | {s['count']} | {s['errors']} | {_num(s['mean'])} | {_ci(s['ci95'])} | "
            f"{_num(s['median'])} | {_num(s['p95'])} | {_num(s['pass_rate'], True)} |"
        )
    tagged = [(m, t, s) for m, st in doc["statistics"].items() for t, s in st["by_tag"].items()]
    if tagged:
        lines += [
            "",
            "## By tag",
            "",
            "| metric | tag | n | mean | 95% CI | pass rate |",
            "|---|---|---:|---:|---|---:|",
        ]
        for m, t, s in tagged:
            lines.append(
                f"| {_esc(m)} | {_esc(t)} | {s['count']} | {_num(s['mean'])} | {_ci(s['ci95'])} | "
                f"{_num(s['pass_rate'], True)} |"
            )
    usage = doc["usage"]["total"]
    lines += ["", "## Usage", ""]
    lines.append(f"{usage['tokens']} tokens · ${usage['cost_usd']:.6f} · {usage['calls']} call(s)")
    cache = doc["usage"].get("cache")
    if cache:
        lines.append(
            f"\ncache: {cache['hits']} hits, {cache['misses']} misses · saved {cache['saved']['tokens']} tokens, "
            f"${cache['saved']['cost_usd']:.6f}"
        )
    lines += ["", "## Items (failing first)", ""]
    header = ["id", *doc["metrics"], "flags", "actual_output", "expected_output"]
    lines.append("| " + " | ".join(_esc(h) for h in header) + " |")
    lines.append("|" + "---|" * len(header))
    items = _failing_first(doc)
    for item in items[:MAX_ITEMS]:
        cells = [_esc(item["id"])]
        for m in doc["metrics"]:
            r = item["results"].get(m)
            if r is None:
                cells.append("–")
            elif r["status"] != "ok":
                cells.append(f"**{r['status']}**")
            else:
                mark = "" if r["passed"] is None else (" ✅" if r["passed"] else " ❌")
                cells.append(f"{r['score']:.3f}{mark}")
        cells.append(_esc(", ".join(item.get("flags") or [])) or "–")
        cells += [_esc(item.get("actual_output"), 80), _esc(item.get("expected_output"), 80)]
        lines.append("| " + " | ".join(cells) + " |")
    if len(items) > MAX_ITEMS:
        lines.append(f"\n… {len(items) - MAX_ITEMS} more items in the JSON report.")
    repro = doc["reproducibility"]
    lines += ["", "## Reproducibility", ""]
    lines.append(f"- Python {repro['python']}; " + ", ".join(f"{k} {v}" for k, v in repro["libraries"].items()))
    for m in repro["models"]:
        lines.append("- model " + ", ".join(f"{k}={_esc(v)}" for k, v in m.items()))
    if repro["dataset"]["path"]:
        lines.append(f"- dataset {_esc(repro['dataset']['path'])} sha256 {repro['dataset']['sha256']}")
    return "\n".join(lines) + "\n"
