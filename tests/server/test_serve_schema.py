"""Schemathesis generates requests from the service's own /openapi.json: no 5xx, answers match the document."""

from __future__ import annotations

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from answersim.providers.embeddings.fake import FakeEmbeddings
from answersim.server import ServeSettings
from tests.support.serve_util import running_server

TOKEN = "schema-test-token"


@pytest.fixture(scope="module")
def served():
    with running_server(FakeEmbeddings(16), ServeSettings(api_key=TOKEN, max_batch=16)) as server:
        yield server


OPERATIONS = ["POST /v1/embeddings", "POST /v1/score", "GET /v1/models", "GET /healthz"]


@pytest.fixture(scope="module")
def api_schema(served):
    return schemathesis.openapi.from_url(f"{served.url}/openapi.json")


def test_the_document_lists_every_operation(api_schema):
    labels = {result.ok().label for result in api_schema.get_all_operations()}
    assert labels == set(OPERATIONS)


# schemathesis' own pytest plugin does not run under pytest 9, so the hypothesis loop is spelled out here
@pytest.mark.parametrize("label", OPERATIONS)
def test_no_server_errors_and_answers_match_the_document(api_schema, served, label):
    operation = api_schema.find_operation_by_label(label)
    checks = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]

    @given(case=operation.as_strategy())
    @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    def check(case):
        case.call_and_validate(
            base_url=served.url, headers={"Authorization": f"Bearer {TOKEN}"}, checks=checks, timeout=30
        )

    check()
