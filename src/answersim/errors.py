"""Exceptions with messages a user can act on."""

from __future__ import annotations


class AnswersimError(Exception):
    """Base class of every error answersim raises on purpose."""


class InputError(AnswersimError, ValueError):
    """A record of the user's data is unusable; names the file, the record and the field."""

    def __init__(
        self,
        message: str,
        *,
        source: str | None = None,
        record: int | str | None = None,
        field: str | None = None,
    ) -> None:
        self.message = message
        self.source = source
        self.record = record
        self.field = field
        super().__init__(self.__str__())

    def located(self, *, source: str | None = None, record: int | str | None = None) -> InputError:
        """Return a copy that also says where the record came from."""
        return InputError(
            self.message,
            source=source if source is not None else self.source,
            record=record if record is not None else self.record,
            field=self.field,
        )

    def __str__(self) -> str:
        where = []
        if self.source:
            where.append(str(self.source))
        if self.record is not None:
            where.append(f"record {self.record}" if isinstance(self.record, str) else f"line {self.record}")
        if self.field:
            where.append(f"field '{self.field}'")
        prefix = ": ".join(where)
        return f"{prefix}: {self.message}" if prefix else self.message


class InputErrors(AnswersimError, ValueError):
    """Several bad records at once, so the user can fix them in one pass."""

    def __init__(self, errors: list[InputError], total: int | None = None) -> None:
        self.errors = errors
        self.total = total if total is not None else len(errors)
        shown = "\n".join(f"  {e}" for e in errors[:20])
        more = f"\n  ... and {self.total - 20} more" if self.total > 20 else ""
        super().__init__(f"{self.total} invalid record(s):\n{shown}{more}")


class ProviderError(AnswersimError):
    """A model or remote endpoint failed to produce what a metric needs."""


class ConfigError(AnswersimError, ValueError):
    """A metric, client or command was configured with values that cannot work."""
