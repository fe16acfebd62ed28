"""The published Python SDK (honcho-ai) against a running Honcho server.

Run with HONCHO_URL pointing at the server:

    HONCHO_URL=http://127.0.0.1:8000 python scenario.py sync
    HONCHO_URL=http://127.0.0.1:8000 python scenario.py async

The same steps run both ways: `sync` calls the client's methods directly,
`async` calls the same methods through each object's `.aio` view (the SDK's
async client). Every step checks what came back against what the steps before
it stored, not only that no exception was raised. Each step prints one JSON
line, {"step", "ok", "detail"}, and the run ends with {"done": true, ...}, so
a caller can tell a failed step from a crashed run. The steps build on each
other in order; a failed step does not stop the ones after it.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import sys
import traceback
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import BaseModel

import honcho
from honcho import Honcho, NotFoundError, Session, UnprocessableEntityError
from honcho.api_types import (
    DreamConfiguration,
    PeerConfig,
    SessionPeerConfig,
    ReasoningConfiguration,
    SessionConfiguration,
    SummaryConfiguration,
    WorkspaceConfiguration,
)

Step = Callable[["Run"], Awaitable[None]]
STEPS: list[tuple[str, Step]] = []


def step(name: str) -> Callable[[Step], Step]:
    def register(fn: Step) -> Step:
        STEPS.append((name, fn))
        return fn

    return register


class Mismatch(AssertionError):
    pass


def eq(actual: Any, expected: Any, what: str) -> None:
    if actual != expected:
        raise Mismatch(f"{what}: expected {expected!r}, got {actual!r}")


def ok(condition: bool, what: str) -> None:
    if not condition:
        raise Mismatch(what)


class Run:
    """One pass of the scenario, in one mode, with what the steps share."""

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.workspace = f"py-{mode}"
        # The base URL comes from HONCHO_URL, as an application would set it.
        self.honcho = Honcho(workspace_id=self.workspace, max_retries=0, timeout=10)
        self.state: dict[str, Any] = {}

    async def call(self, obj: Any, method: str, /, *args: Any, **kwargs: Any) -> Any:
        """`obj.method(...)` in sync mode, `await obj.aio.method(...)` in async mode."""
        if self.mode == "sync":
            return getattr(obj, method)(*args, **kwargs)
        result = getattr(obj.aio, method)(*args, **kwargs)
        ok(inspect.isawaitable(result), f"{type(obj).__name__}.aio.{method} is not async")
        return await result

    async def every(self, page: Any) -> list[Any]:
        """Every item of a paginated result, fetching the pages after this one."""
        if self.mode == "sync":
            return list(page)
        return [item async for item in page]

    async def next_page(self, page: Any) -> Any:
        result = page.get_next_page()
        return await result if inspect.isawaitable(result) else result

    async def drain(self, stream: Any) -> list[str]:
        if self.mode == "sync":
            return list(stream)
        return [chunk async for chunk in stream]

    async def raises(self, error: type[Exception], obj: Any, method: str, /, *args: Any, **kwargs: Any) -> Exception:
        try:
            await self.call(obj, method, *args, **kwargs)
        except error as caught:
            return caught
        raise Mismatch(f"{method} did not raise {error.__name__}")


def ids(items: list[Any]) -> list[str]:
    return [item.id for item in items]


# ---------------------------------------------------------------- workspaces


@step("workspace.get_or_create")
async def workspace_get_or_create(run: Run) -> None:
    h = run.honcho
    eq(await run.call(h, "get_metadata"), {}, "metadata of a new workspace")
    # honcho-ai 2.7 reads a server-assigned `uid` that the v3 server's Workspace,
    # Peer and Session schemas do not have; the SDK documents None for such servers.
    eq(h.uid, None, "workspace uid (the server sends none)")


@step("workspace.metadata")
async def workspace_metadata(run: Run) -> None:
    h = run.honcho
    await run.call(h, "set_metadata", {"env": "test", "nested": {"tier": 2}})
    eq(await run.call(h, "get_metadata"), {"env": "test", "nested": {"tier": 2}}, "workspace metadata")


@step("workspace.configuration")
async def workspace_configuration(run: Run) -> None:
    h = run.honcho
    configuration = WorkspaceConfiguration(
        reasoning=ReasoningConfiguration(enabled=True, custom_instructions="be brief"),
        summary=SummaryConfiguration(enabled=False),
    )
    await run.call(h, "set_configuration", configuration)
    got = await run.call(h, "get_configuration")
    eq(got.reasoning.enabled if got.reasoning else None, True, "configuration.reasoning.enabled")
    eq(got.reasoning.custom_instructions if got.reasoning else None, "be brief", "configuration.reasoning.custom_instructions")
    eq(got.summary.enabled if got.summary else None, False, "configuration.summary.enabled")
    # The server merges the sections given into the stored configuration.
    await run.call(h, "set_configuration", WorkspaceConfiguration(dream=DreamConfiguration(enabled=False)))
    merged = await run.call(h, "get_configuration")
    eq(merged.model_dump(exclude_none=True),
       {"reasoning": {"enabled": True, "custom_instructions": "be brief"}, "summary": {"enabled": False}, "dream": {"enabled": False}},
       "configuration after setting another section")
    # Setting the configuration does not touch the metadata.
    eq(await run.call(h, "get_metadata"), {"env": "test", "nested": {"tier": 2}}, "metadata after setting configuration")
    await run.call(h, "refresh")
    eq(h.metadata, {"env": "test", "nested": {"tier": 2}}, "cached metadata after refresh")


@step("workspace.list")
async def workspace_list(run: Run) -> None:
    # A client's first call may be set_metadata: the server creates the workspace on PUT.
    other = Honcho(workspace_id=f"{run.workspace}-other", max_retries=0, timeout=10)
    await run.call(other, "set_metadata", {"kind": "other"})
    eq(await run.call(other, "get_metadata"), {"kind": "other"}, "metadata of a workspace created by set_metadata")
    page = await run.call(run.honcho, "workspaces")
    eq(sorted(page.items), sorted([run.workspace, f"{run.workspace}-other"]), "workspace ids")
    eq(page.total, 2, "total")
    filtered = await run.call(run.honcho, "workspaces", filters={"metadata": {"kind": "other"}})
    eq(filtered.items, [f"{run.workspace}-other"], "workspaces filtered by metadata")


@step("workspace.delete")
async def workspace_delete(run: Run) -> None:
    await run.call(run.honcho, "delete_workspace", f"{run.workspace}-other")
    page = await run.call(run.honcho, "workspaces")
    eq(page.items, [run.workspace], "workspace ids after deleting the other one")


# --------------------------------------------------------------------- peers


@step("peers.create")
async def peers_create(run: Run) -> None:
    h = run.honcho
    alice = await run.call(h, "peer", "alice", metadata={"name": "Alice"}, configuration=PeerConfig(observe_me=True))
    eq(alice.id, "alice", "peer id")
    eq(alice.metadata, {"name": "Alice"}, "peer metadata on create")
    eq(alice.configuration.observe_me if alice.configuration else None, True, "peer configuration on create")
    ok(alice.created_at is not None, "peer created_at")
    bob = await run.call(h, "peer", "bob")
    assistant = await run.call(h, "peer", "assistant", metadata={"role": "bot"})
    again = await run.call(h, "peer", "alice")
    eq(again.metadata, {"name": "Alice"}, "get-or-create returns the stored peer")
    eq(again.created_at, alice.created_at, "get-or-create keeps created_at")
    run.state.update(alice=alice, bob=bob, assistant=assistant)


@step("peers.list")
async def peers_list(run: Run) -> None:
    page = await run.call(run.honcho, "peers")
    eq(ids(page.items), ["alice", "bob", "assistant"], "peer ids, oldest first")
    eq(page.total, 3, "total")
    reverse = await run.call(run.honcho, "peers", reverse=True)
    eq(ids(reverse.items), ["assistant", "bob", "alice"], "peer ids, reversed")
    filtered = await run.call(run.honcho, "peers", filters={"metadata": {"role": "bot"}})
    eq(ids(filtered.items), ["assistant"], "peers filtered by metadata")


@step("peers.metadata_and_configuration")
async def peers_metadata(run: Run) -> None:
    bob = run.state["bob"]
    await run.call(bob, "set_metadata", {"name": "Bob", "age": 40})
    eq(await run.call(bob, "get_metadata"), {"name": "Bob", "age": 40}, "bob metadata")
    await run.call(bob, "set_configuration", PeerConfig(observe_me=False))
    got = await run.call(bob, "get_configuration")
    eq(got.observe_me, False, "bob observe_me")
    eq(await run.call(bob, "get_metadata"), {"name": "Bob", "age": 40}, "metadata kept after configuration")


@step("pagination.peers")
async def pagination_peers(run: Run) -> None:
    for index in range(7):
        await run.call(run.honcho, "peer", f"extra-{index}")
    expected = ["alice", "bob", "assistant"] + [f"extra-{index}" for index in range(7)]
    first = await run.call(run.honcho, "peers", size=3)
    eq(ids(first.items), expected[:3], "first page")
    eq((first.page, first.size, first.total, first.pages), (1, 3, 10, 4), "page, size, total, pages")
    ok(first.has_next_page(), "has a next page")
    second = await run.call(run.honcho, "peers", page=2, size=3)
    eq(ids(second.items), expected[3:6], "page=2")
    following = await run.next_page(first)
    eq(ids(following.items), expected[3:6], "get_next_page()")
    last = await run.call(run.honcho, "peers", page=4, size=3)
    eq(ids(last.items), expected[9:], "last page")
    ok(not last.has_next_page(), "the last page has no next page")
    eq(await run.next_page(last), None, "get_next_page() after the last page")
    everything = await run.every(first)
    eq(ids(everything), expected, "iterating every page yields each peer once, in order")


# ------------------------------------------------------------------ sessions


@step("sessions.create")
async def sessions_create(run: Run) -> None:
    h = run.honcho
    session = await run.call(
        h,
        "session",
        "chat",
        metadata={"topic": "coffee"},
        configuration=SessionConfiguration(summary=SummaryConfiguration(enabled=False)),
        peers=["alice", ("bob", SessionPeerConfig(observe_others=True))],
    )
    eq(session.id, "chat", "session id")
    eq(session.metadata, {"topic": "coffee"}, "session metadata on create")
    eq(session.is_active, True, "is_active")
    eq(session.configuration.summary.enabled if session.configuration and session.configuration.summary else None, False, "session configuration on create")
    eq(session.uid, None, "session uid (the server sends none)")
    run.state["session"] = session
    await run.call(h, "session", "other", metadata={"topic": "tea"})
    page = await run.call(h, "sessions")
    eq(ids(page.items), ["chat", "other"], "session ids")
    filtered = await run.call(h, "sessions", filters={"metadata": {"topic": "tea"}})
    eq(ids(filtered.items), ["other"], "sessions filtered by metadata")


@step("sessions.peers")
async def sessions_peers(run: Run) -> None:
    session = run.state["session"]
    eq(ids(await run.call(session, "peers")), ["alice", "bob"], "peers named at creation")
    await run.call(session, "add_peers", [run.state["assistant"]])
    eq(ids(await run.call(session, "peers")), ["alice", "bob", "assistant"], "after add_peers")
    await run.call(session, "remove_peers", "bob")
    eq(ids(await run.call(session, "peers")), ["alice", "assistant"], "after remove_peers")
    await run.call(session, "set_peers", ["alice", "bob", "assistant"])
    # The server lists a session's peers in no particular order.
    eq(sorted(ids(await run.call(session, "peers"))), ["alice", "assistant", "bob"], "after set_peers")
    sessions = await run.call(run.state["alice"], "sessions")
    eq(ids(sessions.items), ["chat"], "alice's sessions")


@step("sessions.peer_config")
async def sessions_peer_config(run: Run) -> None:
    session = run.state["session"]
    await run.call(session, "set_peer_configuration", "assistant", SessionPeerConfig(observe_others=True, observe_me=False))
    got = await run.call(session, "get_peer_configuration", "assistant")
    eq((got.observe_others, got.observe_me), (True, False), "assistant's session config")


@step("sessions.metadata_and_configuration")
async def sessions_metadata(run: Run) -> None:
    session = run.state["session"]
    await run.call(session, "set_metadata", {"topic": "coffee", "mood": "curious"})
    eq(await run.call(session, "get_metadata"), {"topic": "coffee", "mood": "curious"}, "session metadata")
    await run.call(session, "set_configuration", SessionConfiguration(reasoning=ReasoningConfiguration(enabled=False)))
    got = await run.call(session, "get_configuration")
    # Merged into what the session was created with, as the server does.
    eq(got.model_dump(exclude_none=True), {"reasoning": {"enabled": False}, "summary": {"enabled": False}}, "session configuration")
    again = await run.call(run.honcho, "session", "chat", configuration=SessionConfiguration(dream=DreamConfiguration(enabled=True)))
    eq(again.configuration.model_dump(exclude_none=True) if again.configuration else None,
       {"reasoning": {"enabled": False}, "summary": {"enabled": False}, "dream": {"enabled": True}},
       "get-or-create with a configuration merges it too")
    eq(again.metadata, {"topic": "coffee", "mood": "curious"}, "get-or-create without metadata keeps it")


@step("sessions.created_by_update")
async def sessions_created_by_update(run: Run) -> None:
    # A Session built locally makes no call; its first one may be an update, which the server turns into a get-or-create.
    notes = Session("notes", run.honcho)
    await run.call(notes, "set_metadata", {"kind": "notes"})
    eq(await run.call(notes, "get_metadata"), {"kind": "notes"}, "metadata of a session created by set_metadata")
    eq(notes.is_active, True, "is_active")
    await run.call(notes, "delete")


# ------------------------------------------------------------------ messages

CONVERSATION = [
    ("alice", "I love dark roast coffee in the morning."),
    ("assistant", "Noted, a dark roast it is."),
    ("alice", "My sister Carol lives in Lisbon."),
    ("bob", "I prefer green tea over coffee."),
]


@step("messages.add")
async def messages_add(run: Run) -> None:
    session = run.state["session"]
    peers = {"alice": run.state["alice"], "bob": run.state["bob"], "assistant": run.state["assistant"]}
    created = await run.call(
        session,
        "add_messages",
        [peers[peer].message(content, metadata={"n": index}) for index, (peer, content) in enumerate(CONVERSATION)],
    )
    eq([(m.peer_id, m.content) for m in created], CONVERSATION, "created messages (peer, content)")
    eq({(m.session_id, m.workspace_id) for m in created}, {("chat", run.workspace)}, "session and workspace of each message")
    eq([m.metadata for m in created], [{"n": index} for index in range(len(CONVERSATION))], "message metadata")
    ok(all(m.token_count > 0 for m in created), "every message has a token count")
    ok(len({m.id for m in created}) == len(created), "message ids are distinct")
    single = await run.call(session, "add_messages", peers["assistant"].message("Lisbon is lovely."))
    eq([(m.peer_id, m.content) for m in single], [("assistant", "Lisbon is lovely.")], "a single message")
    run.state["messages"] = created + single


@step("messages.list")
async def messages_list(run: Run) -> None:
    session = run.state["session"]
    stored = run.state["messages"]
    page = await run.call(session, "messages")
    eq([(m.id, m.peer_id, m.content) for m in page.items], [(m.id, m.peer_id, m.content) for m in stored], "listed messages, oldest first")
    reverse = await run.call(session, "messages", reverse=True)
    eq(ids(reverse.items), list(reversed(ids(stored))), "reversed")
    filtered = await run.call(session, "messages", filters={"peer_id": "alice"})
    eq(ids(filtered.items), [m.id for m in stored if m.peer_id == "alice"], "filtered by peer_id")
    by_metadata = await run.call(session, "messages", filters={"metadata": {"n": 3}})
    eq([m.content for m in by_metadata.items], [CONVERSATION[3][1]], "filtered by metadata")


@step("messages.get_and_update")
async def messages_get_update(run: Run) -> None:
    session = run.state["session"]
    first = run.state["messages"][0]
    got = await run.call(session, "get_message", first.id)
    eq((got.id, got.peer_id, got.content, got.metadata), (first.id, "alice", CONVERSATION[0][1], {"n": 0}), "get_message")
    eq(got.created_at, first.created_at, "created_at")
    updated = await run.call(session, "update_message", first, {"n": 0, "starred": True})
    eq((updated.id, updated.content, updated.metadata), (first.id, CONVERSATION[0][1], {"n": 0, "starred": True}), "update_message")
    again = await run.call(session, "get_message", first.id)
    eq(again.metadata, {"n": 0, "starred": True}, "the update is stored")
    await run.raises(NotFoundError, session, "get_message", "no-such-message")


@step("messages.upload_file")
async def messages_upload(run: Run) -> None:
    session = run.state["session"]
    text = "Notes from Alice.\n\nShe runs every Sunday along the river."
    created = await run.call(session, "upload_file", ("notes.txt", text.encode(), "text/plain"), "alice", metadata={"source": "upload"})
    # A file this small becomes one message.
    eq([(m.peer_id, m.content, m.metadata) for m in created], [("alice", text, {"source": "upload"})], "the uploaded text file")
    data = json.dumps({"favourite": "espresso"})
    from_json = await run.call(session, "upload_file", ("prefs.json", data.encode(), "application/json"), run.state["bob"])
    eq([(m.peer_id, json.loads(m.content)) for m in from_json], [("bob", {"favourite": "espresso"})], "uploaded JSON")
    listed = await run.call(session, "messages")
    eq(ids(listed.items)[-len(created) - 1 :], ids(created) + ids(from_json), "uploads are listed after the earlier messages")
    run.state["messages"] = run.state["messages"] + created + from_json


@step("pagination.messages")
async def pagination_messages(run: Run) -> None:
    session = await run.call(run.honcho, "session", "long")
    alice = run.state["alice"]
    contents = [f"Line {index}" for index in range(120)]
    created = []
    for start in range(0, len(contents), 100):  # the server takes at most 100 per call
        created += await run.call(session, "add_messages", [alice.message(c) for c in contents[start : start + 100]])
    eq([m.content for m in created], contents, "created in order")
    first = await run.call(session, "messages", size=50)
    eq((len(first.items), first.total, first.pages), (50, 120, 3), "first page of 50")
    everything = await run.every(first)
    eq([m.content for m in everything], contents, "every message exactly once, in order")
    eq(len({m.id for m in everything}), 120, "distinct ids")
    run.state["long"] = session


# ----------------------------------------------------------- session context


@step("sessions.context")
async def sessions_context(run: Run) -> None:
    session = run.state["session"]
    stored = run.state["messages"]
    context = await run.call(session, "context")
    eq([m.id for m in context.messages], ids(stored), "context messages (no budget)")
    eq(context.session_id, "chat", "context session id")
    eq(context.summary, None, "no summary yet")
    without = await run.call(session, "context", summary=False)
    eq(ids(without.messages), ids(stored), "summary=False")
    budget = await run.call(session, "context", tokens=sum(m.token_count for m in stored[-2:]))
    eq(ids(budget.messages), ids(stored[-2:]), "a budget keeps the newest messages that fit, oldest first")
    openai = context.to_openai(assistant="assistant")
    eq(openai[1], {"role": "assistant", "name": "assistant", "content": CONVERSATION[1][1]}, "to_openai")


@step("sessions.context_with_peer")
async def sessions_context_peer(run: Run) -> None:
    session = run.state["session"]
    # Nobody has concluded anything yet (conclusions and cards come later, see peers.context).
    context = await run.call(session, "context", peer_target="alice", peer_perspective="bob", tokens=1000)
    eq(ids(context.messages), ids(run.state["messages"]), "messages with a peer target")
    eq((context.peer_representation, context.peer_card), (None, None), "bob has no view of alice yet")


@step("sessions.summaries")
async def sessions_summaries(run: Run) -> None:
    summaries = await run.call(run.state["session"], "summaries")
    eq(summaries.id, "chat", "summaries id")
    # Summaries are disabled on this session, so there are none.
    eq((summaries.short_summary, summaries.long_summary), (None, None), "no summaries")


@step("sessions.clone")
async def sessions_clone(run: Run) -> None:
    session = run.state["session"]
    stored = run.state["messages"]
    clone = await run.call(session, "clone")
    ok(clone.id != "chat", "a clone has a new id")
    cloned = await run.every(await run.call(clone, "messages"))
    eq([(m.peer_id, m.content) for m in cloned], [(m.peer_id, m.content) for m in stored], "cloned messages")
    eq({m.session_id for m in cloned}, {clone.id}, "cloned messages belong to the clone")
    eq(sorted(ids(await run.call(clone, "peers"))), ["alice", "assistant", "bob"], "cloned peers")
    cut = await run.call(session, "clone", message_id=stored[1].id)
    cut_messages = await run.every(await run.call(cut, "messages"))
    eq([m.content for m in cut_messages], [m.content for m in stored[:2]], "clone up to a message")
    run.state["clones"] = [clone.id, cut.id]


# -------------------------------------------------------------------- search


@step("search.session_peer_workspace")
async def search(run: Run) -> None:
    session = run.state["session"]
    found = await run.call(session, "search", "Lisbon")
    eq(sorted(m.content for m in found), sorted(["My sister Carol lives in Lisbon.", "Lisbon is lovely."]), "session search")
    eq({m.session_id for m in found}, {"chat"}, "session search stays in the session")
    by_peer = await run.call(run.state["bob"], "search", "tea")
    # Peer search covers the whole workspace: the original and the full clone hold bob's message.
    eq({(m.peer_id, m.content) for m in by_peer}, {("bob", CONVERSATION[3][1])}, "peer search")
    eq(sorted(m.session_id for m in by_peer), sorted(["chat", run.state["clones"][0]]), "peer search: sessions holding the message")
    workspace = await run.call(run.honcho, "search", "Lisbon", limit=50)
    eq({m.content for m in workspace}, {"My sister Carol lives in Lisbon.", "Lisbon is lovely."}, "workspace search (clones included)")
    ok(len(workspace) >= 2, "workspace search finds the original and the clone")
    limited = await run.call(run.honcho, "search", "Lisbon", limit=1)
    eq(len(limited), 1, "limit")
    filtered = await run.call(run.honcho, "search", "Lisbon", filters={"session_id": "chat", "peer_id": "assistant"})
    eq([m.content for m in filtered], ["Lisbon is lovely."], "workspace search with filters")


# --------------------------------------------------------------- conclusions


@step("conclusions.create")
async def conclusions_create(run: Run) -> None:
    alice = run.state["alice"]
    created = await run.call(
        alice.conclusions,
        "create",
        [
            {"content": "Alice loves dark roast coffee", "session_id": "chat"},
            {"content": "Alice has a sister named Carol"},
        ],
    )
    eq([(c.content, c.observer_id, c.observed_id, c.session_id) for c in created],
       [("Alice loves dark roast coffee", "alice", "alice", "chat"), ("Alice has a sister named Carol", "alice", "alice", None)],
       "created self-conclusions")
    eq([c.level for c in created], ["explicit", "explicit"], "level")
    about_bob = await run.call(alice.conclusions_of("bob"), "create", [{"content": "Bob prefers green tea", "session_id": "chat"}])
    eq([(c.observer_id, c.observed_id) for c in about_bob], [("alice", "bob")], "a conclusion about another peer")
    run.state["conclusions"] = created
    run.state["about_bob"] = about_bob


@step("conclusions.list")
async def conclusions_list(run: Run) -> None:
    alice = run.state["alice"]
    created = run.state["conclusions"]
    page = await run.call(alice.conclusions, "list")
    eq(sorted(ids(page.items)), sorted(ids(created)), "alice's self-conclusions")
    in_session = await run.call(alice.conclusions, "list", session="chat")
    eq(ids(in_session.items), [created[0].id], "filtered by session")
    of_bob = await run.call(alice.conclusions_of("bob"), "list")
    eq(ids(of_bob.items), ids(run.state["about_bob"]), "alice's conclusions about bob")
    workspace = await run.call(run.honcho.conclusions, "list")
    eq(sorted(ids(workspace.items)), sorted(ids(created) + ids(run.state["about_bob"])), "every conclusion in the workspace")
    observed_bob = await run.call(run.honcho.conclusions, "list", filters={"observed_id": "bob"})
    eq(ids(observed_bob.items), ids(run.state["about_bob"]), "workspace conclusions filtered by observed_id")
    got = await run.call(run.honcho.conclusions, "get", created[1].id)
    eq((got.id, got.content), (created[1].id, "Alice has a sister named Carol"), "get")
    many = await run.call(alice.conclusions, "get_many", ids(created) + ["missing"])
    eq(sorted(ids(many)), sorted(ids(created)), "get_many omits missing ids")
    # honcho-ai 2.7.0 asks for {"source_ids": {"contains": "<id>"}}; the server takes only a list or an
    # object under `contains` on that JSON column, so it refuses the call with 422.
    refused = await run.raises(UnprocessableEntityError, alice.conclusions, "derived", created[0].id)
    ok("a JSONB column takes an object" in str(refused), "derived is refused with the server's filter message")


@step("conclusions.query")
async def conclusions_query(run: Run) -> None:
    alice = run.state["alice"]
    found = await run.call(alice.conclusions, "query", "sister Carol", top_k=5)
    ok(len(found) >= 1, "query finds something")
    eq(found[0].content, "Alice has a sister named Carol", "best match first")
    eq({(c.observer_id, c.observed_id) for c in found}, {("alice", "alice")}, "query stays in the view")


@step("conclusions.delete")
async def conclusions_delete(run: Run) -> None:
    alice = run.state["alice"]
    extra = await run.call(alice.conclusions, "create", [{"content": "Alice dislikes rain"}])
    await run.call(alice.conclusions, "delete", extra[0].id)
    page = await run.call(alice.conclusions, "list")
    eq(sorted(ids(page.items)), sorted(ids(run.state["conclusions"])), "the deleted conclusion is gone")
    await run.raises(NotFoundError, run.honcho.conclusions, "get", extra[0].id)


@step("pagination.conclusions")
async def pagination_conclusions(run: Run) -> None:
    view = run.state["assistant"].conclusions
    created = await run.call(view, "create", [{"content": f"Fact number {index}"} for index in range(12)])
    first = await run.call(view, "list", size=5)
    eq((len(first.items), first.total, first.pages), (5, 12, 3), "first page of 5")
    everything = await run.every(first)
    eq(sorted(ids(everything)), sorted(ids(created)), "every conclusion exactly once")
    eq(len(ids(everything)), 12, "no repeats")


# ------------------------------------------- peer cards, representation, context


@step("peers.card")
async def peers_card(run: Run) -> None:
    alice = run.state["alice"]
    eq(await run.call(alice, "get_card"), None, "no card yet")
    eq(await run.call(alice, "set_card", ["Loves coffee", "Sister: Carol"]), ["Loves coffee", "Sister: Carol"], "set_card")
    eq(await run.call(alice, "get_card"), ["Loves coffee", "Sister: Carol"], "get_card")
    eq(await run.call(alice, "set_card", ["Drinks tea"], target="bob"), ["Drinks tea"], "set_card about bob")
    eq(await run.call(alice, "get_card", target="bob"), ["Drinks tea"], "get_card about bob")
    eq(await run.call(alice, "get_card"), ["Loves coffee", "Sister: Carol"], "the self card is unchanged")


@step("peers.representation")
async def peers_representation(run: Run) -> None:
    alice = run.state["alice"]
    representation = await run.call(alice, "representation")
    ok("Alice loves dark roast coffee" in representation and "Alice has a sister named Carol" in representation,
       f"representation lists alice's conclusions: {representation!r}")
    of_bob = await run.call(alice, "representation", target="bob")
    ok("Bob prefers green tea" in of_bob and "Alice" not in of_bob, f"representation of bob: {of_bob!r}")
    searched = await run.call(alice, "representation", search_query="sister", search_top_k=1, max_conclusions=1)
    ok("Carol" in searched and "coffee" not in searched, f"searched representation: {searched!r}")
    in_session = await run.call(run.state["session"], "representation", "alice")
    ok("Alice loves dark roast coffee" in in_session and "Carol" not in in_session, f"session representation: {in_session!r}")
    view = await run.call(alice.conclusions_of("bob"), "representation")
    ok("Bob prefers green tea" in view, f"representation through the conclusions view: {view!r}")


@step("peers.context")
async def peers_context(run: Run) -> None:
    alice = run.state["alice"]
    context = await run.call(alice, "context")
    eq((context.peer_id, context.target_id), ("alice", "alice"), "context ids")
    eq(context.peer_card, ["Loves coffee", "Sister: Carol"], "context card")
    ok("Alice loves dark roast coffee" in (context.representation or ""), f"context representation: {context.representation!r}")
    of_bob = await run.call(alice, "context", target="bob", search_query="tea")
    eq((of_bob.peer_id, of_bob.target_id, of_bob.peer_card), ("alice", "bob", ["Drinks tea"]), "context of bob")
    ok("Bob prefers green tea" in (of_bob.representation or ""), f"context representation of bob: {of_bob.representation!r}")
    session_context = await run.call(run.state["session"], "context", peer_target="alice", tokens=1000)
    eq(session_context.peer_card, ["Loves coffee", "Sister: Carol"], "session context with a peer target carries the card")
    ok("Alice loves dark roast coffee" in (session_context.peer_representation or ""), "session context carries the representation")


# ---------------------------------------------------------------------- chat


class Preferences(BaseModel):
    drink: str
    confident: bool


@step("chat.plain")
async def chat_plain(run: Run) -> None:
    alice = run.state["alice"]
    answer = await run.call(alice, "chat", "What coffee does Alice love?")
    ok(isinstance(answer, str) and "dark roast" in answer, f"answer quotes what is stored: {answer!r}")
    in_session = await run.call(alice, "chat", "Where does Carol live?", session="chat", reasoning_level="minimal")
    ok(isinstance(in_session, str) and "Lisbon" in in_session, f"answer in a session: {in_session!r}")
    about_bob = await run.call(alice, "chat", "What does Bob prefer to drink?", target="bob")
    ok(isinstance(about_bob, str) and "green tea" in about_bob, f"answer about bob: {about_bob!r}")
    # Like the server's model, the dialectic always answers: from the most recent memory when nothing matches.
    unmatched = await run.call(alice, "chat", "zzzz qqqq")
    ok(isinstance(unmatched, str) and unmatched.startswith("Nothing about alice matches the question"), f"an answer when nothing matches: {unmatched!r}")
    run.state["coffee_answer"] = answer


@step("chat.structured")
async def chat_structured(run: Run) -> None:
    alice = run.state["alice"]
    parsed = await run.call(alice, "chat", "What coffee does Alice love?", response_format=Preferences)
    ok(isinstance(parsed, Preferences), f"a Preferences instance (got {type(parsed).__name__})")
    schema = {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"], "additionalProperties": False}
    raw = await run.call(alice, "chat", "Where does Carol live?", response_format=schema)
    ok(isinstance(raw, str), f"a JSON string for a schema dict (got {type(raw).__name__})")
    value = json.loads(raw)
    eq(sorted(value), ["city"], "the JSON has the schema's keys")
    ok(isinstance(value["city"], str), "city is a string")


@step("chat.evidence")
async def chat_evidence(run: Run) -> None:
    alice = run.state["alice"]
    response = await run.call(alice, "chat", "What coffee does Alice love?", include_evidence=True)
    ok(isinstance(response, honcho.ChatResponse), f"a ChatResponse (got {type(response).__name__})")
    eq(response.content, run.state["coffee_answer"], "the same answer as without evidence")
    ok(response.evidence is not None, "evidence is present")
    read = {c.id for c in response.evidence.conclusions}
    ok(run.state["conclusions"][0].id in read, f"evidence lists the coffee conclusion: {read}")
    # Alice's card says "Loves coffee", so the card was read too.
    eq(sorted(t.tool_name for t in response.evidence.tool_calls), ["get_peer_card", "search_memory", "search_messages"], "tool calls")


@step("chat.stream")
async def chat_stream(run: Run) -> None:
    alice = run.state["alice"]
    stream = await run.call(alice, "chat_stream", "What coffee does Alice love?")
    chunks = await run.drain(stream)
    ok(len(chunks) >= 1, "at least one chunk")
    eq("".join(chunks), run.state["coffee_answer"], "the streamed answer equals the plain one")
    eq(stream.get_final_response(), {"content": run.state["coffee_answer"]}, "get_final_response")
    ok(stream.is_complete, "complete")
    with_evidence = await run.call(alice, "chat_stream", "What coffee does Alice love?", include_evidence=True)
    await run.drain(with_evidence)
    ok(with_evidence.evidence is not None and len(with_evidence.evidence.conclusions) > 0, "evidence after the stream")
    structured = await run.call(alice, "chat_stream", "What coffee does Alice love?", response_format=Preferences)
    parsed = Preferences.model_validate_json("".join(await run.drain(structured)))
    ok(isinstance(parsed.drink, str), "a streamed structured answer parses")


@step("chat.workspace")
async def chat_workspace(run: Run) -> None:
    answer = await run.call(run.honcho, "chat", "Who prefers green tea?")
    ok(isinstance(answer, str) and "green tea" in answer, f"workspace answer: {answer!r}")
    stream = await run.call(run.honcho, "chat_stream", "Who prefers green tea?")
    eq("".join(await run.drain(stream)), answer, "the streamed workspace answer equals the plain one")
    structured = await run.call(run.honcho, "chat", "Who prefers green tea?", response_format=Preferences)
    ok(isinstance(structured, Preferences), "a structured workspace answer")


# -------------------------------------------------------------------- scopes


@step("scopes.create_and_list")
async def scopes_create(run: Run) -> None:
    h = run.honcho
    team = await run.call(h, "scope", "team", metadata={"kind": "work"})
    eq((team.id, team.metadata), ("team", {"kind": "work"}), "created scope")
    ok(team.created_at is not None, "scope created_at")
    got = await run.call(h, "get_scope", "team")
    eq((got.id, got.metadata), ("team", {"kind": "work"}), "get_scope")
    await run.call(h, "scope", "family")
    page = await run.call(h, "scopes")
    eq(ids(page.items), ["team", "family"], "scope ids")
    await run.raises(NotFoundError, h, "get_scope", "no-such-scope")
    run.state["team"] = team


@step("scopes.sessions")
async def scopes_sessions(run: Run) -> None:
    team = run.state["team"]
    await run.call(team, "add_sessions", ["chat", run.state["long"]])
    members = await run.call(team, "sessions")
    # Sessions added in one call share a join time; the server orders such ties at random.
    eq(sorted(ids(members.items)), ["chat", "long"], "scope members")
    status = await run.call(team, "status")
    eq(sorted(status), ["chat", "long"], "backfill status per session")
    eq({job.state for job in status.values()}, {"completed"}, "backfills complete")
    joined = await run.call(run.honcho, "session", "scoped", scopes=["family"])
    family = await run.call(run.honcho, "get_scope", "family")
    eq(ids((await run.call(family, "sessions")).items), [joined.id], "a session joins a scope at creation")
    await run.call(team, "remove_session", "long")
    eq(ids((await run.call(team, "sessions")).items), ["chat"], "after remove_session")


@step("scopes.recall")
async def scopes_recall(run: Run) -> None:
    alice = run.state["alice"]
    found = await run.call(run.honcho, "search", "Lisbon", scope="team", limit=50)
    eq({m.session_id for m in found}, {"chat"}, "search through a scope sees only its sessions")
    answer = await run.call(alice, "chat", "Where does Carol live?", scope="team")
    ok(isinstance(answer, str) and "Lisbon" in answer, f"chat through a scope: {answer!r}")
    nothing = await run.call(alice, "chat", "Where does Carol live?", scope="family")
    ok(isinstance(nothing, str) and nothing.startswith("There is no memory about alice"), f"chat through a scope without those messages: {nothing!r}")
    allowlist = await run.call(alice, "chat", "Where does Carol live?", sessions=["chat"])
    ok(isinstance(allowlist, str) and "Lisbon" in allowlist, f"chat with a session allowlist: {allowlist!r}")


# ------------------------------------------------------------- queue, dreams


@step("queue.status")
async def queue_status(run: Run) -> None:
    status = await run.call(run.honcho, "queue_status")
    eq(status.pending_work_units + status.in_progress_work_units, 0, "nothing pending")
    eq(status.completed_work_units, status.total_work_units, "everything completed")
    session_status = await run.call(run.state["session"], "queue_status")
    eq(session_status.pending_work_units, 0, "nothing pending in the session")
    eq(session_status.completed_work_units, session_status.total_work_units, "session: everything completed")
    ok(session_status.total_work_units <= status.total_work_units, "a session has no more work than the workspace")
    by_sender = await run.call(run.honcho, "queue_status", sender="bob", session="chat")
    ok(by_sender.total_work_units <= session_status.total_work_units, "narrowed by sender")


@step("dreams.schedule")
async def dreams_schedule(run: Run) -> None:
    result = await run.call(run.honcho, "schedule_dream", run.state["alice"], session="chat", observed="bob")
    eq(result, None, "schedule_dream returns nothing")
    await run.call(run.honcho, "schedule_dream", "alice")


# ---------------------------------------------------------------- deletion


@step("sessions.delete")
async def sessions_delete(run: Run) -> None:
    h = run.honcho
    for clone_id in run.state["clones"]:
        await run.call(await run.call(h, "session", clone_id), "delete")
    other = await run.call(h, "session", "other")
    await run.call(other, "delete")
    page = await run.call(h, "sessions")
    eq(ids(page.items), ["chat", "long", "scoped"], "sessions after deleting")
    await run.raises(NotFoundError, other, "get_message", run.state["messages"][0].id)


# ---------------------------------------------------------------------- main


def where(error: Mismatch) -> str:
    """A failed check's message and the scenario line that made it."""
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == __file__ and f.name not in ("eq", "ok", "raises")]
    return f"{error}\n  at scenario.py line {frames[-1].lineno}: {frames[-1].line}" if frames else str(error)


async def main(mode: str) -> int:
    run = Run(mode)
    print(json.dumps({"start": True, "mode": mode, "sdk": honcho.__version__, "steps": [name for name, _ in STEPS]}), flush=True)
    failed = 0
    for name, fn in STEPS:
        try:
            await fn(run)
            print(json.dumps({"step": name, "ok": True, "detail": ""}), flush=True)
        except Exception as error:  # noqa: BLE001 - every failure is reported, then the next step runs
            failed += 1
            detail = where(error) if isinstance(error, Mismatch) else traceback.format_exc()
            print(json.dumps({"step": name, "ok": False, "detail": detail}), flush=True)
    print(json.dumps({"done": True, "failed": failed}), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in ("sync", "async"):
        print("usage: scenario.py sync|async", file=sys.stderr)
        sys.exit(2)
    sys.exit(asyncio.run(main(sys.argv[1])))
