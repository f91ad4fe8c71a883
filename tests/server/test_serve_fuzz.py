"""hypothesis posts arbitrary JSON to ``/v1/score`` and ``/v1/embeddings``: never a 500, never a hang.

The bodies are built from the fields, metric names and option names the service knows (allowed and
refused alike), filled with arbitrary JSON values (NaN, huge numbers, lone surrogates, deep nesting),
so most examples get past the first validation step.
"""

from __future__ import annotations

import json

import httpx
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from answersim.metrics import available_metrics
from answersim.providers.embeddings.fake import FakeEmbeddings
from answersim.server import ServeSettings
from answersim.server.options import ALLOWED, COMMON, SERVER_ONLY
from tests.support.serve_util import running_server
from tests.support.servers import LocalServer

OPTIONS = sorted({*COMMON, *SERVER_ONLY, *(o for a in ALLOWED.values() for o in a), "params", "baseline", "cache"})
CASE_FIELDS = ["actual_output", "expected_output", "references", "input", "id", "tags", "metadata"]

texts = st.text(st.characters(codec=None), max_size=40) | st.sampled_from(["", " ", "\ud83d", "Paris", "a" * 300])
scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=True, allow_infinity=True)
    | texts
)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(OPTIONS) | texts, inner, max_size=4),
    max_leaves=12,
)
# plausible values of the options a request may set (and, mixed in, anything at all)
option_values = {
    "threshold": st.floats(0, 1),
    "binary": st.booleans(),
    "mapping": st.sampled_from(["clip", "affine"]),
    "aggregation": st.sampled_from(["max", "mean", "min"]),
    "references": st.lists(texts, max_size=3),
    "form": st.sampled_from(["auto", "api", "contextual"]),
    "score": st.sampled_from(["f1", "precision", "recall"]),
    "layer": st.integers(-3, 3),
    "idf": st.booleans() | st.lists(texts, max_size=3) | st.dictionaries(texts, st.floats(-1e3, 1e3), max_size=3),
    "rescale_with_baseline": st.booleans(),
    "max_tokens": st.integers(-2, 600),
    "require_ground_truth": st.booleans(),
    "scale": st.floats(0, 10),
}
option_pairs = st.sampled_from(OPTIONS).flatmap(
    lambda name: st.tuples(st.just(name), option_values.get(name, json_values) | json_values)
)
options = st.lists(option_pairs, max_size=3).map(dict)
good_case = st.fixed_dictionaries(
    {"expected_output": texts, "actual_output": texts},
    optional={
        "references": st.lists(texts, max_size=3),
        "input": texts,
        "id": texts | st.integers(),
        "tags": st.lists(texts, max_size=2),
        "metadata": st.dictionaries(texts, json_values, max_size=3),
    },
)
any_case = good_case | st.dictionaries(st.sampled_from(CASE_FIELDS), json_values | texts, max_size=6)
metric_specs = st.lists(
    st.sampled_from([*available_metrics(), "nope"])
    | st.builds(lambda name, opts: {**opts, "name": name}, st.sampled_from(available_metrics()), options)
    | json_values,
    min_size=1,
    max_size=3,
)
plausible = st.fixed_dictionaries(
    {"cases": st.lists(any_case, min_size=1, max_size=4)},
    optional={"metrics": metric_specs, "options": options},
)
pair = st.fixed_dictionaries(
    {"expected_output": texts, "actual_output": texts},
    optional={"references": st.lists(texts, max_size=3), "input": texts, "metrics": metric_specs, "options": options},
)
anything = st.fixed_dictionaries(
    {},
    optional={
        "cases": json_values,
        "expected_output": json_values,
        "actual_output": json_values,
        "metrics": json_values,
        "options": json_values,
    },
)
score_bodies = plausible | pair | anything | json_values
embedding_bodies = (
    st.fixed_dictionaries(
        {},
        optional={
            "input": texts | st.lists(texts | json_values, max_size=5) | json_values,
            "model": texts | json_values,
            "encoding_format": st.sampled_from(["float", "base64", "hex"]) | json_values,
            "dimensions": st.integers(-5, 10**20) | json_values,
            "user": json_values,
        },
    )
    | json_values
)


@pytest.fixture(scope="module")
def service():
    with LocalServer() as backend:
        backend.stub.chat_handler = lambda body: "not json at all"
        settings = ServeSettings(
            max_batch=8,
            llm_model="judge",
            llm_base_url=backend.base_url,
            request_timeout_s=20,
            max_request_chars=20_000,
        )
        with running_server(FakeEmbeddings(8), settings) as server:
            yield server


def _post(url: str, body: object) -> httpx.Response:
    raw = json.dumps(body, allow_nan=True).encode("utf-8", "surrogatepass")
    return httpx.post(url, content=raw, headers={"Content-Type": "application/json"}, timeout=60)


FUZZ = settings(
    max_examples=int(__import__("os").environ.get("FUZZ_EXAMPLES", "120")),
    deadline=None,
    suppress_health_check=list(HealthCheck),
    database=None,
)


@FUZZ
@given(body=score_bodies)
@example(body={"cases": [{"expected_output": "a", "actual_output": "b", "metadata": {"x": float("nan")}}]})
@example(body={"expected_output": "a", "actual_output": "b", "metadata\ud83d": 1})  # pydantic cannot name it
@example(body={"cases": [{"expected_output": "a", "actual_output": "b", "metadata": {"k\ud800": 1}}]})
@example(body={"expected_output": "a", "actual_output": "b", "options": {"references": ["abcdefgh\ud800"]}})
@example(body={"expected_output": "a", "actual_output": "b", "options": {"name": "x"}})
def test_score_never_answers_500(service, body):
    response = _post(f"{service.base_url}/score", body)
    assert response.status_code == 200 or 400 <= response.status_code < 500, response.text
    json.loads(response.text)  # always a JSON answer, strict JSON included


@FUZZ
@given(body=embedding_bodies)
def test_embeddings_never_answers_500(service, body):
    response = _post(f"{service.base_url}/embeddings", body)
    assert response.status_code == 200 or 400 <= response.status_code < 500, response.text
    json.loads(response.text)
