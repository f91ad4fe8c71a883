"""Secrets never leave the process; models load from safetensors only; no remote code; reports written safely."""

from __future__ import annotations

import contextlib
import json
import os
import pickle
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from answersim.cli.main import main
from answersim.errors import ConfigError
from tests.support.judge_script import step_of
from tests.support.servers import LocalServer, Reply

REPO = Path(__file__).resolve().parents[2]
KEY = "sk-live-SECURITY-TEST-5b1f0c9a7e"


def _dump(path: Path) -> bytes:
    """Every byte a file holds, SQLite files read through SQLite too (pages may be compressed by layout)."""
    raw = path.read_bytes()
    if raw.startswith(b"SQLite format 3"):
        conn = sqlite3.connect(path)
        for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type='table'").fetchall():
            for row in conn.execute(f'SELECT * FROM "{name}"'):
                raw += repr(row).encode()
        conn.close()
    return raw


def test_a_whole_run_never_writes_the_api_key_anywhere(tmp_path: Path) -> None:
    data = tmp_path / "cases.jsonl"
    rows = [
        {"id": f"q{i}", "input": "a question", "expected_output": f"reference {i}", "actual_output": f"answer {i}"}
        for i in range(6)
    ]
    rows.append({"id": "echo", "expected_output": "reflect", "actual_output": "echo the key"})
    data.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    work = tmp_path / "out"
    work.mkdir()
    env = {
        **os.environ,
        "ANSWERSIM_TEST_KEY": KEY,
        "ANSWERSIM_CACHE": str(work / "cache.sqlite"),
        "ANSWERSIM_HTTP_BACKOFF_S": "0.001",
        "ANSWERSIM_HTTP_RETRIES": "1",
    }
    with LocalServer() as server:

        def judge(body: dict) -> dict:  # a well-formed verdict for any texts
            step = step_of(body["messages"][1]["content"])
            if step == "extract":
                return {"ground_truth_units": ["truth"], "output_units": ["output"]}
            if step == "analyse":
                match = {"ground_truth_unit": "truth", "output_unit": "output", "match_type": "semantic"}
                return {"matches": [match], "contradictions": [], "extra_info": []}
            return {"reason": "scripted"}

        def faults(path: str, body: dict) -> Reply | None:
            texts = body.get("input") if path.endswith("/embeddings") else None
            if texts and any("echo" in t for t in texts):  # a server that echoes the credentials back
                auth = next(r.headers.get("Authorization") for r in reversed(server.stub.requests))
                return Reply(status=401, body={"error": {"message": f"invalid key {auth}"}})
            return None

        server.stub.fault_for = faults
        server.stub.chat_handler = judge
        common = ["--base-url", server.base_url, "--api-key-env", "ANSWERSIM_TEST_KEY", "--provider", "openai"]
        llm = ["--llm-base-url", server.base_url, "--llm-api-key-env", "ANSWERSIM_TEST_KEY", "--llm-model", "judge"]
        runs = [
            ["eval", str(data), *common, *llm, "--metric", "cosine", "--metric", "llm-judge", "--no-progress",
             "--save-run", "baseline", "--runs-db", str(work / "runs.sqlite"), "--journal", str(work / "j.jsonl"),
             "-o", str(work / "report.json")],
            ["eval", str(data), *common, "--json", "-o", str(work / "report.html")],
            ["eval", str(data), *common, "-o", str(work / "report.md")],
            ["eval", str(data), *common, "-o", str(work / "report.csv"), "--quiet"],
            ["score", "reference", "echo the key", *common, "--json"],
        ]  # fmt: skip
        outputs, codes = [], []
        for args in runs:
            done = subprocess.run(
                [sys.executable, "-m", "answersim", *args],
                env=env,
                cwd=work,
                capture_output=True,
                timeout=300,
            )
            outputs += [done.stdout, done.stderr]
            codes.append(done.returncode)
        # eval isolates the echoing item's 401 (exit 0, its result an error); score has one item: exit 2
        assert codes == [0, 0, 0, 0, 2], [o.decode()[-500:] for o in outputs[1::2]]
        assert any(f"Bearer {KEY}" == r.headers.get("Authorization") for r in server.stub.requests)  # it was used

    files = [p for p in work.rglob("*") if p.is_file()]
    names = {p.name for p in files}
    assert {"report.json", "report.html", "report.md", "report.csv", "runs.sqlite", "cache.sqlite", "j.jsonl"} <= names
    everything = b"".join(outputs) + b"".join(_dump(p) for p in files)
    assert b"invalid key" in everything  # the echoed error was reported...
    assert KEY.encode() not in everything  # ...with the key scrubbed out
    assert KEY[8:].encode() not in everything
    report = json.loads((work / "report.json").read_text())
    assert report["aggregates"]["llm-judge"]["count"] == 7  # the judge really ran, with the key, on every item


def test_reprs_and_errors_do_not_hold_the_key(monkeypatch, openai_server) -> None:
    from answersim import OpenAIEmbeddings
    from answersim.errors import ProviderError
    from answersim.providers.llm.openai import OpenAIChat

    monkeypatch.setenv("ANSWERSIM_TEST_KEY", KEY)
    embed = OpenAIEmbeddings(base_url=openai_server.base_url, api_key_env="ANSWERSIM_TEST_KEY")
    chat = OpenAIChat(base_url=openai_server.base_url, api_key_env="ANSWERSIM_TEST_KEY")
    for obj in (embed, chat):
        assert KEY not in repr(obj) and KEY not in json.dumps(obj.describe()) and KEY not in str(vars(obj))
    openai_server.stub.faults.append(Reply(status=403, body={"error": f"key {KEY} revoked"}))
    with pytest.raises(ProviderError) as info:
        embed.embed_many(["a"])
    assert KEY not in str(info.value) and "***" in str(info.value)


class _Evil:
    """Unpickling this writes a marker file: proof that a pickle was (or was not) loaded."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return (Path.write_text, (self.marker, "pwned"))


def _booby_trap(model_dir: Path, marker: Path) -> None:
    for weights in list(model_dir.rglob("model.safetensors")):
        weights.unlink()
        with open(weights.with_name("pytorch_model.bin"), "wb") as fh:
            pickle.dump(_Evil(marker), fh)


@pytest.mark.parametrize("engine", ["torch", "onnx"])
def test_pickle_only_models_are_refused_before_anything_is_unpickled(tmp_path, engine) -> None:
    from answersim.providers.embeddings.local import LocalEmbeddings
    from tests.support.tinymodels import bi_encoder_dir

    model = bi_encoder_dir(tmp_path / "bi")
    marker = tmp_path / "marker"
    _booby_trap(model, marker)
    with pytest.raises(ConfigError, match=r"only as pickle files .*pytorch_model.bin.*safetensors") as info:
        LocalEmbeddings(model, engine=engine).embed_many(["hello"])
    assert "save_file" in str(info.value)  # tells the user how to convert
    assert not marker.exists()


def test_cross_encoder_with_pickle_weights_loads_nothing(tmp_path) -> None:
    from answersim.metrics.cross_encoder import CrossEncoderMetric
    from tests.support.tinymodels import cross_encoder_dir

    model = cross_encoder_dir(tmp_path / "ce")
    marker = tmp_path / "marker"
    _booby_trap(model, marker)
    result = CrossEncoderMetric(model).score("a", "b")
    assert result.status == "error" and "safetensors" in result.error
    assert not marker.exists()


def test_remote_code_in_a_model_folder_is_not_run_by_default(tmp_path) -> None:
    from answersim.providers.embeddings.local import LocalEmbeddings
    from tests.support.tinymodels import bi_encoder_dir

    model = bi_encoder_dir(tmp_path / "bi")
    marker = tmp_path / "marker"
    (model / "evil.py").write_text(
        f"open({str(marker)!r}, 'w').write('pwned')\nfrom transformers import BertModel as EvilModel\n"
    )
    config = json.loads((model / "config.json").read_text())
    config["auto_map"] = {"AutoModel": "evil.EvilModel", "AutoConfig": "evil.EvilModel"}
    (model / "config.json").write_text(json.dumps(config))
    embedder = LocalEmbeddings(model, engine="torch")
    assert embedder.trust_remote_code is False
    with contextlib.suppress(ConfigError):  # refusing the folder is fine too; running its code is not
        embedder.embed_many(["hello"])
    assert not marker.exists()


def test_reports_are_written_atomically_and_only_where_asked(tmp_path, capsys) -> None:
    data = tmp_path / "cases.jsonl"
    data.write_text(json.dumps({"expected_output": "a", "actual_output": "b"}) + "\n", encoding="utf-8")
    out = tmp_path / "reports"
    out.mkdir()
    target = out / "report.json"
    target.write_text("previous report")
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text("not to be touched")
    link = out / "link.json"
    link.symlink_to(elsewhere)
    flags = ["--provider", "fake", "--no-journal", "--no-cache", "--quiet"]
    assert main(["eval", str(data), *flags, "-o", str(target)]) == 0
    assert main(["eval", str(data), *flags, "-o", str(link)]) == 0
    assert json.loads(target.read_text())["items"][0]["actual_output"] == "b"
    assert elsewhere.read_text() == "not to be touched"  # the symlink was replaced, not written through
    assert not link.is_symlink() and json.loads(link.read_text())["items"]
    assert sorted(p.name for p in out.iterdir()) == ["link.json", "report.json"]  # no temporary files left
    assert main(["eval", str(data), *flags, "-o", str(out)]) == 2  # a folder is not a report file
    assert "cannot write" in capsys.readouterr().err
    assert sorted(p.name for p in out.iterdir()) == ["link.json", "report.json"]


def test_an_unexpected_failure_is_one_line_not_a_traceback(tmp_path, capsys, monkeypatch) -> None:
    import answersim.cli.eval as eval_cmd

    def broken(*args, **kwargs):
        raise TypeError("something nobody expected")

    monkeypatch.setattr(eval_cmd, "load_cases", broken)
    monkeypatch.delenv("ANSWERSIM_DEBUG", raising=False)
    assert main(["eval", str(tmp_path / "x.jsonl"), "--provider", "fake"]) == 3
    err = capsys.readouterr().err
    assert "internal error: TypeError: something nobody expected" in err and "Traceback" not in err


def test_a_private_credentials_file_stands_in_for_the_variable(tmp_path, monkeypatch, openai_server) -> None:
    from answersim import OpenAIEmbeddings
    from answersim.providers.embeddings.openai import require_key

    creds = tmp_path / "credentials"
    creds.write_text(f"# answersim keys\nOTHER_KEY=nope\nANSWERSIM_FILE_KEY = '{KEY}'\n")
    creds.chmod(0o600)
    monkeypatch.setenv("ANSWERSIM_CREDENTIALS", str(creds))
    monkeypatch.delenv("ANSWERSIM_FILE_KEY", raising=False)
    client = OpenAIEmbeddings(base_url=openai_server.base_url, api_key_env="ANSWERSIM_FILE_KEY")
    require_key("ANSWERSIM_FILE_KEY")
    client.embed_many(["a"])
    assert openai_server.stub.requests[-1].headers["Authorization"] == f"Bearer {KEY}"
    monkeypatch.setenv("ANSWERSIM_FILE_KEY", "sk-from-env")  # the environment wins
    client.embed_many(["b"])
    assert openai_server.stub.requests[-1].headers["Authorization"] == "Bearer sk-from-env"

    creds.chmod(0o644)
    monkeypatch.delenv("ANSWERSIM_FILE_KEY")
    with pytest.raises(ConfigError, match="can be read by other users; make it private with: chmod 600") as info:
        client.embed_many(["c"])
    assert KEY not in str(info.value)
    creds.chmod(0o600)
    with pytest.raises(ConfigError, match="ANSWERSIM_MISSING is not set") as info:
        require_key("ANSWERSIM_MISSING")
    assert str(creds) in str(info.value)
