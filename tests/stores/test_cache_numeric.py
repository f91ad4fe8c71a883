"""Cache and numeric edge cases (issue 18, class 6): a damaged cache never crashes ``cache info``/``clear``,
a cached vector holding NaN is a miss (recomputed, replaced), and bertscore's ``idf`` weights and ``layer``
are checked when the metric is built."""

from __future__ import annotations

import json
import math
import sqlite3
from pathlib import Path

import numpy as np
import pytest

from answersim import Cosine, FakeEmbeddings, evaluate
from answersim.cli.main import main
from answersim.errors import ConfigError
from answersim.metrics.bertscore import BERTScore
from answersim.stores.sqlite import CacheRebuiltWarning, SQLiteCache

CASES = [{"expected_output": f"reference {i} about topic {i % 7}", "actual_output": f"answer {i}"} for i in range(300)]


def filled_cache(path: Path) -> None:
    cache = SQLiteCache(path)
    evaluate(CASES, [Cosine(FakeEmbeddings(64))], cache=cache, progress=False)
    cache.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    cache.close()


def damage_pages(path: Path) -> None:
    """Keep SQLite's header page and scribble over every page after it (opening works, reading fails)."""
    size = path.stat().st_size
    with open(path, "r+b") as fh:
        fh.seek(4096)
        fh.write(bytes(range(256)) * ((size - 4096) // 256))


@pytest.mark.parametrize("action", [["info"], ["info", "--json"], ["clear"]])
def test_cache_commands_set_a_damaged_file_aside(tmp_path, capsys, action):
    path = tmp_path / "cache.sqlite"
    filled_cache(path)
    damage_pages(path)
    with pytest.warns(CacheRebuiltWarning, match="is damaged"):
        code = main(["cache", *action, "--cache", str(path)])
    out, err = capsys.readouterr()
    assert code == 0 and "internal error" not in err
    assert len(list(tmp_path.glob("cache.sqlite.corrupt-*"))) == 1
    if "--json" in action:
        assert json.loads(out)["entries"] == 0
    assert len(SQLiteCache(path)) == 0  # a fresh, working cache in its place


def poison(path: Path, text: str) -> int:
    """Overwrite the cached vector of ``text`` with NaNs, as a bad write or a broken model would leave it."""
    import hashlib

    key = hashlib.sha256(text.encode()).digest()
    conn = sqlite3.connect(path)
    rows = conn.execute("SELECT rowid, meta FROM entries WHERE codec = 'f32'").fetchall()
    dims = json.loads(rows[0][1])[0]
    nan = np.full(dims, np.nan, dtype="<f4").tobytes()
    changed = conn.execute("UPDATE entries SET data = ? WHERE key = ?", (nan, key)).rowcount
    conn.commit()
    conn.close()
    return changed


def test_a_cached_vector_holding_nan_is_a_miss_and_is_recomputed(tmp_path):
    path = tmp_path / "cache.sqlite"
    metric = [Cosine(FakeEmbeddings(64))]
    truth = evaluate(CASES[:5], metric, progress=False).scores("cosine")  # no cache at all
    cache = SQLiteCache(path)
    evaluate(CASES[:5], metric, cache=cache, progress=False)
    cache.close()
    target = CASES[2]["actual_output"]
    try:
        changed = poison(path, target)
    except IndexError:
        pytest.fail("no f32 rows cached")
    assert changed == 1, "the key scheme changed; adjust poison()"
    again = evaluate(CASES[:5], metric, cache=SQLiteCache(path), progress=False)
    assert [i.results["cosine"].status for i in again.items] == ["ok"] * 5
    assert again.scores("cosine") == pytest.approx(truth)
    assert again.cache is not None and again.cache.misses == 1 and again.cache.hits == 9
    third = evaluate(CASES[:5], metric, cache=SQLiteCache(path), progress=False)
    assert third.cache is not None and third.cache.hits == 10  # the entry was replaced by a finite vector


def test_arrays_holding_nan_or_infinity_are_not_stored(tmp_path):
    cache = SQLiteCache(tmp_path / "c.sqlite")
    cache.put_many("ns", {"nan": np.array([1.0, np.nan]), "inf": np.array([[np.inf]]), "ok": np.ones(2)})
    assert set(cache.get_many("ns", ["nan", "inf", "ok"])) == {"ok"}
    assert cache.skipped == 2


# -- bertscore options -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("idf", "words"),
    [
        ({"paris": float("nan")}, "'paris' must be a finite number >= 0"),
        ({"paris": float("inf")}, "'paris' must be a finite number >= 0"),
        ({"paris": -1.0}, "'paris' must be a finite number >= 0"),
        ({"paris": "high"}, "'paris' must be a number"),
        ({"paris": 0, "france": 0.0}, "all 0"),
    ],
)
def test_bad_idf_weights_are_a_config_error_naming_idf(idf, words):
    with pytest.raises(ConfigError, match="idf") as caught:
        BERTScore(FakeEmbeddings(16), idf=idf)
    assert words in str(caught.value)


def test_a_zero_weight_ignores_that_token():
    """Independent arithmetic: with 'the' weighted 0, the API form's recall is the mean over the other words."""
    metric = BERTScore(FakeEmbeddings(16), idf={"the": 0.0, "capital": 1.0, "paris": 1.0})
    plain = BERTScore(FakeEmbeddings(16))
    weighted = metric.score(
        "paris",
        "the capital paris",
    ).details
    unweighted = plain.score("paris", "capital paris").details
    assert weighted["recall"] == pytest.approx(unweighted["recall"])
    assert all(math.isfinite(weighted[k]) for k in ("precision", "recall", "f1"))


def test_layer_counts_from_the_top_when_negative_and_is_checked(local_model):
    depth = BERTScore(local_model).layer
    assert depth == 6  # all-MiniLM-L6-v2: 6 transformer layers above the embedding layer 0
    assert BERTScore(local_model, layer=-1).layer == depth
    assert BERTScore(local_model, layer=-(depth + 1)).layer == 0
    assert BERTScore(local_model, layer=3.0).layer == 3
    for bad in (depth + 1, -(depth + 2)):
        with pytest.raises(ConfigError, match=f"layer {bad} does not exist"):
            BERTScore(local_model, layer=bad)
    for bad in (1.5, float("nan"), float("inf"), True, "six", [6]):
        with pytest.raises(ConfigError, match="layer must be a whole number"):
            BERTScore(local_model, layer=bad)
