"""The ``engram`` command-line interface (click). Entry point: :func:`engram.cli.main.main`."""
