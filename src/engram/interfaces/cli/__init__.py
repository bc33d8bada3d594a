"""The ``engram`` command-line interface (click). Entry point: :func:`engram.interfaces.cli.main.main`."""
