"""``json.loads`` and ``json.dumps`` for the capture hook, without importing ``json``.

The Stop hook is a new process after every answer, and ``import json`` alone costs it about 2 ms:
the pure-Python decoder and encoder modules and the regular expressions they compile, all of it
wrapped around CPython's C scanner and encoder (``_json``), which do the actual work. This module
builds those two C objects directly, with exactly the settings ``json.loads`` and ``json.dumps``
give them, so the results (values, text and errors) are ``json``'s; tests/test_capture_spool.py
compares them on generated documents. Where ``_json`` is missing or its interface differs (another
Python), the functions simply are ``json``'s.
"""

from __future__ import annotations

__all__ = ["dumps", "loads"]

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy treats the name alike)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

_SPACE = " \t\n\r"  # json.decoder.WHITESPACE
_CONSTANTS = {"-Infinity": float("-inf"), "Infinity": float("inf"), "NaN": float("nan")}


class _Context:
    """What ``_json.make_scanner`` reads from a ``json.JSONDecoder()``."""

    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    parse_constant = _CONSTANTS.__getitem__


def _default(value: object) -> object:  # json.JSONEncoder.default
    raise TypeError(f"Object of type {value.__class__.__name__} is not JSON serializable")


def _decode_error(message: str, text: str, pos: int) -> ValueError:
    from json import JSONDecodeError  # only on bad input

    return JSONDecodeError(message, text, pos)


def _loads_with(scan: Callable[[str, int], tuple[Any, int]]) -> Callable[[str | bytes], Any]:
    def loads(data: str | bytes) -> Any:
        """``json.loads(data)``."""
        if isinstance(data, str):
            text = data
            if text.startswith("\ufeff"):
                raise _decode_error("Unexpected UTF-8 BOM (decode using utf-8-sig)", text, 0)
        else:
            head = bytes(data[:4])
            if b"\x00" in head or head.startswith((b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")):
                import json  # another encoding than UTF-8: json detects which

                return json.loads(data)
            text = data.decode("utf-8", "surrogatepass")
        end = len(text)
        start = 0
        while start < end and text[start] in _SPACE:
            start += 1
        try:
            value, pos = scan(text, start)
        except StopIteration as err:
            raise _decode_error("Expecting value", text, err.value) from None
        while pos < end and text[pos] in _SPACE:
            pos += 1
        if pos != end:
            raise _decode_error("Extra data", text, pos)
        return value

    return loads


def _dumps_with(make_encoder: Callable[..., Callable[[object, int], Any]], escape: Callable[[str], str]) -> Any:
    encoders: dict[tuple[str, str], Callable[[object, int], Any]] = {}

    def dumps(value: object, *, separators: tuple[str, str] = (", ", ": ")) -> str:
        """``json.dumps(value, ensure_ascii=False, separators=separators)``."""
        encode = encoders.get(separators)
        if encode is None:
            item, key = separators
            encode = encoders[separators] = make_encoder({}, _default, escape, None, key, item, False, False, True)
        if isinstance(value, str):
            return escape(value)
        return "".join(encode(value, 0))

    return dumps


def _json_loads(data: str | bytes) -> Any:
    import json

    return json.loads(data)


def _json_dumps(value: object, *, separators: tuple[str, str] = (", ", ": ")) -> str:
    import json

    return json.dumps(value, ensure_ascii=False, separators=separators)


def _build() -> tuple[Callable[[str | bytes], Any], Callable[..., str]]:
    try:
        import _json

        scanner = _json.make_scanner(_Context())  # type: ignore[arg-type]  # it reads these attributes of any object
        encoder = _dumps_with(_json.make_encoder, _json.encode_basestring)
        if encoder({"k": [1, 2.5, None, True, "é"]}) != '{"k": [1, 2.5, null, true, "é"]}':
            raise TypeError("unexpected _json encoder")
        if _loads_with(scanner)(b' {"k": [1, 2.5, null, true, "\\u00e9"]} ') != {"k": [1, 2.5, None, True, "é"]}:
            raise TypeError("unexpected _json scanner")
    except (ImportError, AttributeError, TypeError, ValueError):
        return _json_loads, _json_dumps
    return _loads_with(scanner), encoder


loads, dumps = _build()
