"""What a caller of ``/v1/score`` may choose: metric options by allow-list, each with its JSON type.

Everything else a metric can be given (a model, a file, an endpoint, a key variable, a device, how many
threads or calls) is set by ``answersim serve``'s own flags, never by a request: an unknown or refused
option is a 422 that names it. Options a metric does not take are still refused when no requested
metric takes them, so a typo is an error rather than silently ignored.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from answersim.server.guard import ApiError


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _integer(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) < 2**31


def _text(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= 200


def _flag(value: Any) -> bool:
    return isinstance(value, bool)


def _texts(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _idf(value: Any) -> bool:  # True/False, texts to count, or token -> weight
    if isinstance(value, dict):
        return all(isinstance(k, str) and _number(v) for k, v in value.items())
    return _flag(value) or _texts(value)


Check = Callable[[Any], bool]
_TYPES: dict[Check, str] = {
    _number: "a finite number",
    _integer: "an integer",
    _text: "a string (at most 200 characters)",
    _flag: "true or false",
    _texts: "a list of strings",
    _idf: "true/false, a list of texts or a {token: weight} object",
}

#: every metric's finishing rule
COMMON: dict[str, Check] = {"threshold": _number, "binary": _flag}
#: metric name -> the options a request may set (besides COMMON), with their types
ALLOWED: dict[str, dict[str, Check]] = {
    "cosine": {"mapping": _text},
    "reference-match": {"mapping": _text, "aggregation": _text, "references": _texts},
    "sas": {"mapping": _text},
    "answer": {},
    "exact-match": {},
    "token-f1": {},
    "containment": {},
    "bertscore": {
        "form": _text,
        "score": _text,
        "layer": _integer,
        "idf": _idf,
        "rescale_with_baseline": _flag,
        "max_tokens": _integer,
    },
    "llm-judge": {
        "require_ground_truth": _flag,
        "semantic_threshold": _number,
        "exact_match_bonus": _number,
        "missing_penalty": _number,
        "contradiction_penalty": _number,
        "extra_info_penalty": _number,
        "scale": _number,
    },
}
#: why a metric is not served at all
UNSERVED = {
    "cross-encoder": "cross-encoder needs a cross-encoder model and this service serves one embedding model; "
    "use 'sas' or 'cosine' (scored with the served model)",
}
#: options only serve's flags set, with the flag to use instead (the message of the 422)
SERVER_ONLY = {
    "model": "--model",
    "models": "--model",
    "engine": "--engine",
    "device": "--device",
    "llm": "--llm-model",
    "llm_model": "--llm-model",
    "llm_base_url": "--llm-base-url",
    "llm_api_key_env": "--llm-api-key-env",
}


def allowed_options(name: str) -> dict[str, Check]:
    """The options a request may set for metric ``name`` (only the common ones for unknown metrics)."""
    return {**COMMON, **ALLOWED.get(name, {})}


def check_options(names: list[str], shared: Mapping[str, Any], own: list[Mapping[str, Any]]) -> None:
    """Raise a 422 naming the first option a caller may not set, or one of the wrong type."""
    for name in names:
        if name in UNSERVED:
            raise ApiError(422, f"metric {name!r} is not served over HTTP: {UNSERVED[name]}", param="metrics")
    union: dict[str, Check] = {}
    for name in names:
        union.update(allowed_options(name))
    for name, options in zip(names, own):
        _check(options, allowed_options(name), f"metrics[{name}]", name)
    _check(shared, union, "options", None)


def _check(options: Mapping[str, Any], allowed: Mapping[str, Check], param: str, metric: str | None) -> None:
    for option, value in options.items():
        where = f"option {option[:60]!r}"
        of = f" (metric {metric!r})" if metric else ""
        if option not in allowed:
            flag = SERVER_ONLY.get(option)
            why = f"the service sets it ({flag} of answersim serve)" if flag else "a request may not choose it"
            raise ApiError(
                422,
                f"{where} cannot be set over HTTP{of}: {why}; allowed here: {', '.join(sorted(allowed))}",
                code="option_not_allowed",
                param=param,
            )
        if value is not None and not allowed[option](value):
            raise ApiError(422, f"{where}{of} must be {_TYPES[allowed[option]]}", param=param)
