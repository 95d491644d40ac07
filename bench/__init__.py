"""Benchmarks: ``make bench`` (or ``python -m bench [--quick] [names…]``)."""
