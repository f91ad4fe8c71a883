"""The ``.html`` report: one self-contained file (inline CSS, JS and SVG; no network) to open in a browser.

Summary cards, a histogram per metric, and a per-item table that sorts and filters (failing first), with a
badge per blind-spot check that fired (numbers, negation, …) and a filter by check.
Clicking a row shows the texts and, for ``bertscore``, the token alignment. All user text reaches the
page as JSON read with ``textContent`` or through :func:`html.escape`, so it is shown, never run.
"""

from __future__ import annotations

import json
from html import escape
from importlib import resources
from typing import Any

from answersim.reports.document import report_document
from answersim.results import Report, strict_dumps

BINS = 20
#: the page may fetch nothing: everything it needs is inline
CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"


def _json_for_script(value: Any) -> str:
    """JSON that cannot end the ``<script>`` element it sits in."""
    text = strict_dumps(value, ensure_ascii=False)
    for ch, rep in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):
        text = text.replace(ch, rep)
    return text


def _num(value: float | None, pct: bool = False) -> str:
    if value is None:
        return "–"
    return f"{value:.1%}" if pct else f"{value:.3f}"


def histogram_svg(scores: list[float], threshold: float | None, *, width: int = 320, height: int = 120) -> str:
    """An inline SVG histogram of scores in [0, 1] with ``BINS`` bins and the threshold as a line."""
    counts = [0] * BINS
    for s in scores:
        if s == s and abs(s) != float("inf"):  # a NaN score would be a metric's bug; it is not drawn
            counts[min(BINS - 1, max(0, int(s * BINS)))] += 1
    top = max(counts) or 1
    pad, bar_w = 18, (width - 8) / BINS
    bars = []
    for i, c in enumerate(counts):
        h = (height - pad - 4) * c / top
        x = 4 + i * bar_w
        low = i / BINS
        failing = threshold is not None and low + 1 / BINS <= threshold
        bars.append(
            f'<rect x="{x:.1f}" y="{height - pad - h:.1f}" width="{bar_w - 1:.1f}" height="{h:.1f}" '
            f'class="{"bar fail" if failing else "bar"}"><title>{low:.2f}–{low + 1 / BINS:.2f}: {c}</title></rect>'
        )
    axis = "".join(
        f'<text x="{4 + t * (width - 8):.1f}" y="{height - 4}" class="tick">{t:g}</text>'
        for t in (0, 0.25, 0.5, 0.75, 1)
    )
    line = ""
    if threshold is not None:
        tx = 4 + threshold * (width - 8)
        line = (
            f'<line x1="{tx:.1f}" x2="{tx:.1f}" y1="0" y2="{height - pad}" class="thr"><title>threshold</title></line>'
        )
    return (
        f'<svg class="hist" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f'aria-label="histogram of scores">{"".join(bars)}{line}{axis}</svg>'
    )


def _cards(doc: dict[str, Any]) -> str:
    cards = []
    for name, s in doc["statistics"].items():
        scores = [
            i["results"][name]["score"]
            for i in doc["items"]
            if name in i["results"] and i["results"][name]["status"] == "ok" and i["results"][name]["score"] is not None
        ]
        thresholds = {i["results"][name]["threshold"] for i in doc["items"] if name in i["results"]} - {None}
        threshold = next(iter(thresholds)) if len(thresholds) == 1 else None
        ci = "–" if not s["ci95"] else f"{s['ci95'][0]:.3f} – {s['ci95'][1]:.3f}"
        tags = "".join(
            f"<tr><td>{escape(t)}</td><td>{ts['count']}</td><td>{_num(ts['mean'])}</td>"
            f"<td>{_num(ts['pass_rate'], True)}</td></tr>"
            for t, ts in s["by_tag"].items()
        )
        tag_table = (
            f'<table class="tags"><tr><th>tag</th><th>n</th><th>mean</th><th>pass</th></tr>{tags}</table>'
            if tags
            else ""
        )
        cards.append(
            f'<section class="card" data-metric="{escape(name)}"><h2>{escape(name)}</h2>'
            f'<div class="big">{_num(s["mean"])}</div><div class="sub">mean · 95% CI {ci}</div>'
            f"<dl><dt>median</dt><dd>{_num(s['median'])}</dd><dt>p95</dt><dd>{_num(s['p95'])}</dd>"
            f"<dt>pass rate</dt><dd>{_num(s['pass_rate'], True)}</dd><dt>scored</dt><dd>{s['count']}</dd>"
            f"<dt>errors</dt><dd>{s['errors']}</dd></dl>{histogram_svg(scores, threshold)}{tag_table}</section>"
        )
    usage = doc["usage"]["total"]
    cache = doc["usage"].get("cache")
    cache_line = (
        f"<div class='sub'>cache {cache['hits']} hits / {cache['misses']} misses · saved "
        f"{cache['saved']['tokens']} tokens, ${cache['saved']['cost_usd']:.4f}</div>"
        if cache
        else ""
    )
    cards.append(
        f'<section class="card"><h2>usage</h2><div class="big">{usage["tokens"]}</div><div class="sub">tokens · '
        f"${usage['cost_usd']:.4f} · {usage['calls']} calls</div>{cache_line}</section>"
    )
    return "".join(cards)


def _flag_options(doc: dict[str, Any]) -> str:
    names = dict.fromkeys(f for i in doc["items"] for f in i.get("flags") or [])
    return "".join(f'<option value="{escape(n)}">{escape(n)}</option>' for n in names)


def _flag_messages(item: dict[str, Any]) -> dict[str, str]:
    """What each fired check found ("numbers differ: 30 → 13"), by check, from the first metric that has it."""
    out: dict[str, str] = {}
    for result in item["results"].values():
        checks = (result.get("details") or {}).get("checks") or {}
        for name in checks.get("flags") or []:
            out.setdefault(name, (checks.get(name) or {}).get("message") or name)
    return out


def report_html(report: Report) -> str:
    doc = report_document(report)
    meta = doc["meta"]
    data = {
        "metrics": doc["metrics"],
        "items": [
            {
                "id": i["id"],
                "index": i["index"],
                "input": i.get("input"),
                "actual": i.get("actual_output"),
                "expected": i.get("expected_output"),
                "references": i.get("references") or [],
                "tags": i.get("tags") or [],
                "error": i.get("error"),
                "flags": i.get("flags") or [],
                "flag_messages": _flag_messages(i),
                "results": {
                    name: {k: r.get(k) for k in ("score", "passed", "status", "reason", "error", "threshold")}
                    | {
                        "band": (r.get("details") or {}).get("band"),
                        "alignment": (r.get("details") or {}).get("alignment"),
                    }
                    for name, r in i["results"].items()
                },
            }
            for i in doc["items"]
        ],
    }
    asset = resources.files("answersim.reports")
    css = asset.joinpath("report.css").read_text(encoding="utf-8")
    js = asset.joinpath("report.js").read_text(encoding="utf-8")
    title = f"answersim report · {meta.get('items', len(doc['items']))} items"
    dataset = doc["reproducibility"]["dataset"]["path"]
    subtitle = " · ".join(
        escape(str(x))
        for x in (dataset, f"answersim {meta.get('answersim_version', '?')}", meta.get("started_at"))
        if x
    )
    repro = escape(json.dumps(doc["reproducibility"], indent=2, ensure_ascii=False))
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)}</title><style>{css}</style></head>
<body><header><h1>{escape(title)}</h1><p class="sub">{subtitle}</p></header>
<div class="cards">{_cards(doc)}</div>
<div class="controls">
<label>filter <input id="filter" type="search" placeholder="text, id or tag"></label>
<label>show <select id="show"><option value="all">all items</option><option value="failing">failing</option>
<option value="passing">passing</option></select></label>
<label>flags <select id="flag"><option value="">any or none</option><option value="*">flagged</option>
<option value="-">not flagged</option>{_flag_options(doc)}</select></label>
<span id="count"></span></div>
<table id="items"><thead><tr id="head"></tr></thead><tbody id="rows"></tbody></table>
<details class="repro"><summary>reproducibility</summary><pre>{repro}</pre></details>
<script type="application/json" id="report-data">{_json_for_script(data)}</script>
<script>{js}</script></body></html>
"""
