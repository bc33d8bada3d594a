"""``engram chat``: the terminal REPL over an OpenAI-compatible model (logic in :mod:`engram.interfaces.chat`)."""

from __future__ import annotations

import importlib
import sys
from types import ModuleType

import click

from engram.interfaces.cli.state import CliState, pass_state


def _readline() -> ModuleType | None:
    """GNU readline (line editing, history, prefilled edits) when on a terminal and installed."""
    if not sys.stdin.isatty():
        return None
    try:
        return importlib.import_module("readline")
    except ImportError:
        return None


@click.command(name="chat")
@click.option(
    "--url", metavar="URL", help="OpenAI-compatible base URL, e.g. http://localhost:11434/v1 [env ENGRAM_CHAT_URL]."
)
@click.option("--model", metavar="NAME", help="Model name sent with every request [env ENGRAM_CHAT_MODEL].")
@click.option("--session", "session_id", metavar="ID", help="Resume (or create) this session instead of a new one.")
@click.option(
    "--autonomous",
    is_flag=True,
    help="Leave the [background] memory block out of the system prompt (unattended / agent-driven runs).",
)
@pass_state
def chat(state: CliState, url: str | None, model: str | None, session_id: str | None, autonomous: bool) -> int:
    """Chat with any OpenAI-compatible model, with engram's memory in the system prompt.

    Memory items are injected as a [background] block; :remember, :memory add/list/forget/clear/
    summarize/inject manage them from inside the chat (:help lists them). Every turn is saved to a
    session; :quit or Ctrl-D closes it.
    """
    from engram.interfaces.chat import Chat, ChatConfig, TerminalIO
    from engram.providers.openai_llm import OpenAICompatibleLLM

    config = ChatConfig.load(url=url, model=model)  # before the store is opened: a missing model fails fast
    memory = state.memory()
    with OpenAICompatibleLLM(config.url, config.model, api_key=config.api_key, max_retries=2) as llm:
        repl = Chat(
            memory,
            llm,
            TerminalIO(_readline()),
            session_id=session_id,
            autonomous=autonomous,
            namespace=state.write_namespace,
            inject_max_chars=config.inject_max_chars,
            system_prompt=config.system_prompt,
        )
        return repl.run()


COMMANDS = [chat]
