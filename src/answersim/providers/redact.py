"""Removing secrets from text that came from a remote: the key, its fragments and its encoded forms.

A server may echo the API key back in an error body, a reply or a header, and not always verbatim: cut
short by an excerpt, JSON-escaped (``\\/``), URL-encoded or inside base64 (``Basic`` auth, a token). Every
run of 8 or more characters that also occurs in the key, or in one of those forms of it, becomes ``***``.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Iterable
from urllib.parse import quote, quote_plus

#: fragments of a secret this long or longer are removed; shorter ones are too common to be evidence
MIN_FRAGMENT = 8
MASK = "***"


def secret_forms(secret: str) -> set[str]:
    """The forms a secret can take in text: plain, JSON-escaped, URL-encoded and inside base64."""
    forms = {secret, json.dumps(secret)[1:-1], json.dumps(secret)[1:-1].replace("/", "\\/")}
    forms |= {quote(secret, safe=""), quote_plus(secret, safe=""), quote(secret)}
    raw = secret.encode("utf-8", "surrogatepass")
    for shift in range(3):  # base64 of a text that holds the key, at each of the three byte alignments
        encoded = base64.b64encode(b"\0" * shift + raw).decode("ascii").rstrip("=")
        start = 4 if shift else 0  # the first quartet mixes in bytes from before the key
        end = len(encoded) - (4 if (shift + len(raw)) % 3 else 0)  # the last one bytes from after it
        stable = encoded[start:end]
        forms |= {stable, stable.replace("+", "-").replace("/", "_")}
    return {f for f in forms if f}


def scrub(text: str, secrets: Iterable[str]) -> str:
    """``text`` with each secret, and every 8+ character fragment of its forms, replaced by ``***``."""
    if not text:
        return text
    masked = bytearray(len(text))
    for secret in secrets:
        if not secret:
            continue
        if len(secret) < MIN_FRAGMENT:  # too short for fragments to mean anything: the exact string only
            _mark_exact(text, secret, masked)
            continue
        grams = {form[i : i + MIN_FRAGMENT] for form in secret_forms(secret) for i in range(len(form) - 7)}
        for i in range(len(text) - MIN_FRAGMENT + 1):
            if text[i : i + MIN_FRAGMENT] in grams:
                masked[i : i + MIN_FRAGMENT] = b"\1" * MIN_FRAGMENT
    if not any(masked):
        return text
    out, i = [], 0
    while i < len(text):
        if masked[i]:
            while i < len(text) and masked[i]:
                i += 1
            out.append(MASK)
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def scrub_value(value: object, secrets: Iterable[str]) -> object:
    """``value`` with :func:`scrub` applied to every string inside it (dicts, lists and tuples walked)."""
    secrets = tuple(s for s in secrets if s)
    if not secrets:
        return value
    if isinstance(value, str):
        return scrub(value, secrets)
    if isinstance(value, dict):
        return {scrub_value(k, secrets): scrub_value(v, secrets) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(scrub_value(v, secrets) for v in value)
    return value


def _mark_exact(text: str, secret: str, masked: bytearray) -> None:
    start = text.find(secret)
    while start != -1:
        masked[start : start + len(secret)] = b"\1" * len(secret)
        start = text.find(secret, start + 1)
