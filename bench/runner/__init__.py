"""bench/run's parts: the workloads, the engines' driver processes, the row check, the figures and the report."""
