"""Benchmarks behind `tether bench`: every rate is reported beside a baseline measured in the same run."""
