"""Does ``onnx-int8`` pay off on this CPU? fp32 vs dynamic-int8 MatMul in onnxruntime; prints a markdown table.

    .venv/bin/python benchmarks/int8_kernels.py             # MiniLM-L6's three matrix shapes, 1 and all threads

The engines spend ~90 % of their time in MatMul (onnxruntime profile of all-MiniLM-L6-v2), so the speed-up
``onnx-int8`` can give is bounded by how much faster onnxruntime's int8 GEMM runs than its fp32 GEMM on the
CPU at hand. That depends on the instruction set: with AVX-512 VNNI or AVX-VNNI int8 multiply-adds are
fused and int8 is typically 2-3x fp32; with plain AVX2 (vpmaddubsw + vpmaddwd) much less, and on CPUs that
run 256-bit integer multiplies at half rate (AMD Zen 1) about the same as fp32. Each layer is built here as
a one-MatMul ONNX model and quantised exactly as the engine quantises (``quantize_dynamic``, per-channel,
QInt8 weights), so the ratio printed is the one the engine sees.
"""

from __future__ import annotations

import argparse
import logging
import os
import platform
import tempfile
import time
from pathlib import Path

import numpy as np

#: (rows, inner, outer): a batch of 32 texts x 16 tokens through MiniLM-L6's Q/K/V/O, FFN-in and FFN-out
SHAPES = ((512, 384, 384), (512, 384, 1536), (512, 1536, 384))


def cpu_summary() -> str:
    """CPU model and the SIMD features that decide int8 speed (Linux /proc/cpuinfo; else the platform)."""
    try:
        info = Path("/proc/cpuinfo").read_text()
    except OSError:
        return platform.processor() or platform.machine()
    model = next((line.split(":", 1)[1].strip() for line in info.splitlines() if line.startswith("model name")), "?")
    flags = next((line.split(":", 1)[1].split() for line in info.splitlines() if line.startswith("flags")), [])
    wanted = ("avx2", "fma", "avx512f", "avx512_vnni", "avx_vnni", "amx_int8")
    return f"{model}; {', '.join(f for f in wanted if f in flags) or 'no AVX2'}"


def matmul_model(path: Path, inner: int, outer: int, seed: int = 0) -> None:
    """A model computing ``X @ W`` with W random (fixed seed), X of shape [rows, inner]."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    weights = np.random.default_rng(seed).standard_normal((inner, outer)).astype(np.float32) * 0.05
    graph = helper.make_graph(
        [helper.make_node("MatMul", ["x", "w"], ["y"])],
        "matmul",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["rows", inner])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["rows", outer])],
        [numpy_helper.from_array(weights, "w")],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.save(model, str(path))


def quantized(path: Path) -> Path:
    """The engine's int8 recipe applied to ``path``."""
    from onnxruntime.quantization import QuantType, quantize_dynamic

    out = path.with_name(path.stem + ".int8.onnx")
    logging.getLogger().setLevel(logging.ERROR)  # quantize_dynamic's advice to pre-process does not apply here
    quantize_dynamic(
        str(path), str(out), per_channel=True, op_types_to_quantize=["MatMul"], weight_type=QuantType.QInt8
    )
    return out


def gflops(path: Path, rows: int, inner: int, outer: int, threads: int, seconds: float) -> float:
    """Sustained GFLOP/s (2·rows·inner·outer per run) of one session over about ``seconds``."""
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
    x = np.random.default_rng(1).standard_normal((rows, inner)).astype(np.float32)
    for _ in range(3):
        session.run(None, {"x": x})
    runs, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        session.run(None, {"x": x})
        runs += 1
    return 2 * rows * inner * outer * runs / elapsed / 1e9


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="timing per cell (default 2)")
    args = parser.parse_args(argv)
    import onnxruntime as ort

    threads = sorted({1, os.cpu_count() or 1})
    print(f"## fp32 vs int8 MatMul, onnxruntime {ort.__version__} ({cpu_summary()})\n")
    print("| rows × inner × outer | threads | fp32 GFLOP/s | int8 GFLOP/s | int8 / fp32 |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for rows, inner, outer in SHAPES:
            fp32 = Path(tmp) / f"mm{inner}x{outer}.onnx"
            matmul_model(fp32, inner, outer)
            int8 = quantized(fp32)
            for n in threads:
                a = gflops(fp32, rows, inner, outer, n, args.seconds)
                b = gflops(int8, rows, inner, outer, n, args.seconds)
                print(f"| {rows} × {inner} × {outer} | {n} | {a:.1f} | {b:.1f} | {b / a:.2f}× |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
