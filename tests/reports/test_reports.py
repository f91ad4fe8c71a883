"""Report statistics, the JSON reproducibility record and the Markdown report."""

from __future__ import annotations

import hashlib
import io
import json
import platform
import re

import numpy as np
import pytest
from scipy import stats

from answersim.cli.main import main
from answersim.io.writers import write_report
from answersim.metrics.cosine import Cosine
from answersim.providers.embeddings.fake import FakeEmbeddings
from answersim.reports.stats import bootstrap_ci, statistics
from answersim.runner.core import evaluate


def _cases(n: int = 40) -> list[dict]:
    out = []
    for i in range(n):
        expected = f"The answer to question {i} is {i * 7}."
        actual = expected if i % 4 else f"I do not know about {i}."
        out.append({"id": f"c{i}", "expected_output": expected, "actual_output": actual, "tags": [f"g{i % 3}"]})
    return out


def test_statistics_per_metric_and_tag_match_independent_computation():
    report = evaluate(_cases(), [Cosine(model=FakeEmbeddings(32), threshold=0.5)], progress=False)
    summary = statistics(report)["cosine"]
    scores = np.array(report.scores("cosine"))
    assert summary.mean == pytest.approx(scores.mean())
    assert summary.median == pytest.approx(np.median(scores))
    assert summary.p95 == pytest.approx(np.percentile(scores, 95))
    assert summary.pass_rate == pytest.approx(np.mean(scores >= 0.5))
    ref = stats.bootstrap((scores,), np.mean, method="percentile", n_resamples=5000, rng=0).confidence_interval
    assert summary.ci95[0] == pytest.approx(ref.low, abs=0.01) and summary.ci95[1] == pytest.approx(ref.high, abs=0.01)
    for tag in ("g0", "g1", "g2"):
        subset = np.array([s for s, c in zip(scores, _cases()) if c["tags"] == [tag]])
        assert summary.by_tag[tag].count == subset.size
        assert summary.by_tag[tag].mean == pytest.approx(subset.mean())
    assert bootstrap_ci([0.5]) is None
    assert bootstrap_ci([0.2, 0.2, 0.2]) == pytest.approx((0.2, 0.2))


def test_json_report_has_statistics_and_reproducibility(tmp_path):
    data = tmp_path / "cases.jsonl"
    data.write_text("\n".join(json.dumps(c) for c in _cases(8)) + "\n")
    out = tmp_path / "report.json"
    assert (
        main(
            ["eval", str(data), "--provider", "fake", "--metric", "cosine", "--threshold", "0.6", "-o", str(out), "-q"]
        )
        == 0
    )
    doc = json.loads(out.read_text())
    repro = doc["reproducibility"]
    assert repro["dataset"] == {"path": str(data), "sha256": hashlib.sha256(data.read_bytes()).hexdigest()}
    assert repro["python"] == platform.python_version()
    assert repro["libraries"]["numpy"] == np.__version__
    assert repro["answersim_version"] == __import__("answersim").__version__
    assert repro["metrics"]["cosine"]["threshold"] == 0.6
    assert repro["normalisation"]["cosine"] == {"mapping": "clip"}
    assert any(m.get("model") == "fake" for m in repro["models"])
    s = doc["statistics"]["cosine"]
    assert set(s) >= {"mean", "median", "p95", "pass_rate", "ci95", "by_tag"} and set(s["by_tag"]) == {"g0", "g1", "g2"}
    assert len(doc["items"]) == 8


def test_local_model_weights_hash_is_recorded(local_model, tmp_path):
    report = evaluate(_cases(2), [Cosine(model=local_model)], progress=False)
    path = write_report(report, tmp_path / "r.json")
    models = json.loads(path.read_text())["reproducibility"]["models"]
    assert {"model": local_model.model_id, "weights_sha256": local_model.weights_sha256}.items() <= models[0].items()
    assert len(local_model.weights_sha256) == 64


def test_markdown_report_escapes_and_puts_failures_first(tmp_path):
    cases = _cases(8)
    cases[5]["actual_output"] = "a | pipe\nand <b>html</b> and `code`"
    report = evaluate(cases, [Cosine(model=FakeEmbeddings(32), threshold=0.5)], progress=False)
    text = write_report(report, tmp_path / "r.md").read_text()
    rows = [line for line in text.splitlines() if re.match(r"\| c\d+ \|", line)]
    assert len(rows) == 8
    assert all(line.count(" | ") == rows[0].count(" | ") for line in rows)  # no cell broke out of the table
    assert "<b>" not in text and "&lt;b&gt;html&lt;/b&gt;" in text
    failing = {i.id for i in report.items if not i.results["cosine"].passed}
    assert {r.split(" | ")[0][2:] for r in rows[: len(failing)]} == failing
    assert "95% CI" in text and "## By tag" in text


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_terminal_summary_is_rich_on_a_tty_and_plain_when_piped(tmp_path):
    from answersim.reports.terminal import render
    from answersim.stores.sqlite import SQLiteCache

    cases = _cases(6)
    cases[0]["actual_output"] = "[red]markup[/red] stays text"
    metric = Cosine(model=FakeEmbeddings(32), threshold=0.5)
    evaluate(cases, [metric], cache=SQLiteCache(tmp_path / "c.sqlite"), progress=False)
    report = evaluate(cases, [metric], cache=SQLiteCache(tmp_path / "c.sqlite"), progress=False)
    plain = io.StringIO()
    render(report, stream=plain)
    text = plain.getvalue()
    assert "\x1b[" not in text and "│" not in text
    assert "metric\tn\terrors\tmean\t95% CI" in text
    distinct = len({c[k] for c in cases for k in ("expected_output", "actual_output")})
    assert f"cache: {distinct} hit(s), 0 miss(es); saved" in text
    tty = _Tty()
    render(report, stream=tty)
    assert "Summary" in tty.getvalue() and "│" in tty.getvalue()
    assert "[red]markup[/red]" in tty.getvalue()  # user text is not read as rich markup
