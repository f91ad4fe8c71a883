"""Record validation: the user contract's field names and messages that name the field."""

from __future__ import annotations

import pytest

from answersim.cases import TestCase, as_text
from answersim.errors import InputError


def test_from_record_keeps_contract_fields() -> None:
    case = TestCase.from_record(
        {
            "id": 7,
            "input": "q?",
            "actual_output": "a",
            "expected_output": "e",
            "references": ["r1", "r2"],
            "tags": ["t"],
            "metadata": {"k": 1},
        }
    )
    assert case.id == "7"
    assert case.references == ("r1", "r2")
    assert case.targets == ("e", "r1", "r2")
    assert case.to_dict()["references"] == ["r1", "r2"]


@pytest.mark.parametrize(
    ("record", "field", "words"),
    [
        ({"expected_output": "e"}, "actual_output", "missing"),
        ({"actual_output": 42, "expected_output": "e"}, "actual_output", "number 42"),
        ({"actual_output": "a", "expected_output": ["x"]}, "expected_output", "a list"),
        ({"actual_output": "a", "references": []}, "references", "empty list"),
        ({"actual_output": "a", "references": ["ok", 3]}, "references", "item 1"),
        ({"actual_output": "a", "metadata": "x"}, "metadata", "must be an object"),
    ],
)
def test_bad_records_name_the_field(record: dict, field: str, words: str) -> None:
    with pytest.raises(InputError) as info:
        TestCase.from_record(record)
    assert info.value.field == field
    assert words in str(info.value)
    assert f"field '{field}'" in str(info.value)


def test_error_location_is_added_by_the_reader() -> None:
    err = InputError("is missing", field="actual_output").located(source="data.jsonl", record=3)
    assert str(err) == "data.jsonl: line 3: field 'actual_output': is missing"


def test_as_text_turns_agent_outputs_into_text() -> None:
    class Message:
        content = "hello"

    assert as_text("x") == "x"
    assert as_text(None) == ""
    assert as_text(Message()) == "hello"
    assert as_text({"role": "assistant", "content": "hi"}) == "hi"
    assert as_text([{"content": "a"}, {"content": "b"}]) == "a\nb"
    assert as_text({"b": 1, "a": 2}) == '{"a": 2, "b": 1}'
    assert as_text(3.5) == "3.5"
