"""Scale out on Ray Data: :func:`evaluate_dataset` adds result columns to a ``ray.data.Dataset``.

Needs the ``ray`` extra (``pip install 'answersim[ray]'``); ray is imported only when a function here runs.
"""

from answersim.integrations.ray.dataset import evaluate_dataset

__all__ = ["evaluate_dataset"]
