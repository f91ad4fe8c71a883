"""The terminal view of a report: a per-item table and a summary (rich on a TTY, plain text when piped)."""

from __future__ import annotations

import sys
from typing import IO

from answersim.results import ItemResult, MetricResult, Report


def _cell(result: MetricResult | None) -> str:
    if result is None:
        return "-"
    if result.status != "ok":
        return result.status.upper()
    mark = "" if result.passed is None else (" ✓" if result.passed else " ✗")
    return f"{result.score:.3f}{mark}"


def _flags(item: ItemResult) -> str:
    """The blind-spot checks that fired for an item ("⚠ numbers,negation"), or "-"."""
    return "⚠ " + ",".join(item.flags) if item.flags else "-"


def _fmt(value: float | None, pct: bool = False) -> str:
    if value is None:
        return "-"
    return f"{value:.1%}" if pct else f"{value:.3f}"


def _safe(text: str | None) -> str:
    """User text fit for a terminal: control and format characters (ESC, bidi overrides) become U+FFFD."""
    return "".join(ch if ch.isprintable() else "\ufffd" for ch in " ".join((text or "").split()))


def _short(text: str | None, width: int) -> str:
    text = _safe(text)
    return text if len(text) <= width else text[: width - 1] + "…"


def summary_rows(report: Report) -> list[list[str]]:
    from answersim.reports.stats import statistics

    rows = []
    for name, agg in statistics(report).items():
        rows.append(
            [
                name,
                str(agg.count),
                str(agg.errors),
                _fmt(agg.mean),
                "-" if agg.ci95 is None else f"{agg.ci95[0]:.3f}–{agg.ci95[1]:.3f}",
                _fmt(agg.median),
                _fmt(agg.p95),
                _fmt(agg.pass_rate, True),
            ]
        )
    return rows


SUMMARY_HEADER = ["metric", "n", "errors", "mean", "95% CI", "median", "p95", "pass rate"]


def usage_line(report: Report) -> str:
    total = report.total_usage
    line = (
        f"usage: {total.tokens:g} tokens, ${total.cost_usd:.6f}, {total.calls:g} call(s), "
        f"{total.latency_s:.2f}s in providers"
    )
    cache = report.cache
    if cache is not None:
        saved = cache.saved
        line += (
            f"\ncache: {cache.hits} hit(s), {cache.misses} miss(es); saved {saved.tokens:g} tokens, "
            f"${saved.cost_usd:.6f}, {saved.calls:g} call(s)"
        )
    return line


def render(report: Report, *, stream: IO[str] | None = None, items: bool = True, max_items: int = 200) -> None:
    """Print the report: per-item scores (first ``max_items``), the summary and usage."""
    stream = stream or sys.stdout
    if stream.isatty():
        _render_rich(report, stream, items, max_items)
    else:
        _render_plain(report, stream, items, max_items)


def _render_plain(report: Report, stream: IO[str], items: bool, max_items: int) -> None:
    if items:
        header = ["id", *report.metrics, "flags", "actual_output"]
        stream.write("\t".join(header) + "\n")
        for item in report.items[:max_items]:
            cells = [
                _safe(item.id),
                *(_cell(item.results.get(m)) for m in report.metrics),
                _flags(item),
                _short(item.case.actual_output, 60),
            ]
            stream.write("\t".join(cells) + "\n")
            for r in item.results.values():
                if r.status == "error":
                    stream.write(f"\t{r.metric} error: {_safe(r.error)}\n")
        if len(report.items) > max_items:
            stream.write(f"... {len(report.items) - max_items} more item(s) in the report file\n")
        stream.write("\n")
    stream.write("\t".join(SUMMARY_HEADER) + "\n")
    for row in summary_rows(report):
        stream.write("\t".join(row) + "\n")
    stream.write(usage_line(report) + "\n")


def _render_rich(report: Report, stream: IO[str], items: bool, max_items: int) -> None:
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    console = Console(file=stream)
    if items:
        table = Table(title="Items", show_lines=False)
        table.add_column("id", style="dim")
        for m in report.metrics:
            table.add_column(m, justify="right")
        table.add_column("flags", style="yellow")
        table.add_column("actual_output", overflow="fold")
        for item in report.items[:max_items]:
            cells = []
            for m in report.metrics:
                r = item.results.get(m)
                style = "red" if r is None or r.status != "ok" or r.passed is False else ""
                cells.append(f"[{style}]{_cell(r)}[/]" if style else _cell(r))
            table.add_row(
                escape(_safe(item.id)), *cells, escape(_flags(item)), escape(_short(item.case.actual_output, 60))
            )
        console.print(table)
        if len(report.items) > max_items:
            console.print(f"… {len(report.items) - max_items} more item(s) in the report file")
        for item in report.items[:max_items]:
            for r in item.results.values():
                if r.status == "error":
                    console.print(f"[red]{escape(_safe(item.id))} {escape(r.metric)}: {escape(_safe(r.error))}[/]")
    summary = Table(title="Summary")
    for col in SUMMARY_HEADER:
        summary.add_column(col, justify="left" if col == "metric" else "right")
    for row in summary_rows(report):
        summary.add_row(*row)
    console.print(summary)
    console.print(usage_line(report))
