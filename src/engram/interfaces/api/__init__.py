"""interfaces.api."""
