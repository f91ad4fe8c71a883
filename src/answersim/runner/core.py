"""The runner: plan what every metric needs, do each piece of work once, then score.

Flow of one chunk of cases: ``metric.requests(case)`` for every item and metric → unique requests per
provider and kind → served from the run's memo or the cache → the rest sent to the provider in batches
→ ``metric.compute(case, values)`` → :class:`~answersim.results.ItemResult`. A failure is confined to
the items that needed the failed piece; every other item still scores. Before the first chunk, step 0
(:mod:`answersim.runner.prepare`) shows every case to the metrics that need the whole run.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import math
import time
import uuid
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from itertools import islice
from typing import TYPE_CHECKING, Any

from answersim.cases import TestCase, as_text
from answersim.errors import ConfigError, InputError, InputErrors
from answersim.metrics.registry import get_metric
from answersim.providers.base import Provider, Request
from answersim.reports.progress import Progress
from answersim.results import CacheStats, ItemResult, MetricResult, Report, Usage
from answersim.runner.prepare import Preparation, RunState, prepare, run_arguments
from answersim.stores.memory import BoundedMemo, Cache, item_key

if TYPE_CHECKING:
    from answersim.metrics.base import Metric

log = logging.getLogger("answersim.runner")

ItemCallback = Callable[[ItemResult], Any]
Target = Callable[[Any], Any]


def resolve_metrics(metrics: Sequence[Metric | str] | Metric | str | None) -> list[Metric]:
    """Metric objects from names or instances (default: answer); names must be unique in a run."""
    if metrics is None:
        metrics = ["answer"]
    if isinstance(metrics, str) or not isinstance(metrics, (list, tuple)):
        metrics = [metrics]
    out = [get_metric(m) if isinstance(m, str) else m for m in metrics]
    names = Counter(m.name for m in out)
    dupes = [n for n, c in names.items() if c > 1]
    if dupes:
        raise ConfigError(f"two metrics are named {dupes[0]!r}; give one of them another name=... to tell them apart")
    return out


def validate_cases(
    records: Iterable[Any],
    metrics: Sequence[Metric],
    *,
    require_actual: bool = True,
    source: str | None = None,
    numbers: Sequence[int | str] | None = None,
) -> list[TestCase]:
    """Build and check every case before any work starts; raise :class:`InputErrors` listing them all.

    ``source`` (a file name) and ``numbers`` (line numbers per record) make the messages point at the
    exact place; without them records are named by position (``#0`` is the first).
    """
    cases: list[TestCase] = []
    errors: list[InputError] = []
    for position, record in enumerate(records):
        where = numbers[position] if numbers is not None else f"#{position}"
        try:
            case = TestCase.from_record(record, require_actual=require_actual)
            for metric in metrics:
                metric.check(case)
        except InputError as exc:
            errors.append(exc.located(source=source, record=where))
            continue
        cases.append(case)
    if errors:
        raise InputErrors(errors)
    return cases


@dataclass
class _Chunk:
    """Book-keeping of one chunk of items while it is being resolved."""

    items: list[ItemResult]
    needs: dict[tuple[int, str], list[Request]] = field(default_factory=dict)
    values: dict[Request, Any] = field(default_factory=dict)
    failed: dict[Request, str] = field(default_factory=dict)
    share: dict[Request, Usage] = field(default_factory=dict)


class Runner:
    """Evaluates cases with metrics; holds the run's memo so each text is embedded once per model."""

    def __init__(
        self,
        metrics: Sequence[Metric | str] | Metric | str | None = None,
        *,
        target: Target | None = None,
        cache: Cache | None = None,
        progress: bool | None = None,
        on_item: ItemCallback | None = None,
        chunk_size: int | None = None,
        fail_on_flag: str | Sequence[str] | None = None,
    ) -> None:
        from answersim.metrics.blindspots import check_names

        self.metrics = resolve_metrics(metrics)
        #: blind-spot checks that fail an item whatever its score (see ItemResult.fail_on_flag)
        self.fail_on_flag = check_names(fail_on_flag)
        self.target = target
        self.cache = cache
        self.progress = progress
        self.on_item = on_item
        self.chunk_size = chunk_size
        self.memo = BoundedMemo()  # LRU by bytes: a huge input cannot grow it without bound
        self.usage: dict[str, Usage] = defaultdict(Usage)
        self.cache_stats = CacheStats() if cache is not None else None
        self.providers: dict[str, Provider] = {}
        #: failures of an async target, by item index (set by :func:`aevaluate`)
        self.target_errors: dict[int, str] = {}
        #: this run's id (Mastra's ``runId``, seed 004): in the report's meta and every streamed line
        self.run_id = uuid.uuid4().hex
        #: step 0's state for the next run (:meth:`prepare`); None: not prepared yet
        self.prepared: RunState | None = None

    def prepare(self, cases: Iterable[TestCase]) -> None:
        """Step 0: metrics that need the whole run (bertscore's idf) see every case of ``cases`` once.

        :meth:`run` does this itself; call it first when only part of the run is scored (``--resume``
        scores the cases left, but idf still comes from all of them)."""
        self.prepared = prepare(self.metrics, cases)
        #: chunks per metric whose vectorised path failed (logged once per metric, at the first)
        self.fallbacks: Counter[str] = Counter()

    # -- public ---------------------------------------------------------------------------------
    def run(self, cases: Iterable[Any], *, validated: bool = False) -> Report:
        """Evaluate all cases and return the report."""
        started = datetime.now(timezone.utc)
        clock = time.perf_counter()
        if not validated:
            cases = validate_cases(cases, self.metrics, require_actual=self.target is None)
        cases = list(cases)
        try:
            if self.prepared is None:
                self.prepare(cases)
            items = list(self.iter_results(cases, total=len(cases)))
        finally:
            self.prepared = None  # the state belongs to this run
        meta = {
            "run_id": self.run_id,
            "answersim_version": _version(),
            "started_at": started.isoformat(timespec="seconds"),
            "duration_s": round(time.perf_counter() - clock, 3),
            "items": len(items),
            "metrics": {m.name: m.describe() for m in self.metrics},
            "providers": {label: p.describe() for label, p in self.providers.items()},
        }
        if self.fail_on_flag:
            meta["fail_on_flag"] = list(self.fail_on_flag)
        return Report(
            items=items,
            metrics=[m.name for m in self.metrics],
            usage=dict(self.usage),
            meta=meta,
            cache=self.cache_stats,
        )

    def iter_results(self, cases: Iterable[TestCase], *, total: int | None = None) -> Iterator[ItemResult]:
        """Yield item results in input order, a chunk at a time (bounded memory for large inputs).

        A metric that needs the whole run (see :meth:`prepare`) needs ``cases`` as a sequence, or
        :meth:`prepare` (or ``prepared``) set beforehand from a pass over the same cases."""
        own = self.prepared is None  # prepared here: the state belongs to this call only
        if own:
            preparation = Preparation(self.metrics)
            if preparation and not isinstance(cases, Sequence):
                raise ConfigError(
                    f"{', '.join(preparation.preparers)} needs every case of the run before scoring; "
                    "call Runner.prepare(cases) with the same cases first, or pass a list"
                )
            for case in cases if preparation else ():
                preparation.add(case)
            self.prepared = preparation.finish()
        size = self.chunk_size or (total if total else 10_000) or 1
        iterator = iter(cases)
        index = 0
        try:
            with Progress(self.progress, total_items=total) as progress:
                while chunk := list(islice(iterator, size)):
                    for item in self._run_chunk(chunk, index, progress):
                        if self.fail_on_flag:
                            item.fail_on_flag(self.fail_on_flag)
                        if self.on_item is not None:
                            self.on_item(item)
                        yield item
                    progress.items_done(len(chunk))
                    index += len(chunk)
        finally:
            if own:
                self.prepared = None

    # -- one chunk ------------------------------------------------------------------------------
    def _run_chunk(self, cases: list[TestCase], start: int, progress: Progress) -> list[ItemResult]:
        chunk = _Chunk(items=[ItemResult(index=start + i, case=c) for i, c in enumerate(cases)])
        self._apply_target(chunk)
        self._plan(chunk)
        self._resolve(chunk, progress)
        self._compute(chunk)
        return chunk.items

    def _apply_target(self, chunk: _Chunk) -> None:
        for item in chunk.items:
            item.error = self.target_errors.get(item.index)
        if self.target is None:
            return
        for item in chunk.items:
            if item.case.actual_output is not None or item.error is not None:
                continue
            try:
                item.case = item.case.with_actual(as_text(self.target(item.case.input)))
            except Exception as exc:  # the target is user code: record, go on
                item.error = f"target failed: {type(exc).__name__}: {exc}"

    def _plan(self, chunk: _Chunk) -> None:
        for pos, item in enumerate(chunk.items):
            for metric in self.metrics:
                if item.error is not None:
                    item.results[metric.name] = MetricResult.failure(metric.name, item.error)
                    continue
                try:
                    chunk.needs[(pos, metric.name)] = list(dict.fromkeys(metric.requests(item.case)))
                except Exception as exc:
                    item.results[metric.name] = MetricResult.failure(metric.name, _describe(exc))

    def _resolve(self, chunk: _Chunk, progress: Progress) -> None:
        wanted: dict[Provider, dict[str, list[Any]]] = defaultdict(lambda: defaultdict(list))
        for request in dict.fromkeys(r for reqs in chunk.needs.values() for r in reqs):
            if request in self.memo:
                chunk.values[request] = self.memo[request]
            else:
                wanted[request.provider][request.kind].append(request.item)
        for provider, by_kind in wanted.items():
            self.providers.setdefault(provider.label, provider)
            order = [k for k in provider.kind_order if k in by_kind] + [
                k for k in by_kind if k not in provider.kind_order
            ]
            for kind in order:
                items = self._from_cache(provider, kind, by_kind[kind], chunk)
                progress.add_work(len(items))
                for batch in _batches(items, max(1, provider.batch_size)):
                    self._fetch_isolated(provider, kind, batch, chunk)
                    progress.work_done(len(batch))

    def _from_cache(self, provider: Provider, kind: str, items: list[Any], chunk: _Chunk) -> list[Any]:
        """Serve what the persistent cache has; return the items still to compute."""
        if self.cache is None or provider.cache_id is None:
            return items
        namespace = f"{provider.cache_id}|{kind}"
        keys = {item_key(i): i for i in items}
        found = self.cache.get_many(namespace, list(keys))
        if self.cache_stats is not None:
            self.cache_stats.hits += len(found)
            self.cache_stats.misses += len(keys) - len(found)
            if found and hasattr(self.cache, "saved_usage"):
                self.cache_stats.saved = self.cache_stats.saved + self.cache.saved_usage(namespace, list(found))
        for key, value in found.items():
            self._store(Request(provider, kind, keys[key]), value, chunk)
        return [i for k, i in keys.items() if k not in found]

    def _fetch_isolated(self, provider: Provider, kind: str, items: list[Any], chunk: _Chunk) -> None:
        """Fetch a batch; when it fails, split it to find the items at fault and keep the rest."""
        try:
            fetched = provider.fetch(kind, items)
            if len(fetched.values) != len(items):
                raise ValueError(f"returned {len(fetched.values)} values for {len(items)} items")
        except Exception as exc:
            if len(items) == 1:
                chunk.failed[Request(provider, kind, items[0])] = f"{provider.label}: {_describe(exc)}"
                return
            mid = len(items) // 2
            self._fetch_isolated(provider, kind, items[:mid], chunk)
            self._fetch_isolated(provider, kind, items[mid:], chunk)
            return
        self.usage[provider.label] = self.usage[provider.label] + fetched.usage
        weights = [len(str(i)) + 1 for i in items]
        total = sum(weights)
        shares = fetched.per_item or [fetched.usage.scaled(w / total) for w in weights]
        for item, value, share in zip(items, fetched.values, shares):
            request = Request(provider, kind, item)
            chunk.share[request] = share
            self._store(request, value, chunk)
        if self.cache is not None and provider.cache_id is not None:
            keys = [item_key(i) for i in items]
            shares = {k: chunk.share[Request(provider, kind, i)] for k, i in zip(keys, items)}
            values = {k: v for k, v in zip(keys, fetched.values) if provider.cacheable(v)}  # failures: retry next run
            self.cache.put_many(f"{provider.cache_id}|{kind}", values, usage=shares)

    def _store(self, request: Request, value: Any, chunk: _Chunk) -> None:
        chunk.values[request] = value
        self.memo[request] = value

    def _compute(self, chunk: _Chunk) -> None:
        needers = Counter(r for reqs in chunk.needs.values() for r in reqs)
        batched = self._compute_many(chunk)
        for (pos, name), reqs in chunk.needs.items():
            item = chunk.items[pos]
            metric = next(m for m in self.metrics if m.name == name)
            missing = [chunk.failed[r] for r in reqs if r in chunk.failed]
            if missing:
                item.results[name] = MetricResult.failure(name, f"could not compute inputs: {missing[0]}")
                continue
            try:
                result = batched.get((pos, name)) or metric.compute(
                    item.case, {r: chunk.values[r] for r in reqs}, **run_arguments(self.prepared, name)
                )
                result = metric.annotate(item.case, result)
                if result.status == "ok" and (result.score is None or not math.isfinite(result.score)):
                    result = MetricResult.failure(name, f"metric produced an invalid score {result.score!r}")
            except Exception as exc:
                result = MetricResult.failure(name, _describe(exc))
            usage = Usage()
            for r in reqs:
                if r in chunk.share:
                    usage = usage + chunk.share[r].scaled(1 / needers[r])
            result.usage = usage
            if "usage" not in result.details:  # seed 000: the provider's usage is in the score's details
                result.details["usage"] = usage.to_dict()
            item.results[name] = result
        for item in chunk.items:  # keep the metric order stable in every item
            item.results = {m.name: item.results[m.name] for m in self.metrics if m.name in item.results}

    def _compute_many(self, chunk: _Chunk) -> dict[tuple[int, str], MetricResult]:
        """Results of metrics that score a whole chunk at once (``compute_many``: vectorised, no loop per
        pair); if that fails, a warning is logged and the per-item path confines the failure to its items."""
        out: dict[tuple[int, str], MetricResult] = {}
        for metric in self.metrics:
            many = _vectorised(metric)
            if many is None:
                continue
            keys = [
                (pos, name)
                for (pos, name), reqs in chunk.needs.items()
                if name == metric.name and not any(r in chunk.failed for r in reqs)
            ]
            try:
                cases = [chunk.items[pos].case for pos, _ in keys]
                values = [{r: chunk.values[r] for r in chunk.needs[k]} for k in keys]
                results = many(cases, values, **run_arguments(self.prepared, metric.name))
            except Exception as exc:  # item by item reports the failing items alone, but far slower: say so
                self.fallbacks[metric.name] += 1
                if self.fallbacks[metric.name] > 1:
                    continue
                log.warning(
                    "%s: the vectorised path (compute_many) failed on a chunk of %d items (%s); such chunks are "
                    "scored item by item, which is slower (logged once per run)",
                    metric.name,
                    len(keys),
                    _describe(exc),
                )
                continue
            out.update(zip(keys, results))
        return out


def _vectorised(metric: Metric) -> Callable[..., list[MetricResult]] | None:
    """``metric.compute_many`` unless a subclass overrides ``compute`` below it (then per item it is)."""
    mro = type(metric).__mro__
    owner = next((c for c in mro if "compute_many" in vars(c)), None)
    if owner is None or mro.index(next(c for c in mro if "compute" in vars(c))) < mro.index(owner):
        return None
    return metric.compute_many  # type: ignore[attr-defined]


def _batches(items: list[Any], size: int) -> Iterator[list[Any]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


def _describe(exc: BaseException) -> str:
    text = str(exc)
    return text if type(exc).__module__.startswith("answersim") else f"{type(exc).__name__}: {text}"


def _version() -> str:
    from answersim.version import __version__

    return __version__


def evaluate(
    cases: Iterable[Any],
    metrics: Sequence[Metric | str] | Metric | str | None = None,
    *,
    target: Target | None = None,
    cache: Cache | None = None,
    progress: bool | None = None,
    on_item: ItemCallback | None = None,
    chunk_size: int | None = None,
    fail_on_flag: str | Sequence[str] | None = None,
) -> Report:
    """Score every case with every metric and return a :class:`~answersim.results.Report`.

    ``cases`` are :class:`~answersim.cases.TestCase` objects or dicts with the contract's fields.
    ``target(input)`` produces ``actual_output`` for cases without one (seed 004's runEvals target).
    ``on_item(item_result)`` fires as each item completes. Records are validated first; bad ones raise
    :class:`~answersim.errors.InputErrors` naming the record and field before any work starts.
    ``fail_on_flag`` ("negation,numbers", a list, or "all") fails every item where one of those blind-spot
    checks fired, whatever its score; ``report.flagged_items(...)`` lists them.
    """
    runner = Runner(
        metrics,
        target=target,
        cache=cache,
        progress=progress,
        on_item=on_item,
        chunk_size=chunk_size,
        fail_on_flag=fail_on_flag,
    )
    return runner.run(cases)


async def aevaluate(
    cases: Iterable[Any],
    metrics: Sequence[Metric | str] | Metric | str | None = None,
    *,
    target: Target | None = None,
    concurrency: int = 8,
    cache: Cache | None = None,
    progress: bool | None = None,
    on_item: ItemCallback | None = None,
    chunk_size: int | None = None,
    fail_on_flag: str | Sequence[str] | None = None,
) -> Report:
    """Async twin of :func:`evaluate`: an async (or sync) ``target`` runs for up to ``concurrency``
    items at once, then scoring runs in a worker thread so the event loop stays free."""
    runner = Runner(
        metrics, cache=cache, progress=progress, on_item=on_item, chunk_size=chunk_size, fail_on_flag=fail_on_flag
    )
    cases = validate_cases(cases, runner.metrics, require_actual=target is None)
    if target is not None:
        cases, runner.target_errors = await _run_target(cases, target, concurrency)
    return await asyncio.to_thread(runner.run, cases, validated=True)


async def _run_target(cases: list[TestCase], target: Target, concurrency: int) -> tuple[list[TestCase], dict[int, str]]:
    """Call ``target`` for cases without ``actual_output``; return the cases and per-index failures."""
    semaphore = asyncio.Semaphore(max(1, concurrency))
    errors: dict[int, str] = {}

    async def produce(index: int, case: TestCase) -> TestCase:
        if case.actual_output is not None:
            return case
        async with semaphore:
            try:
                value = target(case.input)
                if inspect.isawaitable(value):
                    value = await value
                return case.with_actual(as_text(value))
            except Exception as exc:  # user code: record and go on
                errors[index] = f"target failed: {type(exc).__name__}: {exc}"
                return case

    produced = await asyncio.gather(*(produce(i, c) for i, c in enumerate(cases)))
    return list(produced), errors
