"""Issue 18, class 3: the API key never survives in text that came from a remote, whatever form it took."""

from __future__ import annotations

import base64
import json
import os
import sqlite3
import string
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

from hypothesis import given, settings
from hypothesis import strategies as st

from answersim.providers.redact import scrub
from tests.support.judge_script import step_of
from tests.support.servers import LocalServer, Recorded, Reply

SRC = Path(__file__).resolve().parents[2] / "src"
KEY36 = "sk-proj-AbCdEf/123456+GhIjKl_7890mnOp"  # 36 characters, with '/' and '+'
KEY_CHARS = st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_/+.=")
OTHER_CHARS = st.sampled_from(" ,:;!?()[]{}<>#~|äöüßéñ\n")  # no character a key here is made of


def _grams(text: str, n: int = 8) -> set[str]:
    return {text[i : i + n] for i in range(len(text) - n + 1)}


def test_a_truncated_key_in_a_300_character_excerpt_is_removed():
    body = "error: invalid api key provided: " + "x" * 234 + KEY36  # the excerpt keeps 33 of its 36 characters
    excerpt = body[:300]
    assert KEY36[:33] in excerpt and KEY36 not in excerpt
    cleaned = scrub(excerpt, [KEY36])
    assert not _grams(KEY36) & _grams(cleaned) and cleaned.endswith("***")
    assert cleaned.startswith("error: invalid api key provided: xxx")


def test_json_escaped_url_encoded_and_base64_keys_are_removed():
    forms = [
        json.dumps({"key": KEY36}).replace("/", "\\/"),
        json.dumps({"auth": f"Bearer {KEY36}"}, ensure_ascii=True),
        f"https://proxy.example/?key={quote(KEY36, safe='')}",
        "Basic " + base64.b64encode(f"user:{KEY36}".encode()).decode(),
        base64.urlsafe_b64encode(f"{KEY36}!".encode()).decode(),
    ]
    for text in forms:
        cleaned = scrub(text, [KEY36])
        assert "***" in cleaned, text
        assert not _grams(KEY36) & _grams(cleaned.replace("\\/", "/").replace("%2F", "/").replace("%2B", "+"))
        assert KEY36.encode() not in _decodable(cleaned)


B64 = set(string.ascii_letters + string.digits + "+/")


def _decodable(text: str) -> bytes:
    """Everything the base64 runs of ``text`` decode to, at every alignment (both alphabets)."""
    out = b""
    for part in text.replace("-", "+").replace("_", "/").split("***"):
        for start in range(4):
            run = "".join(c for c in part[start:] if c in B64)
            run = run[: len(run) // 4 * 4]
            out += base64.b64decode(run, validate=False) + b"|"
    return out


@settings(max_examples=300, deadline=None)
@given(
    key=st.text(KEY_CHARS, min_size=12, max_size=64),
    before=st.text(OTHER_CHARS, max_size=30),
    after=st.text(OTHER_CHARS, max_size=30),
    cut=st.integers(0, 64),
    form=st.sampled_from(["plain", "json", "slash", "url", "cut", "base64"]),
)
def test_no_8_character_piece_of_the_key_survives(key, before, after, cut, form):
    if form == "base64":
        text = before + base64.b64encode((before + key + after).encode()).decode() + after
    else:
        shown = {
            "plain": key,
            "json": json.dumps(key)[1:-1],
            "slash": json.dumps(key)[1:-1].replace("/", "\\/"),
            "url": quote(key, safe=""),
            "cut": key[: max(8, len(key) - cut)],
        }[form]
        text = before + shown + after
    cleaned = scrub(text, [key])
    decoded = cleaned.replace("\\/", "/")
    for code, char in (("%2F", "/"), ("%2B", "+"), ("%3D", "="), ("%2B", "+")):
        decoded = decoded.replace(code, char)
    assert not _grams(key) & _grams(decoded)
    if form == "base64":
        assert not _grams(key) & _grams(_decodable(cleaned).decode("latin-1"))
    assert scrub(before + after, [key]) == before + after  # text without the key is left alone


def _dump(path: Path) -> str:
    raw = path.read_bytes()
    if raw.startswith(b"SQLite format 3"):
        conn = sqlite3.connect(path)
        rows = [
            repr(row)
            for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type='table'").fetchall()
            for row in conn.execute(f'SELECT * FROM "{name}"')
        ]
        conn.close()
        return raw.decode("latin-1") + "".join(rows)
    return raw.decode("utf-8", "replace")


def test_an_echoing_judge_leaves_no_key_in_report_journal_or_history(tmp_path: Path) -> None:
    """The LLM judge's server echoes the key (plain, truncated, JSON-escaped) in its replies, good and bad."""

    def reply(recorded: Recorded) -> Reply:
        key = recorded.headers.get("Authorization", "").removeprefix("Bearer ")
        prompt = recorded.body["messages"][1]["content"]
        step = step_of(prompt)
        if "garbled" in prompt:  # unusable: the raw reply is kept for the user, with the key in it
            content = f"Sorry! key={key[:33]} / " + json.dumps({"k": key}).replace("/", "\\/")
        elif step == "extract":
            content = json.dumps({"ground_truth_units": ["truth"], "output_units": [f"unit {key}"]})
        elif step == "analyse":
            match = {"ground_truth_unit": "truth", "output_unit": "unit", "match_type": "semantic"}
            content = json.dumps({"matches": [match], "contradictions": [], "extra_info": []})
        else:
            content = json.dumps({"reason": f"Your key {key} works."}).replace("/", "\\/")
        body = {"choices": [{"message": {"content": content}}], "usage": {"prompt_tokens": 1}}
        return Reply(body=body)

    cases = tmp_path / "cases.jsonl"
    rows = [{"id": "good", "expected_output": "truth", "actual_output": "an answer"}]
    rows.append({"id": "bad", "expected_output": "truth", "actual_output": "garbled answer"})
    cases.write_text("".join(json.dumps(r) + "\n" for r in rows))
    work = tmp_path / "work"
    work.mkdir()
    env = {**os.environ, "ANSWERSIM_LEAK_KEY": KEY36, "ANSWERSIM_CACHE": str(work / "cache.sqlite")}
    env["PYTHONPATH"] = os.pathsep.join([str(SRC), env.get("PYTHONPATH", "")])  # this checkout's code
    with LocalServer() as server:
        server.stub.reply_for = reply
        args = ["eval", str(cases), "--metric", "llm-judge", "--llm-base-url", server.base_url]
        args += ["--llm-api-key-env", "ANSWERSIM_LEAK_KEY", "--llm-model", "judge", "--no-progress", "--json"]
        args += ["--save-run", "leak", "--runs-db", str(work / "runs.sqlite"), "--journal", str(work / "j.jsonl")]
        args += ["-o", str(work / "report.json")]
        done = subprocess.run([sys.executable, "-m", "answersim", *args], env=env, cwd=work, capture_output=True)
        assert any(r.headers.get("Authorization") == f"Bearer {KEY36}" for r in server.stub.requests)
    assert done.returncode in (0, 1, 2), done.stderr.decode()
    report = json.loads((work / "report.json").read_text())
    items = {item["id"]: item["results"]["llm-judge"] for item in report["items"]}
    assert items["good"]["status"] == "ok" and "***" in items["good"]["reason"]
    assert items["bad"]["status"] == "error" and items["bad"]["details"]["raw_reply"].startswith("Sorry! key=***")
    texts = [done.stdout.decode(), done.stderr.decode()] + [_dump(p) for p in work.rglob("*") if p.is_file()]
    assert {p.name for p in work.rglob("*")} >= {"report.json", "runs.sqlite", "j.jsonl"}
    everything = "".join(texts).replace("\\/", "/")
    assert not _grams(KEY36) & _grams(everything)
