"""The persistent SQLite cache: codecs without pickle, two writing processes, and zero calls on a second run."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from answersim.cli.main import main
from answersim.metrics.cosine import Cosine
from answersim.providers.embeddings.fake import FakeEmbeddings
from answersim.providers.embeddings.openai import OpenAIEmbeddings
from answersim.results import Usage
from answersim.runner.core import evaluate
from answersim.stores.codecs import decode, encode, register_codec
from answersim.stores.memory import item_key
from answersim.stores.sqlite import SQLiteCache

REPO = Path(__file__).resolve().parents[2]


@dataclass
class TokenVectors:
    """Stand-in for a value class another module registers (to_dict/from_dict holding arrays)."""

    tokens: list[str]
    vectors: np.ndarray

    def to_dict(self) -> dict:
        return {"tokens": self.tokens, "vectors": self.vectors}

    @classmethod
    def from_dict(cls, d: dict) -> TokenVectors:
        return cls(d["tokens"], d["vectors"])


register_codec(TokenVectors)


def test_values_round_trip_without_pickle(tmp_path):
    cache = SQLiteCache(tmp_path / "c.sqlite")
    vec = np.linspace(-1, 1, 384, dtype=np.float64)
    judge = {"score": 0.75, "reason": "same core facts", "labels": [1, 2], "__weird__": None}
    tv = TokenVectors(["[CLS]", "paris"], np.arange(6, dtype=np.float32).reshape(2, 3))
    mixed = (np.ones((2, 2), dtype=np.float32), {"ids": np.array([1, 2, 3], dtype=np.int64)}, 0.5)
    values = {"v": vec, "j": judge, "f": 0.8125, "t": tv, "m": mixed, "nan": float("nan")}
    cache.put_many("ns", values)
    cache.close()

    got = SQLiteCache(tmp_path / "c.sqlite").get_many("ns", [*values, "absent"])
    assert set(got) == set(values)
    assert got["v"].dtype == np.float32 and got["v"].shape == (384,)
    np.testing.assert_array_equal(got["v"], vec.astype(np.float32))
    assert got["j"] == judge and got["f"] == 0.8125 and np.isnan(got["nan"])
    assert isinstance(got["t"], TokenVectors) and got["t"].tokens == tv.tokens
    np.testing.assert_array_equal(got["t"].vectors, tv.vectors)
    assert isinstance(got["m"], tuple) and got["m"][2] == 0.5
    np.testing.assert_array_equal(got["m"][1]["ids"], [1, 2, 3])

    # vectors are stored as raw float32 bytes: 4 bytes per dimension, no pickle anywhere
    conn = sqlite3.connect(tmp_path / "c.sqlite")
    rows = {bytes(k).decode(): c for k, c in conn.execute("SELECT key, codec FROM entries")}
    size = conn.execute("SELECT LENGTH(data) FROM entries WHERE key = ?", (b"v",)).fetchone()[0]
    assert rows["v"] == "f32" and size == 384 * 4
    assert rows["j"] == "json" and rows["t"].startswith("obj:")


def test_unencodable_values_are_skipped_not_fatal(tmp_path):
    cache = SQLiteCache(tmp_path / "c.sqlite")
    cache.put_many("ns", {"a": object(), "b": 1.0})
    assert cache.skipped == 1 and cache.get_many("ns", ["a", "b"]) == {"b": 1.0}
    with pytest.raises(TypeError):
        encode(object())
    assert decode(*encode([1, "x"])) == [1, "x"]


WRITER = textwrap.dedent(
    """
    import sys
    import numpy as np
    from answersim.stores.sqlite import SQLiteCache
    path, worker = sys.argv[1], int(sys.argv[2])
    cache = SQLiteCache(path)
    for batch in range(40):
        values = {f"w{worker}-{batch}-{i}": np.full(64, worker * 1000 + batch * 10 + i, np.float32) for i in range(10)}
        cache.put_many("shared|sentence", values)
        # both workers also write the same keys: replacing must not fail or lose anything
        cache.put_many("shared|sentence", {f"common-{batch}": np.full(64, batch, np.float32)})
        assert len(cache.get_many("shared|sentence", list(values))) == 10
    """
)


def test_two_processes_fill_the_same_cache(tmp_path):
    path = tmp_path / "shared.sqlite"
    script = tmp_path / "writer.py"
    script.write_text(WRITER)
    procs = [
        subprocess.Popen([sys.executable, str(script), str(path), str(w)], stderr=subprocess.PIPE, text=True)
        for w in (1, 2)
    ]
    for p in procs:
        _, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
    cache = SQLiteCache(path)
    assert len(cache) == 2 * 40 * 10 + 40
    got = cache.get_many("shared|sentence", [f"w2-39-{i}" for i in range(10)] + ["common-7"])
    assert float(got["w2-39-9"][0]) == 2000 + 390 + 9 and float(got["common-7"][0]) == 7


def test_a_lock_sqlite_reports_at_once_is_waited_out_not_dropped(tmp_path, monkeypatch):
    """SQLite skips its busy handler where waiting could deadlock; the cache retries instead of dropping work."""
    import threading

    from answersim.stores import sqlite as store

    monkeypatch.setattr(store, "BUSY_TIMEOUT_MS", 1)  # SQLite itself gives up at once, as in those cases
    path = tmp_path / "busy.sqlite"
    SQLiteCache(path).put_many("ns", {"first": np.ones(4, np.float32)})
    seen_busy = threading.Event()
    real_is_busy = store.is_busy

    def spy(exc: BaseException) -> bool:
        busy = real_is_busy(exc)
        if busy:
            seen_busy.set()
        return busy

    monkeypatch.setattr(store, "is_busy", spy)
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")  # another process is writing

    def release_once_the_writer_met_the_lock() -> None:
        seen_busy.wait(30)
        holder.execute("COMMIT")

    thread = threading.Thread(target=release_once_the_writer_met_the_lock)
    thread.start()
    cache = SQLiteCache(path)
    cache.put_many("ns", {"second": np.full(4, 2, np.float32)})
    thread.join()
    holder.close()
    assert seen_busy.is_set() and cache.errors == 0
    assert float(SQLiteCache(path).get_many("ns", ["second"])["second"][1]) == 2.0


def _cases(n: int = 12) -> list[dict]:
    return [
        {"id": f"q{i}", "expected_output": f"reference answer number {i}", "actual_output": f"candidate reply {i} here"}
        for i in range(n)
    ]


def test_second_run_makes_no_http_requests_and_reports_savings(openai_server, tmp_path):
    stub = openai_server.stub
    client = OpenAIEmbeddings("text-embedding-3-small", base_url=openai_server.base_url, batch_size=5)
    cache_path = tmp_path / "cache.sqlite"

    first = evaluate(_cases(), [Cosine(model=client)], cache=SQLiteCache(cache_path), progress=False)
    requests_first = len(stub.requests)
    assert requests_first == 5  # 24 distinct texts in batches of 5
    served_tokens = sum(
        sum(len(t.split()) for t in r.body["input"]) for r in stub.requests if r.path.endswith("/embeddings")
    )
    assert first.total_usage.tokens == served_tokens
    assert first.cache.hits == 0 and first.cache.misses == 24

    second = evaluate(_cases(), [Cosine(model=client)], cache=SQLiteCache(cache_path), progress=False)
    assert len(stub.requests) == requests_first  # zero requests on the second run
    assert second.scores("cosine") == pytest.approx(first.scores("cosine"), abs=1e-6)
    assert second.total_usage.tokens == 0
    assert second.cache.hits == 24 and second.cache.misses == 0
    assert second.cache.saved.tokens == pytest.approx(served_tokens)
    expected_cost = served_tokens * 0.02 / 1_000_000  # the published text-embedding-3-small price
    assert second.cache.saved.cost_usd == pytest.approx(expected_cost)
    usage = second.to_dict()["usage"]["cache"]
    assert usage["hits"] == 24 and usage["saved"]["tokens"] == served_tokens


def test_cli_caches_by_default_and_no_cache_bypasses(openai_server, tmp_path, capsys):
    data = tmp_path / "cases.jsonl"
    data.write_text("\n".join(json.dumps(c) for c in _cases(4)) + "\n")
    cache = tmp_path / "c.sqlite"
    args = ["eval", str(data), "--metric", "cosine", "--provider", "openai", "--base-url", openai_server.base_url]
    args += ["--cache", str(cache)]
    assert main([*args, "-o", str(tmp_path / "r1.json")]) == 0
    n = len(openai_server.stub.requests)
    assert main([*args, "-o", str(tmp_path / "r2.json")]) == 0
    assert len(openai_server.stub.requests) == n
    out = capsys.readouterr().out
    assert "cache: 8 hit(s), 0 miss(es); saved" in out
    report = json.loads((tmp_path / "r2.json").read_text())
    assert report["usage"]["cache"]["hits"] == 8 and report["usage"]["total"]["tokens"] == 0
    assert main([*args, "--no-cache"]) == 0
    assert len(openai_server.stub.requests) == n + 1
    capsys.readouterr()

    assert main(["cache", "info", "--cache", str(cache), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["entries"] == 8 and info["namespaces"][0]["namespace"].startswith("openai:")
    assert main(["cache", "clear", "--cache", str(cache)]) == 0
    assert "removed 8 entries" in capsys.readouterr().out
    assert len(SQLiteCache(cache)) == 0


def test_usage_share_is_stored_with_each_value(tmp_path):
    cache = SQLiteCache(tmp_path / "c.sqlite")
    cache.put_many("ns", {item_key("a"): 1.0}, usage={item_key("a"): Usage(tokens=3, cost_usd=0.5, calls=0.25)})
    assert cache.get_many("ns", [item_key("a")]) == {item_key("a"): 1.0}
    saved = cache.saved_usage("ns", [item_key("a")])
    assert (saved.tokens, saved.cost_usd, saved.calls) == (3, 0.5, 0.25)


def test_token_vectors_are_stored_compactly_without_registration(tmp_path):
    from answersim.providers.embeddings import contextual

    rng = np.random.default_rng(0)
    tv = contextual.TokenVectors(
        tokens=["the", "cat", "sat"],
        ids=[1996, 4937, 2938],
        vectors=rng.standard_normal((3, 384)).astype(np.float32),
        special=rng.standard_normal((2, 384)).astype(np.float32),
        layer=6,
    )
    codec, meta, data = encode(tv)
    assert codec == "obj:answersim.providers.embeddings.contextual.TokenVectors"
    assert len(data) == (3 + 2) * 384 * 4 and len(meta) < 400  # float32 bytes, not JSON numbers
    back = decode(codec, meta, data)
    assert back.tokens == tv.tokens and back.ids == tv.ids and back.layer == 6
    np.testing.assert_array_equal(back.vectors, tv.vectors)
    np.testing.assert_array_equal(back.special, tv.special)


def test_only_answersim_modules_are_imported_to_decode(tmp_path):
    with pytest.raises(KeyError):
        decode("obj:os.system", "{}", b"")


def test_clear_by_namespace_prefix_keeps_the_rest(tmp_path, capsys):
    path = tmp_path / "c.sqlite"
    cache = SQLiteCache(path)
    cache.put_many("openai:http://x/v1:m|sentence", {item_key("a"): 1.0, item_key("b"): 2.0})
    cache.put_many("local:minilm:abc|sentence", {item_key("a"): 3.0})
    cache.put_many("local_x|sentence", {item_key("a"): 4.0})  # "_" must not act as a LIKE wildcard
    cache.close()
    assert main(["cache", "clear", "--cache", str(path), "--namespace", "local:"]) == 0
    assert "removed 1 entry" in capsys.readouterr().out
    left = SQLiteCache(path)
    assert len(left) == 3 and left.get_many("local_x|sentence", [item_key("a")]) == {item_key("a"): 4.0}
    left.close()
    assert main(["cache", "clear", "--cache", str(path), "--namespace", "local_"]) == 0  # not "local" + any char
    assert "removed 1 entry" in capsys.readouterr().out
    assert len(SQLiteCache(path)) == 2


def test_an_unusable_cache_location_warns_and_runs_without_it(tmp_path, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert (
        main(
            ["score", "same", "same", "--metric", "cosine", "--provider", "fake", "--cache", str(blocker / "c.sqlite")]
        )
        == 0
    )
    captured = capsys.readouterr()
    assert "cosine: 1.0000" in captured.out
    assert "unavailable" in captured.err and "running without it" in captured.err


def test_a_cache_failing_mid_run_does_not_stop_the_run(tmp_path):
    path = tmp_path / "c.sqlite"
    cache = SQLiteCache(path)
    cache.put_many("ns", {"k": 1.0})
    cache.conn.execute("DROP TABLE entries")  # the file stops answering queries
    with pytest.warns(UserWarning, match="continuing without it"):
        report = evaluate(_cases(3), [Cosine(model=FakeEmbeddings(16))], cache=cache, progress=False)
    assert all(r.status == "ok" for i in report.items for r in i.results.values())
    assert report.cache.misses == 6 and cache.errors == 1  # the write of the new vectors failed
    assert cache.get_many("ns", ["k"]) == {} and cache.errors == 2  # a failed read is a miss


def test_fakes_with_different_fixtures_do_not_share_cached_vectors(tmp_path):
    cache = SQLiteCache(tmp_path / "cache.sqlite")
    case = [{"expected_output": "a", "actual_output": "b"}]
    same = FakeEmbeddings(2, fixtures={"a": [1.0, 0.0], "b": [1.0, 0.0]})
    apart = FakeEmbeddings(2, fixtures={"a": [1.0, 0.0], "b": [0.0, 1.0]})
    first = evaluate(case, [Cosine(same)], cache=cache, progress=False).items[0].results["cosine"].raw_score
    second = evaluate(case, [Cosine(apart)], cache=cache, progress=False).items[0].results["cosine"].raw_score
    assert (first, second) == pytest.approx((1.0, 0.0))


def test_memory_cache_serves_hits_with_their_usage_and_can_be_bounded():
    """One cache concept: MemoryCache is the Cache protocol over the runner's LRU memo, optionally bounded."""
    import numpy as np

    from answersim.results import Usage
    from answersim.stores.memory import MemoryCache

    cache = MemoryCache()
    cache.put_many("ns", {"a": np.ones(4, np.float32)}, {"a": Usage(tokens=3, calls=1)})
    assert list(cache.get_many("ns", ["a", "b"])) == ["a"] and (cache.hits, cache.misses) == (1, 1)
    assert cache.saved_usage("ns", ["a"]).tokens == 3
    small = MemoryCache(max_bytes=2_000)
    small.put_many("ns", {str(i): np.zeros(64, np.float32) for i in range(20)})
    kept = small.get_many("ns", [str(i) for i in range(20)])
    assert 0 < len(kept) < 20 and "19" in kept  # the oldest went first
