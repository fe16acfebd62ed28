// This file is generated from openapi.yaml by scripts/generate.mjs
// (`pnpm --filter @honcho-ai/api-types run generate`). Do not edit it by hand:
// change openapi.yaml and regenerate; `run check:generated` fails when it is stale.

export interface paths {
  "/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness check
     * Answers as long as the process is up; needs no credentials.
     */
    get: operations["getHealth"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Issue an API key
     * Mints a JWT limited to a workspace, peer and/or session. At least one of the
     * query parameters is required, and peer or session keys also need `workspace_id`.
     * Needs an admin key; answers 405 when the server runs with authentication off.
     */
    post: operations["createKey"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get or create a workspace
     * Returns the workspace with this ID, creating it first when it does not exist.
     */
    post: operations["getOrCreateWorkspace"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/list": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List workspaces
     * Pages through every workspace (admin only). The body may be omitted or `null`.
     */
    post: operations["listWorkspaces"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Update a workspace
     * Replaces the metadata and/or configuration given; omitted fields stay as they are.
     */
    put: operations["updateWorkspace"];
    post?: never;
    /**
     * Delete a workspace
     * Accepts the deletion and removes the workspace with everything in it in the
     * background. Refused with 409 while the workspace still has active sessions:
     * delete those first.
     */
    delete: operations["deleteWorkspace"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/search": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Search a workspace's messages
     * Finds messages anywhere in the workspace, optionally narrowed by filters or scopes.
     */
    post: operations["searchWorkspace"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/queue/status": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    /**
     * Background processing status
     * Counts the reasoning, summary and dream work still queued for the workspace,
     * optionally narrowed to an observer, a sender and/or a session. Completed counts
     * only go back to the last periodic queue cleanup.
     */
    get: operations["getQueueStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/schedule_dream": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Schedule a dream now
     * Queues a dream for one observer/observed pair, skipping the usual thresholds and cool-downs.
     */
    post: operations["scheduleDream"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/chat": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask the workspace a question
     * Runs the dialectic over the whole workspace (optionally limited to a session
     * or to scopes) instead of one peer's point of view. Newer than server 3.0.12;
     * request and answer match peer chat.
     *
     * With `stream: false` (the default) the answer is a JSON `DialecticResponse`.
     * With `stream: true` the answer is `text/event-stream`, framed exactly as on
     * peer chat: one `data: {json}` line per event followed by a blank line
     * (`data: {json}\n\n`), each `{json}` a `DialecticStreamChunk`; content events
     * carry `"done": false` and the stream ends with a `{"done": true, ...}` event
     * (which carries `evidence` when it was asked for). There is no `event:` or
     * `id:` line, no heartbeat, no error event and no `[DONE]` sentinel.
     */
    post: operations["workspaceChat"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/peers/list": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List peers
     * Pages through a workspace's peers. The body may be omitted or `null`.
     */
    post: operations["listPeers"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/peers": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get or create a peer
     * Returns the peer with this ID, creating it first when it does not exist.
     */
    post: operations["getOrCreatePeer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/peers/{peer_id}": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Update a peer
     * Replaces the metadata and/or configuration given; omitted fields stay as they are.
     */
    put: operations["updatePeer"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/peers/{peer_id}/sessions": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List a peer's sessions
     * Pages through the sessions this peer belongs to. The body may be omitted or `null`.
     */
    post: operations["listPeerSessions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/peers/{peer_id}/chat": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask a peer's representation a question
     * The dialectic: an agent searches what Honcho knows (conclusions, messages,
     * peer cards) from this peer's point of view, or about `target` from it, and
     * answers `query` in natural language, or as JSON matching `response_format`.
     *
     * With `stream: false` (the default) the answer is a JSON `DialecticResponse`.
     *
     * With `stream: true` the answer is `text/event-stream`. Every event is exactly
     * one `data: ` line holding a JSON `DialecticStreamChunk` (serialised with
     * Python's default separators `", "` and `": "`) followed by a blank line, so
     * the bytes are `data: {json}\n\n`. Content arrives as
     * `data: {"delta": {"content": "<text>"}, "done": false}`. The stream always
     * ends with `data: {"done": true}` (with an `evidence` member when
     * `include_evidence` was set); that final event has no `delta`. There are no
     * `event:` or `id:` lines, no heartbeats, no error events and no `[DONE]`
     * sentinel: an error mid-stream simply closes the connection, so a stream that
     * ends without a `"done": true` event was cut short. With `response_format`,
     * the concatenated deltas form one JSON document.
     */
    post: operations["peerChat"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/peers/{peer_id}/representation": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get a peer's representation
     * Renders, as text, a selection of what this peer knows about itself or about
     * `target`, optionally limited to a session, sessions or scopes and curated
     * around a semantic search.
     */
    post: operations["getPeerRepresentation"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/peers/{peer_id}/card": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    /**
     * Get a peer card
     * The short list of key facts this peer holds about `target`, or about itself when `target` is omitted.
     */
    get: operations["getPeerCard"];
    /**
     * Replace a peer card
     * Overwrites the card this peer holds about `target` (or about itself).
     */
    put: operations["setPeerCard"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/peers/{peer_id}/context": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    /**
     * Get a peer's context
     * Representation and peer card together, for this peer about itself or about `target`.
     */
    get: operations["getPeerContext"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/peers/{peer_id}/search": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Search a peer's messages
     * Finds messages this peer sent, optionally narrowed by filters.
     */
    post: operations["searchPeer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/sessions/list": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List sessions
     * Pages through a workspace's sessions. The body may be omitted or `null`.
     */
    post: operations["listSessions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/sessions": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get or create a session
     * Returns the session with this ID, creating it first when it does not exist.
     * Peers listed in `peers` are added (and created if needed). Naming `scopes`
     * needs a workspace or admin key.
     */
    post: operations["getOrCreateSession"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/sessions/{session_id}": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Update a session
     * Replaces the metadata and/or configuration given; omitted fields stay as they are.
     */
    put: operations["updateSession"];
    post?: never;
    /**
     * Delete a session
     * Marks the session inactive at once and deletes it, with its messages and
     * derived data, in the background. Cannot be undone.
     */
    delete: operations["deleteSession"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/sessions/{session_id}/clone": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Clone a session
     * Copies the session into a new one, optionally only up to a given message.
     */
    post: operations["cloneSession"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/sessions/{session_id}/peers": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    /**
     * List a session's peers
     * Pages through the peers in the session. Takes no `reverse`.
     */
    get: operations["listSessionPeers"];
    /**
     * Replace a session's peers
     * Makes the given peers the session's whole membership, creating peers that do not exist yet.
     */
    put: operations["setSessionPeers"];
    /**
     * Add peers to a session
     * Adds the given peers with their per-session settings, creating peers that do not exist yet.
     */
    post: operations["addSessionPeers"];
    /**
     * Remove peers from a session
     * Takes the listed peer IDs out of the session. Note that this DELETE has a JSON body.
     */
    delete: operations["removeSessionPeers"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/sessions/{session_id}/peers/{peer_id}/config": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    /**
     * Get a peer's session settings
     * How this peer observes and is observed inside the session. A peer-scoped key may only read its own.
     */
    get: operations["getSessionPeerConfig"];
    /**
     * Set a peer's session settings
     * Changes how this peer observes and is observed inside the session.
     */
    put: operations["setSessionPeerConfig"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/sessions/{session_id}/context": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    /**
     * Get a session's context
     * Packs recent messages, the latest summary and, when a perspective is asked
     * for, a representation and peer card into a token budget, ready to put in
     * front of a model.
     */
    get: operations["getSessionContext"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/sessions/{session_id}/summaries": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    /**
     * Get a session's summaries
     * The latest short and long summaries, each with the message it covers up to.
     */
    get: operations["getSessionSummaries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/sessions/{session_id}/search": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Search a session's messages
     * Finds messages in this session, optionally narrowed by filters.
     */
    post: operations["searchSession"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/sessions/{session_id}/messages": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add messages to a session
     * Stores 1 to 100 messages in order and queues them for reasoning. The server
     * also accepts the same request at `.../messages/` (trailing slash); that alias
     * is left out of this document on purpose.
     */
    post: operations["createMessages"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/sessions/{session_id}/messages/upload": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add messages from a file
     * Converts an uploaded PDF, text or JSON file to text and stores it as one or
     * more messages from `peer_id`. Files over 5 MiB (5,242,880 bytes) get 413;
     * other content types get 415.
     */
    post: operations["uploadMessages"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/sessions/{session_id}/messages/list": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List a session's messages
     * Pages through the session's messages, oldest first unless `reverse`. The body may be omitted or `null`.
     */
    post: operations["listMessages"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/sessions/{session_id}/messages/{message_id}": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
        /** ID of the message. */
        message_id: components["parameters"]["MessageId"];
      };
      cookie?: never;
    };
    /**
     * Get a message
     * One message of the session by ID.
     */
    get: operations["getMessage"];
    /**
     * Update a message's metadata
     * Overwrites the message's metadata; its content cannot change.
     */
    put: operations["updateMessage"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/conclusions": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create conclusions
     * Stores 1 to 100 conclusions directly, as if Honcho had derived them.
     */
    post: operations["createConclusions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/conclusions/list": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List conclusions
     * Pages through conclusions, newest first unless `reverse`. The body may be omitted or `null`.
     */
    post: operations["listConclusions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/conclusions/query": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Semantic search over conclusions
     * Returns the conclusions closest in meaning to `query`.
     */
    post: operations["queryConclusions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/conclusions/{conclusion_id}": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the conclusion. */
        conclusion_id: components["parameters"]["ConclusionId"];
      };
      cookie?: never;
    };
    /**
     * Get a conclusion
     * One conclusion by ID. Newer than server 3.0.12.
     */
    get: operations["getConclusion"];
    put?: never;
    post?: never;
    /**
     * Delete a conclusion
     * Removes one conclusion for good.
     */
    delete: operations["deleteConclusion"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/scopes": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get or create a scope
     * Returns the scope with this name, creating it first when it does not exist.
     * A scope is stored as a peer named `scope.<id>`; 409 when such a peer already
     * exists without being a scope.
     */
    post: operations["getOrCreateScope"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/scopes/list": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List scopes
     * Pages through the workspace's scopes. Takes no body.
     */
    post: operations["listScopes"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/scopes/{scope_id}": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** Name of the scope, without the internal `scope.` prefix. */
        scope_id: components["parameters"]["ScopeId"];
      };
      cookie?: never;
    };
    /**
     * Get a scope
     * One scope by name.
     */
    get: operations["getScope"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/scopes/{scope_id}/sessions": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** Name of the scope, without the internal `scope.` prefix. */
        scope_id: components["parameters"]["ScopeId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add sessions to a scope
     * Makes existing sessions members of the scope. Sessions that already hold
     * messages are backfilled in the background; watch the scope's status.
     * Adding a member again is a no-op.
     */
    post: operations["addScopeSessions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/scopes/{scope_id}/sessions/list": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** Name of the scope, without the internal `scope.` prefix. */
        scope_id: components["parameters"]["ScopeId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List a scope's sessions
     * Pages through the sessions that belong to the scope. Takes no body.
     */
    post: operations["listScopeSessions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/scopes/{scope_id}/sessions/{session_id}": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** Name of the scope, without the internal `scope.` prefix. */
        scope_id: components["parameters"]["ScopeId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a session from a scope
     * Ends the session's membership. What the scope learnt from it is reconciled
     * away, and the scope's peer card rebuilt, in the background.
     */
    delete: operations["removeScopeSession"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/scopes/{scope_id}/status": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** Name of the scope, without the internal `scope.` prefix. */
        scope_id: components["parameters"]["ScopeId"];
      };
      cookie?: never;
    };
    /**
     * Get a scope's backfill status
     * Per member session, how far copying its history into the scope has got.
     */
    get: operations["getScopeStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/webhooks": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    /**
     * List webhook endpoints
     * Pages through the workspace's webhook endpoints. Takes no `reverse`.
     */
    get: operations["listWebhookEndpoints"];
    put?: never;
    /**
     * Register a webhook endpoint
     * Registers `url` for the workspace's events, or returns the existing
     * registration. Only http and https URLs are accepted, and literal private IP
     * addresses are refused.
     */
    post: operations["getOrCreateWebhookEndpoint"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/webhooks/test": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    /**
     * Send a test event
     * Emits a test event to the workspace's webhook endpoints.
     */
    get: operations["testWebhookEmit"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v3/workspaces/{workspace_id}/webhooks/{endpoint_id}": {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the webhook endpoint. */
        endpoint_id: components["parameters"]["EndpointId"];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a webhook endpoint
     * Stops sending events to this endpoint.
     */
    delete: operations["deleteWebhookEndpoint"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/chat/completions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * OpenAI-compatible chat completion
     * The dialectic behind OpenAI's chat completions protocol, so OpenAI clients can
     * call Honcho unchanged. `model` names the workspace and peer
     * (`workspace/{workspace_id}/peer/{peer_id}`); the last user message is the
     * question and earlier messages are ignored. Session, target and reasoning
     * level travel in `X-Honcho-*` headers (the reasoning level may also be sent as
     * `honcho_reasoning_level`; the header wins). Newer than server 3.0.12.
     *
     * Non-streaming, the answer is a `chat.completion` object with zeroed usage.
     * With `stream: true` it is `text/event-stream` in OpenAI's framing: one
     * `data: {json}\n\n` event per `chat.completion.chunk` (first a chunk whose delta
     * holds `role: "assistant"` and empty content, then content deltas, then an empty
     * delta with `finish_reason: "stop"`), and finally the literal `data: [DONE]\n\n`.
     *
     * A non-empty `tools`, `n` other than 1, or audio input is rejected with 400
     * and an OpenAI-style error body. Image parts are dropped; sampling options
     * (temperature, max_tokens, top_p, penalties, stop, seed, logprobs) are accepted
     * and ignored.
     */
    post: operations["createChatCompletion"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** A client-chosen ID for a workspace, peer or session: 1-512 letters, digits, `_` or `-`. */
    ResourceId: string;
    /**
     * A scope's name: 1-506 letters, digits, `_` or `-`. Scopes are stored as peers
     * named `scope.<name>` (hence 512 minus 6), so a name must not itself start with
     * `scope.`; the character set already rules that out.
     */
    ScopeName: string;
    /** One scope to read through, or a list of 1-100 scopes whose member sessions together bound recall. */
    ScopeOption: components["schemas"]["ScopeName"] | components["schemas"]["ScopeName"][];
    /**
     * Free-form JSON the caller attaches to a resource: at most 100 top-level keys
     * and 5 levels of nesting. NUL characters are stripped.
     */
    Metadata: {
      [key: string]: unknown;
    };
    /** The body of every error the server raises deliberately. */
    ErrorDetail: {
      /** What went wrong, for humans. */
      detail: string;
    };
    /** One problem found while validating a request. */
    ValidationError: {
      /** Where the problem is, e.g. `["body", "messages", 0, "content"]`. */
      loc: (string | number)[];
      /** What is wrong, for humans. */
      msg: string;
      /** Machine-readable kind of problem. */
      type: string;
      /** The offending value as received. */
      input?: unknown;
      /** Extra details about the failed constraint. */
      ctx?: {
        [key: string]: unknown;
      };
    };
    /** The 422 body for requests that fail validation. */
    HTTPValidationError: {
      detail: components["schemas"]["ValidationError"][];
    };
    /** Acknowledges a deletion that completes asynchronously. */
    DeletionAccepted: {
      /** A human-readable note about the accepted deletion. */
      message: string;
    };
    /** What the health check reports. */
    HealthStatus: {
      /**
       * Always `ok` while the server is up.
       * @enum {string}
       */
      status: "ok";
    };
    /** A freshly issued API key. */
    KeyResponse: {
      /** The JWT to send as a bearer token. */
      key: string;
    };
    /**
     * How much effort the dialectic spends; higher levels search more and cost more.
     * @enum {string}
     */
    ReasoningLevel: "minimal" | "low" | "medium" | "high" | "max";
    /**
     * Which dream to run: `omni` consolidates and derives conclusions, `card_refresh`
     * only rebuilds the peer card.
     * @enum {string}
     */
    DreamType: "omni" | "card_refresh";
    /**
     * How a conclusion was reached: `explicit` was stated in a message; the others
     * were reasoned out while dreaming.
     * @enum {string}
     */
    ConclusionLevel: "explicit" | "deductive" | "inductive" | "contradiction";
    /** A plain value to compare a field with; `"*"` matches anything. */
    FilterValue: string | number | boolean | null;
    /**
     * Operators applied to one field; all of them must hold. Numeric comparisons
     * also work on timestamps such as `created_at`. Unknown operators are rejected.
     */
    FilterOperators: {
      /** Greater than. */
      gt?: string | number;
      /** Greater than or equal. */
      gte?: string | number;
      /** Less than. */
      lt?: string | number;
      /** Less than or equal. */
      lte?: string | number;
      /** Not equal; rows where the field is unset match. `{"ne": null}` requires a value. */
      ne?: components["schemas"]["FilterValue"];
      /** Equal to one of these. */
      in?: components["schemas"]["FilterValue"][];
      /** Substring match for strings; JSON containment for lists and objects. */
      contains?: (string | number | boolean) | unknown[] | {
        [key: string]: unknown;
      };
      /** Case-insensitive substring match. */
      icontains?: string;
    };
    /**
     * What one field must satisfy: a plain value (equality; `null` selects rows
     * where the field is unset), a list (shorthand for `in`), or an operator object.
     */
    FilterCondition: components["schemas"]["FilterValue"] | components["schemas"]["FilterValue"][] | components["schemas"]["FilterOperators"];
    /**
     * Conditions on keys inside a resource's metadata. A nested object descends
     * into nested metadata by path, unless its keys are operators.
     */
    MetadataFilter: {
      [key: string]: components["schemas"]["FilterCondition"] | components["schemas"]["MetadataFilter"];
    };
    /**
     * The filter language of list and search routes. Every condition in the object
     * must hold; `AND`, `OR` and `NOT` take lists of nested filters and combine with
     * plain conditions. Keys are field names as the API spells them; which fields a
     * route understands depends on the resource listed. Malformed filters are
     * rejected with 422.
     */
    Filters: {
      /** Every nested filter must match. */
      AND?: components["schemas"]["Filters"][];
      /** At least one nested filter must match. */
      OR?: components["schemas"]["Filters"][];
      /** None of the nested filters may match. */
      NOT?: components["schemas"]["Filters"][];
      metadata?: components["schemas"]["MetadataFilter"];
      id?: components["schemas"]["FilterCondition"];
      workspace_id?: components["schemas"]["FilterCondition"];
      session_id?: components["schemas"]["FilterCondition"];
      peer_id?: components["schemas"]["FilterCondition"];
      observer_id?: components["schemas"]["FilterCondition"];
      observed_id?: components["schemas"]["FilterCondition"];
      created_at?: components["schemas"]["FilterCondition"];
      is_active?: components["schemas"]["FilterCondition"];
      level?: components["schemas"]["FilterCondition"];
      source_ids?: components["schemas"]["FilterCondition"];
    };
    /**
     * The only filter the dialectic and representation routes accept: which
     * sessions recall may draw on. Any other key is rejected with 422.
     */
    SessionAllowlistFilter: {
      /** One session ID, a list of them, or `{"in": [...]}`. */
      session_id?: string | string[] | {
        in: string[];
      };
    };
    /** Body of list routes that only take filters. */
    FilteredListRequest: {
      /** Narrows the list; omitted or `null`, everything is listed. */
      filters?: components["schemas"]["Filters"] | null;
    };
    /** Whether and how Honcho reasons about new messages. */
    ReasoningConfiguration: {
      /** Turn reasoning on or off. */
      enabled?: boolean | null;
      /** Extra instructions for the reasoner; refused when longer than the server's token cap. */
      custom_instructions?: string | null;
    };
    /** Peer card behaviour. Ignored while reasoning is off. */
    PeerCardConfiguration: {
      /** Let reasoning read the peer card. */
      use?: boolean | null;
      /** Let reasoning write the peer card. */
      create?: boolean | null;
    };
    /** Session summary behaviour. The short interval must be below the long one. */
    SummaryConfiguration: {
      /** Turn summaries on or off. */
      enabled?: boolean | null;
      /** Messages between short summaries (at least 10). */
      messages_per_short_summary?: number | null;
      /** Messages between long summaries (at least 20). */
      messages_per_long_summary?: number | null;
    };
    /** Dream behaviour. Ignored while reasoning is off. */
    DreamConfiguration: {
      /** Turn dreaming on or off. */
      enabled?: boolean | null;
    };
    /** Workspace-wide defaults. Sessions and messages override them; unknown keys are kept. */
    WorkspaceConfiguration: {
      reasoning?: components["schemas"]["ReasoningConfiguration"] | null;
      peer_card?: components["schemas"]["PeerCardConfiguration"] | null;
      summary?: components["schemas"]["SummaryConfiguration"] | null;
      dream?: components["schemas"]["DreamConfiguration"] | null;
    } & {
      [key: string]: unknown;
    };
    /** Per-session settings, overriding the workspace's; unknown keys are kept. */
    SessionConfiguration: {
      reasoning?: components["schemas"]["ReasoningConfiguration"] | null;
      peer_card?: components["schemas"]["PeerCardConfiguration"] | null;
      summary?: components["schemas"]["SummaryConfiguration"] | null;
      dream?: components["schemas"]["DreamConfiguration"] | null;
    } & {
      [key: string]: unknown;
    };
    /** Per-message settings, overriding session and workspace ones. */
    MessageConfiguration: {
      reasoning?: components["schemas"]["ReasoningConfiguration"] | null;
    };
    /** Peer-wide settings; stored as given, so unknown keys are kept. */
    PeerConfiguration: {
      /** Whether Honcho reasons about this peer at all. */
      observe_me?: boolean | null;
    } & {
      [key: string]: unknown;
    };
    /** A workspace as the server returns it. */
    Workspace: {
      id: string;
      metadata: components["schemas"]["Metadata"];
      configuration: components["schemas"]["WorkspaceConfiguration"];
      /** Format: date-time */
      created_at: string;
    };
    /** Body of get-or-create workspace. */
    WorkspaceCreate: {
      id: components["schemas"]["ResourceId"];
      /** @default {} */
      metadata?: components["schemas"]["Metadata"];
      configuration?: components["schemas"]["WorkspaceConfiguration"];
    };
    /** Body of update workspace; each field given replaces the stored one. */
    WorkspaceUpdate: {
      metadata?: components["schemas"]["Metadata"] | null;
      configuration?: components["schemas"]["WorkspaceConfiguration"] | null;
    };
    /** One page of workspaces. */
    WorkspacePage: {
      items: components["schemas"]["Workspace"][];
      /** Items across all pages. */
      total: number;
      /** This page's number. */
      page: number;
      /** The requested page size. */
      size: number;
      /** Number of pages. */
      pages: number;
    };
    /** Body of the peer and session message searches. */
    MessageSearchRequest: {
      /** Text to search for. */
      query: string;
      filters?: components["schemas"]["Filters"] | null;
      /**
       * Most results to return.
       * @default 10
       */
      limit?: number;
    };
    /** Body of the workspace-wide message search; like a message search, plus scopes. */
    WorkspaceSearchRequest: {
      /** Text to search for. */
      query: string;
      filters?: components["schemas"]["Filters"] | null;
      /**
       * Most results to return.
       * @default 10
       */
      limit?: number;
      /** Only search sessions belonging to this scope, or to any of these scopes. */
      scope?: components["schemas"]["ScopeOption"] | null;
    };
    /** Queue counts for one session. */
    SessionQueueStatus: {
      /** The session counted, when the query named one. */
      session_id?: string | null;
      /** All work units. */
      total_work_units: number;
      /** Finished since the last queue cleanup. */
      completed_work_units: number;
      /** Being processed now. */
      in_progress_work_units: number;
      /** Waiting to be processed. */
      pending_work_units: number;
    };
    /** Queue counts for reasoning, summaries and dreams (internal housekeeping is not counted). */
    QueueStatus: {
      /** All work units. */
      total_work_units: number;
      /** Finished since the last queue cleanup. */
      completed_work_units: number;
      /** Being processed now. */
      in_progress_work_units: number;
      /** Waiting to be processed. */
      pending_work_units: number;
      /** Counts per session ID; present when the query was not limited to one session. */
      sessions?: {
        [key: string]: components["schemas"]["SessionQueueStatus"];
      } | null;
    };
    /** Body of schedule dream. */
    ScheduleDreamRequest: {
      /** Peer whose memory the dream works on. */
      observer: string;
      /** Peer the memory is about; defaults to `observer`. */
      observed?: string | null;
      dream_type: components["schemas"]["DreamType"];
      /** Limit the dream to one session. */
      session_id?: string | null;
      /**
       * For `card_refresh` only, rebuild the card from current conclusions alone, ignoring the old card.
       * @default false
       */
      rebuild?: boolean;
    };
    /**
     * A JSON Schema (root `type: "object"`) the answer must follow; `content` is then
     * a JSON string matching it. Only a conservative subset is supported: every schema
     * read needs a type (`{}` is refused); `allOf`, `not`, conditionals,
     * `patternProperties`, nested `$defs`, boolean schemas, schema-valued
     * `additionalProperties` and recursive `$ref`s (only `#/$defs/<name>` and
     * `#/definitions/<name>` resolve) are refused with 422 and a string `detail`
     * (`Invalid response_format: <problem> at <location>`); constraint keywords are
     * hints to the model, not enforced.
     */
    ResponseFormat: {
      [key: string]: unknown;
    };
    /** Body of peer chat. */
    DialecticOptions: {
      /** The question, in natural language. */
      query: string;
      /**
       * Answer as a `text/event-stream` instead of one JSON object.
       * @default false
       */
      stream?: boolean;
      /** Answer within this session; with `filters`, it must be in the allowlist. */
      session_id?: string | null;
      /** Peer to answer about, from this peer's point of view; omitted, the peer itself. */
      target?: string | null;
      filters?: components["schemas"]["SessionAllowlistFilter"] | null;
      /** Answer through a scope's view, or from the union of several scopes' sessions (at most 1,000 sessions in all). */
      scope?: components["schemas"]["ScopeOption"] | null;
      /**
       * Effort to spend on the answer.
       * @default low
       */
      reasoning_level?: components["schemas"]["ReasoningLevel"];
      response_format?: components["schemas"]["ResponseFormat"] | null;
      /**
       * Also return what the agent read while answering.
       * @default false
       */
      include_evidence?: boolean;
    };
    /** Body of workspace chat; like peer chat without a peer, target or filters. */
    WorkspaceDialecticOptions: {
      /** The question, in natural language. */
      query: string;
      /**
       * Answer as a `text/event-stream` instead of one JSON object.
       * @default false
       */
      stream?: boolean;
      /** Answer within this session. */
      session_id?: string | null;
      /**
       * Effort to spend on the answer.
       * @default low
       */
      reasoning_level?: components["schemas"]["ReasoningLevel"];
      response_format?: components["schemas"]["ResponseFormat"] | null;
      /** Answer through a scope's view, or from the union of several scopes' sessions. */
      scope?: components["schemas"]["ScopeOption"] | null;
      /**
       * Also return what the agent read while answering.
       * @default false
       */
      include_evidence?: boolean;
    };
    /** A conclusion the dialectic read while answering. */
    EvidenceObservation: {
      /** The conclusion's ID. */
      id: string;
      content: string;
      level: components["schemas"]["ConclusionLevel"];
      /** Format: date-time */
      created_at: string;
      /** Conclusions this one was reasoned from; empty or absent for explicit ones. */
      source_ids?: string[] | null;
      /** Session the conclusion belongs to, if any. */
      session_id?: string | null;
    };
    /** A message the dialectic read while answering, with only the start of its text. */
    EvidenceMessageRef: {
      id: string;
      session_id: string;
      /** Who sent the message. */
      peer_id: string;
      /** The first 200 characters of the message. */
      content_preview: string;
      /** Format: date-time */
      created_at: string;
    };
    /** One tool the dialectic agent called, without its result. */
    EvidenceToolCall: {
      tool_name: string;
      /** The arguments the tool was called with. */
      tool_input: {
        [key: string]: unknown;
      };
    };
    /**
     * What the dialectic agent read and did while answering, collected from its tool
     * calls rather than reported by the model. Something listed was read, which does
     * not prove the answer relied on it.
     */
    Evidence: {
      conclusions: components["schemas"]["EvidenceObservation"][];
      messages: components["schemas"]["EvidenceMessageRef"][];
      tool_calls: components["schemas"]["EvidenceToolCall"][];
      /** Reserved for a stored reasoning trace; `null` until traces exist. */
      reasoning_trace_id: string | null;
      /** Set when the evidence grew past about 100 KB and `tool_calls` was cut to the last 20. */
      truncated?: boolean;
    };
    /** A non-streamed dialectic answer. */
    DialecticResponse: {
      /** The answer; a JSON string when `response_format` was given. */
      content: string | null;
      /** Present (non-null) only when `include_evidence` was set. */
      evidence?: components["schemas"]["Evidence"] | null;
    };
    /** The text added by one stream event. */
    DialecticStreamDelta: {
      content?: string;
    };
    /**
     * The JSON in one `data:` event of a dialectic stream. Content events have a
     * `delta` and `done: false`; the last event has `done: true`, no `delta`, and
     * `evidence` when it was asked for.
     */
    DialecticStreamChunk: {
      delta?: components["schemas"]["DialecticStreamDelta"];
      /** True only on the final event. */
      done: boolean;
      /** Only on the final event, and only with `include_evidence`. */
      evidence?: components["schemas"]["Evidence"] | null;
    };
    /** A peer as the server returns it. */
    Peer: {
      id: string;
      workspace_id: string;
      metadata: components["schemas"]["Metadata"];
      configuration: components["schemas"]["PeerConfiguration"];
      /** Format: date-time */
      created_at: string;
    };
    /** Body of get-or-create peer. */
    PeerCreate: {
      id: components["schemas"]["ResourceId"];
      metadata?: components["schemas"]["Metadata"] | null;
      configuration?: components["schemas"]["PeerConfiguration"] | null;
    };
    /** Body of update peer; each field given replaces the stored one. */
    PeerUpdate: {
      metadata?: components["schemas"]["Metadata"] | null;
      configuration?: components["schemas"]["PeerConfiguration"] | null;
    };
    /** Body of list peers. */
    PeerListRequest: {
      filters?: components["schemas"]["Filters"] | null;
      /**
       * Which peers to list: `scope` for the peers that store scopes, `all` for
       * every peer. Omitted, only ordinary peers are listed.
       * @enum {string}
       */
      kind?: "scope" | "all";
    };
    /** One page of peers. */
    PeerPage: {
      items: components["schemas"]["Peer"][];
      /** Items across all pages. */
      total: number;
      /** This page's number. */
      page: number;
      /** The requested page size. */
      size: number;
      /** Number of pages. */
      pages: number;
    };
    /** Body of get representation. */
    PeerRepresentationRequest: {
      /** Only what was learnt in this session. */
      session_id?: string | null;
      filters?: components["schemas"]["SessionAllowlistFilter"] | null;
      /** Read through a scope's view, or from the union of several scopes' sessions. */
      scope?: components["schemas"]["ScopeOption"] | null;
      /** Peer to describe from this peer's point of view; omitted, the peer itself. */
      target?: string | null;
      /** Curate the representation around conclusions semantically close to this text. */
      search_query?: string | null;
      /** With `search_query`, how many semantically retrieved conclusions to include. */
      search_top_k?: number | null;
      /** With `search_query`, the largest cosine distance a retrieved conclusion may have. */
      search_max_distance?: number | null;
      /** With `search_query`, also include the conclusions derived most often. */
      include_most_frequent?: boolean | null;
      /**
       * Upper bound on the conclusions included.
       * @default 25
       */
      max_conclusions?: number | null;
    };
    /** A representation rendered as text. */
    RepresentationResponse: {
      representation: string;
    };
    /** A peer card, the short list of key facts one peer keeps about another. */
    PeerCard: {
      /** The facts, or `null` when no card exists yet. */
      peer_card: string[] | null;
    };
    /** Body of set peer card. */
    PeerCardSet: {
      /** The facts that make up the new card. */
      peer_card: string[];
    };
    /** A peer's representation and card together. */
    PeerContext: {
      /** The observing peer. */
      peer_id: string;
      /** The peer described (the same as `peer_id` for self-context). */
      target_id: string;
      /** Curated representation of the target, as text. */
      representation?: string | null;
      /** The observer's card for the target. */
      peer_card?: string[] | null;
    };
    /** How one peer takes part in one session. */
    SessionPeerConfig: {
      /** Whether Honcho reasons about this peer's messages in the session. */
      observe_me?: boolean | null;
      /** Whether this peer forms its own view of the other peers in the session. */
      observe_others?: boolean | null;
    };
    /** Peer IDs mapped to their settings in the session. */
    SessionPeerMap: {
      [key: string]: components["schemas"]["SessionPeerConfig"];
    };
    /** Peer IDs. */
    PeerIdList: string[];
    /** A session as the server returns it. */
    Session: {
      id: string;
      /** False once deletion has begun. */
      is_active: boolean;
      workspace_id: string;
      metadata: components["schemas"]["Metadata"];
      configuration: components["schemas"]["SessionConfiguration"];
      /** Format: date-time */
      created_at: string;
    };
    /** Body of get-or-create session. */
    SessionCreate: {
      id: components["schemas"]["ResourceId"];
      metadata?: components["schemas"]["Metadata"] | null;
      configuration?: components["schemas"]["SessionConfiguration"] | null;
      /** Peers to add, with their settings for this session. */
      peers?: components["schemas"]["SessionPeerMap"] | null;
      /** Scopes the new session joins (at most 100). Needs a workspace or admin key. */
      scopes?: components["schemas"]["ScopeName"][] | null;
    };
    /** Body of update session; each field given replaces the stored one. */
    SessionUpdate: {
      metadata?: components["schemas"]["Metadata"] | null;
      configuration?: components["schemas"]["SessionConfiguration"] | null;
    };
    /** One page of sessions. */
    SessionPage: {
      items: components["schemas"]["Session"][];
      /** Items across all pages. */
      total: number;
      /** This page's number. */
      page: number;
      /** The requested page size. */
      size: number;
      /** Number of pages. */
      pages: number;
    };
    /** A summary of a session up to some message. */
    Summary: {
      content: string;
      /** The last message the summary covers. */
      message_id: string;
      /** `short` or `long`. */
      summary_type: string;
      /** When the summary was written (ISO 8601). */
      created_at: string;
      token_count: number;
    };
    /** A session's latest short and long summaries. */
    SessionSummaries: {
      /** The session's ID. */
      id: string;
      short_summary?: components["schemas"]["Summary"] | null;
      long_summary?: components["schemas"]["Summary"] | null;
    };
    /** A session packed into a token budget. */
    SessionContext: {
      /** The session's ID. */
      id: string;
      /** The most recent messages that fit, oldest first. */
      messages: components["schemas"]["Message"][];
      /** The summary covering earlier messages, if one exists and was asked for. */
      summary?: components["schemas"]["Summary"] | null;
      /** The requested perspective's representation, as text. */
      peer_representation?: string | null;
      /** The requested perspective's peer card. */
      peer_card?: string[] | null;
    };
    /** A message as the server returns it. */
    Message: {
      id: string;
      content: string;
      /** Who sent it. */
      peer_id: string;
      session_id: string;
      workspace_id: string;
      metadata: components["schemas"]["Metadata"];
      /** Format: date-time */
      created_at: string;
      /** Length of `content` in `o200k_base` tokens. */
      token_count: number;
    };
    /** Messages, in the order the route documents. */
    MessageList: components["schemas"]["Message"][];
    /** One message to store. */
    MessageCreate: {
      /** The text; NUL characters are stripped. */
      content: string;
      /** Who sent it. */
      peer_id: string;
      metadata?: components["schemas"]["Metadata"] | null;
      configuration?: components["schemas"]["MessageConfiguration"] | null;
      /**
       * Format: date-time
       * When it was sent; omitted, the time the server stores it.
       */
      created_at?: string | null;
    };
    /** Body of create messages. */
    MessageBatchCreate: {
      messages: components["schemas"]["MessageCreate"][];
    };
    /** Body of update message. */
    MessageUpdate: {
      metadata?: components["schemas"]["Metadata"] | null;
    };
    /**
     * Multipart form of upload messages. `metadata` and `configuration` are JSON
     * encoded as strings; values that do not parse are silently ignored.
     */
    MessageUpload: {
      /** The file (PDF, text or JSON; at most 5,242,880 bytes). */
      file: string;
      /** Who the resulting messages are from. */
      peer_id: string;
      /** JSON object applied to every resulting message. */
      metadata?: string;
      /** JSON `MessageConfiguration` applied to every resulting message. */
      configuration?: string;
      /** ISO 8601 timestamp for the resulting messages. */
      created_at?: string;
    };
    /** One page of messages. */
    MessagePage: {
      items: components["schemas"]["Message"][];
      /** Items across all pages. */
      total: number;
      /** This page's number. */
      page: number;
      /** The requested page size. */
      size: number;
      /** Number of pages. */
      pages: number;
    };
    /** A conclusion one peer (the observer) holds about another (the observed). */
    Conclusion: {
      id: string;
      content: string;
      /** The peer holding the conclusion. */
      observer_id: string;
      /** The peer it is about. */
      observed_id: string;
      /** Session it was learnt in, if any. */
      session_id?: string | null;
      level: components["schemas"]["ConclusionLevel"];
      /** Format: date-time */
      created_at: string;
    };
    /** Conclusions, in the order the route documents. */
    ConclusionList: components["schemas"]["Conclusion"][];
    /** One conclusion to store. */
    ConclusionCreate: {
      /** The conclusion; must also fit the embedding model's input limit (8,192 tokens by default). */
      content: string;
      /** The peer holding the conclusion. */
      observer_id: string;
      /** The peer it is about. */
      observed_id: string;
      /** Session to file it under. */
      session_id?: string | null;
    };
    /** Body of create conclusions. The server also accepts the list under the older name `observations`. */
    ConclusionBatchCreate: {
      conclusions: components["schemas"]["ConclusionCreate"][];
    };
    /** Body of query conclusions. */
    ConclusionQuery: {
      /** Text to match by meaning. */
      query: string;
      /**
       * Most results to return.
       * @default 10
       */
      top_k?: number;
      /** Largest cosine distance a result may have. */
      distance?: number | null;
      filters?: components["schemas"]["Filters"] | null;
    };
    /** One page of conclusions. */
    ConclusionPage: {
      items: components["schemas"]["Conclusion"][];
      /** Items across all pages. */
      total: number;
      /** This page's number. */
      page: number;
      /** The requested page size. */
      size: number;
      /** Number of pages. */
      pages: number;
    };
    /** A scope as the server returns it. */
    Scope: {
      /** The scope's name, without the internal prefix. */
      id: string;
      metadata: components["schemas"]["Metadata"];
      /** Format: date-time */
      created_at: string;
    };
    /** Body of get-or-create scope. */
    ScopeCreate: {
      id: components["schemas"]["ScopeName"];
      metadata?: components["schemas"]["Metadata"] | null;
    };
    /** Body of add sessions to a scope. */
    ScopeSessionsAdd: {
      /** Existing sessions to add. */
      session_ids: string[];
    };
    /** Progress copying one session's history into a scope. */
    ScopeBackfillJob: {
      /** @enum {string} */
      state: "pending" | "completed" | "failed";
      /** Format: date-time */
      updated_at: string;
      /** Conclusions copied; present once the backfill has completed. */
      docs_copied?: number;
    };
    /** Backfill progress of a scope's member sessions. */
    ScopeStatus: {
      /** Session ID mapped to that session's backfill job. */
      backfill_status: {
        [key: string]: components["schemas"]["ScopeBackfillJob"];
      };
    };
    /** One page of scopes. */
    ScopePage: {
      items: components["schemas"]["Scope"][];
      /** Items across all pages. */
      total: number;
      /** This page's number. */
      page: number;
      /** The requested page size. */
      size: number;
      /** Number of pages. */
      pages: number;
    };
    /** A registered webhook endpoint. */
    WebhookEndpoint: {
      id: string;
      workspace_id: string | null;
      url: string;
      /** Format: date-time */
      created_at: string;
    };
    /** Body of register webhook endpoint. */
    WebhookEndpointCreate: {
      /**
       * Format: uri
       * An http or https URL; literal private IP addresses are refused.
       */
      url: string;
    };
    /** The server's acknowledgement of a test event; treat it as opaque. */
    WebhookTestResult: {
      [key: string]: unknown;
    };
    /** One page of webhook endpoints. */
    WebhookEndpointPage: {
      items: components["schemas"]["WebhookEndpoint"][];
      /** Items across all pages. */
      total: number;
      /** This page's number. */
      page: number;
      /** The requested page size. */
      size: number;
      /** Number of pages. */
      pages: number;
    };
    /** A text part of a message; the only part type the endpoint reads. */
    ChatCompletionContentPartText: {
      type: "text";
      text: string;
    };
    /** An image part; accepted and ignored. */
    ChatCompletionContentPartImage: {
      type: "image_url";
      image_url: {
        url: string;
        /** @enum {string} */
        detail?: "auto" | "low" | "high";
      };
    };
    /** One part of a multi-part message. */
    ChatCompletionContentPart: components["schemas"]["ChatCompletionContentPartText"] | components["schemas"]["ChatCompletionContentPartImage"];
    /**
     * A message in the request. Only the last `user` message is used, as the
     * question; its text parts are joined with spaces.
     */
    ChatCompletionMessage: {
      /** @enum {string} */
      role: "system" | "developer" | "user" | "assistant" | "tool";
      /** Plain text or a list of content parts. */
      content?: string | components["schemas"]["ChatCompletionContentPart"][] | null;
      name?: string;
    } & {
      [key: string]: unknown;
    };
    /** Plain text output (the default). */
    ChatCompletionResponseFormatText: {
      type: "text";
    };
    /** Asks for JSON without a schema; accepted but has no effect. */
    ChatCompletionResponseFormatJsonObject: {
      type: "json_object";
    };
    /** A named JSON Schema for structured output. */
    ChatCompletionJsonSchema: {
      name: string;
      description?: string;
      schema?: components["schemas"]["ResponseFormat"];
      strict?: boolean | null;
    };
    /** Structured output; `json_schema.schema` becomes the dialectic's `response_format`. */
    ChatCompletionResponseFormatJsonSchema: {
      type: "json_schema";
      json_schema: components["schemas"]["ChatCompletionJsonSchema"];
    };
    /** Output format, in OpenAI's shape. */
    ChatCompletionResponseFormat: components["schemas"]["ChatCompletionResponseFormatText"] | components["schemas"]["ChatCompletionResponseFormatJsonObject"] | components["schemas"]["ChatCompletionResponseFormatJsonSchema"];
    /** An OpenAI tool definition. Tool calling is not supported, so any tool makes the request fail with 400. */
    ChatCompletionTool: {
      type: "function";
      function: {
        name: string;
        description?: string;
        parameters?: {
          [key: string]: unknown;
        };
      };
    };
    /**
     * Body of the OpenAI-compatible endpoint: the part of OpenAI's request that
     * matters here, plus `honcho_reasoning_level`. Other OpenAI fields are accepted
     * and ignored.
     */
    ChatCompletionRequest: {
      /** `workspace/{workspace_id}/peer/{peer_id}`: whose memory answers. */
      model: string;
      /** The conversation; it must contain at least one `user` message. */
      messages: components["schemas"]["ChatCompletionMessage"][];
      /**
       * Answer as a stream of `chat.completion.chunk` events.
       * @default false
       */
      stream?: boolean | null;
      response_format?: components["schemas"]["ChatCompletionResponseFormat"] | null;
      /** Only one choice is supported; anything other than 1 is a 400. */
      n?: number | null;
      /** Must be empty or absent; tool calling is not supported. */
      tools?: components["schemas"]["ChatCompletionTool"][] | null;
      /** Ignored. */
      tool_choice?: string | {
        [key: string]: unknown;
      } | null;
      /**
       * Honcho's own extension; the `X-Honcho-Reasoning-Level` header overrides it.
       * @default low
       */
      honcho_reasoning_level?: components["schemas"]["ReasoningLevel"];
      /** Ignored. */
      temperature?: number | null;
      /** Ignored. */
      top_p?: number | null;
      /** Ignored. */
      max_tokens?: number | null;
      /** Ignored. */
      max_completion_tokens?: number | null;
      /** Ignored. */
      frequency_penalty?: number | null;
      /** Ignored. */
      presence_penalty?: number | null;
      /** Ignored. */
      stop?: string | string[] | null;
      /** Ignored. */
      seed?: number | null;
      /** Ignored; no log probabilities are returned. */
      logprobs?: boolean | null;
      /** Ignored. */
      top_logprobs?: number | null;
      /** Ignored. */
      user?: string;
    } & {
      [key: string]: unknown;
    };
    /**
     * Why generation ended; this endpoint always reports `stop`.
     * @enum {string}
     */
    ChatCompletionFinishReason: "stop";
    /** Token usage. Always zero, because the dialectic's internal calls are not reported. */
    ChatCompletionUsage: {
      prompt_tokens: 0;
      completion_tokens: 0;
      total_tokens: 0;
    };
    /** The assistant's answer. */
    ChatCompletionResponseMessage: {
      role: "assistant";
      /** The answer; a JSON string under a `json_schema` response format. */
      content: string | null;
    };
    /** The single choice of a completion. */
    ChatCompletionChoice: {
      index: 0;
      message: components["schemas"]["ChatCompletionResponseMessage"];
      finish_reason: components["schemas"]["ChatCompletionFinishReason"];
    };
    /** A non-streamed completion in OpenAI's `chat.completion` shape. */
    ChatCompletion: {
      /** `chatcmpl-honcho-` followed by a random suffix. */
      id: string;
      object: "chat.completion";
      /** Unix time in seconds. */
      created: number;
      /** The request's `model`, echoed. */
      model: string;
      choices: components["schemas"]["ChatCompletionChoice"][];
      usage: components["schemas"]["ChatCompletionUsage"];
    };
    /** What one stream chunk adds. The first has the role and empty content; the last is empty. */
    ChatCompletionChunkDelta: {
      role?: "assistant";
      content?: string;
    };
    /** The single choice of a stream chunk. */
    ChatCompletionChunkChoice: {
      index: 0;
      delta: components["schemas"]["ChatCompletionChunkDelta"];
      /** `null` until the final chunk, which has `stop`. */
      finish_reason: components["schemas"]["ChatCompletionFinishReason"] | null;
    };
    /** One streamed event in OpenAI's `chat.completion.chunk` shape. */
    ChatCompletionChunk: {
      /** Same for every chunk of one completion. */
      id: string;
      object: "chat.completion.chunk";
      /** Unix time in seconds. */
      created: number;
      /** The request's `model`, echoed. */
      model: string;
      choices: components["schemas"]["ChatCompletionChunkChoice"][];
    };
    /** The error object inside an OpenAI-style error body. */
    ChatCompletionError: {
      /** What went wrong, for humans. */
      message: string;
      /** Error category, e.g. `invalid_request_error`. */
      type: string;
      /** The request field at fault, when there is one. */
      param: string | null;
      /** Machine-readable error code, when there is one. */
      code: string | null;
    };
    /** An error in OpenAI's shape, as the OpenAI-compatible endpoint returns it. */
    ChatCompletionErrorResponse: {
      error: components["schemas"]["ChatCompletionError"];
    };
  };
  responses: {
    /** Done; there is no body. */
    NoContent: {
      headers: {
        [name: string]: unknown;
      };
      content?: never;
    };
    /** The deletion was accepted and finishes in the background. */
    DeletionAccepted: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["DeletionAccepted"];
      };
    };
    /** The request is well-formed but cannot be carried out as asked. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorDetail"];
      };
    };
    /** No usable API key was presented. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorDetail"];
      };
    };
    /** The API key does not reach this resource. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorDetail"];
      };
    };
    /** A resource named in the path or body does not exist. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorDetail"];
      };
    };
    /** The route is disabled on this server. */
    MethodNotAllowed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorDetail"];
      };
    };
    /** The request clashes with the resource's current state. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorDetail"];
      };
    };
    /** The upload is larger than 5 MiB. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorDetail"];
      };
    };
    /** The uploaded file is not PDF, text or JSON. */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorDetail"];
      };
    };
    /** The request failed validation. */
    UnprocessableEntity: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["HTTPValidationError"];
      };
    };
  };
  parameters: {
    /** ID of the workspace. */
    WorkspaceId: string;
    /** ID of the peer. */
    PeerId: string;
    /** ID of the session. */
    SessionId: string;
    /** ID of the message. */
    MessageId: string;
    /** ID of the conclusion. */
    ConclusionId: string;
    /** Name of the scope, without the internal `scope.` prefix. */
    ScopeId: string;
    /** ID of the webhook endpoint. */
    EndpointId: string;
    /** Page number, counting from 1. */
    Page: number;
    /** Items per page. */
    Size: number;
    /** Return items in the opposite of the route's usual order. */
    Reverse: boolean;
    /** Peer the card is about, from this peer's point of view; omitted, the peer's own card. */
    CardTarget: string;
    /** Curate the representation around conclusions semantically close to this text. */
    SearchQuery: string;
    /** With `search_query`, how many semantically retrieved conclusions to include. */
    SearchTopK: number;
    /** With `search_query`, the largest cosine distance a retrieved conclusion may have. */
    SearchMaxDistance: number;
    /** Upper bound on the conclusions included in the representation. */
    MaxConclusions: number;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** The server is running. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HealthStatus"];
        };
      };
    };
  };
  createKey: {
    parameters: {
      query?: {
        /** Workspace the key is limited to. */
        workspace_id?: string;
        /** Peer the key is limited to (requires `workspace_id`). */
        peer_id?: string;
        /** Session the key is limited to (requires `workspace_id`). */
        session_id?: string;
        /** When the key stops working (ISO 8601). Omitted, it does not expire. */
        expires_at?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** The new key. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["KeyResponse"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      405: components["responses"]["MethodNotAllowed"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getOrCreateWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WorkspaceCreate"];
      };
    };
    responses: {
      /** The workspace already existed and is returned unchanged. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Workspace"];
        };
      };
      /** The workspace was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Workspace"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  listWorkspaces: {
    parameters: {
      query?: {
        /** Page number, counting from 1. */
        page?: components["parameters"]["Page"];
        /** Items per page. */
        size?: components["parameters"]["Size"];
        /** Return items in the opposite of the route's usual order. */
        reverse?: components["parameters"]["Reverse"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": components["schemas"]["FilteredListRequest"] | null;
      };
    };
    responses: {
      /** One page of workspaces. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkspacePage"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  updateWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WorkspaceUpdate"];
      };
    };
    responses: {
      /** The updated workspace. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Workspace"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  deleteWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: components["responses"]["DeletionAccepted"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      409: components["responses"]["Conflict"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  searchWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WorkspaceSearchRequest"];
      };
    };
    responses: {
      /** Matching messages, best first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageList"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getQueueStatus: {
    parameters: {
      query?: {
        /** Only count work done on behalf of this observing peer. */
        observer_id?: string;
        /** Only count work caused by this peer's messages. */
        sender_id?: string;
        /** Only count work for this session. */
        session_id?: string;
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** Current queue counts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["QueueStatus"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  scheduleDream: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ScheduleDreamRequest"];
      };
    };
    responses: {
      204: components["responses"]["NoContent"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  workspaceChat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WorkspaceDialecticOptions"];
      };
    };
    responses: {
      /** The answer, as JSON or as an event stream depending on `stream`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DialecticResponse"];
          "text/event-stream": string;
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  listPeers: {
    parameters: {
      query?: {
        /** Page number, counting from 1. */
        page?: components["parameters"]["Page"];
        /** Items per page. */
        size?: components["parameters"]["Size"];
        /** Return items in the opposite of the route's usual order. */
        reverse?: components["parameters"]["Reverse"];
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": components["schemas"]["PeerListRequest"] | null;
      };
    };
    responses: {
      /** One page of peers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PeerPage"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getOrCreatePeer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PeerCreate"];
      };
    };
    responses: {
      /** The peer already existed and is returned unchanged. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Peer"];
        };
      };
      /** The peer was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Peer"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  updatePeer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PeerUpdate"];
      };
    };
    responses: {
      /** The updated peer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Peer"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  listPeerSessions: {
    parameters: {
      query?: {
        /** Page number, counting from 1. */
        page?: components["parameters"]["Page"];
        /** Items per page. */
        size?: components["parameters"]["Size"];
        /** Return items in the opposite of the route's usual order. */
        reverse?: components["parameters"]["Reverse"];
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": components["schemas"]["FilteredListRequest"] | null;
      };
    };
    responses: {
      /** One page of sessions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionPage"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  peerChat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DialecticOptions"];
      };
    };
    responses: {
      /** The answer, as JSON or as an event stream depending on `stream`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DialecticResponse"];
          "text/event-stream": string;
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getPeerRepresentation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PeerRepresentationRequest"];
      };
    };
    responses: {
      /** The rendered representation. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RepresentationResponse"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getPeerCard: {
    parameters: {
      query?: {
        /** Peer the card is about, from this peer's point of view; omitted, the peer's own card. */
        target?: components["parameters"]["CardTarget"];
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** The card, or `null` when none exists yet. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PeerCard"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  setPeerCard: {
    parameters: {
      query?: {
        /** Peer the card is about, from this peer's point of view; omitted, the peer's own card. */
        target?: components["parameters"]["CardTarget"];
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PeerCardSet"];
      };
    };
    responses: {
      /** The card as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PeerCard"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getPeerContext: {
    parameters: {
      query?: {
        /** Peer to describe from this peer's point of view; omitted, the peer describes itself. */
        target?: string;
        /** Curate the representation around conclusions semantically close to this text. */
        search_query?: components["parameters"]["SearchQuery"];
        /** With `search_query`, how many semantically retrieved conclusions to include. */
        search_top_k?: components["parameters"]["SearchTopK"];
        /** With `search_query`, the largest cosine distance a retrieved conclusion may have. */
        search_max_distance?: components["parameters"]["SearchMaxDistance"];
        /** Also include the conclusions derived most often. Unlike session context, on by default here. */
        include_most_frequent?: boolean;
        /** Upper bound on the conclusions included in the representation. */
        max_conclusions?: components["parameters"]["MaxConclusions"];
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** The peer's context. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PeerContext"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  searchPeer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["MessageSearchRequest"];
      };
    };
    responses: {
      /** Matching messages, best first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageList"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  listSessions: {
    parameters: {
      query?: {
        /** Page number, counting from 1. */
        page?: components["parameters"]["Page"];
        /** Items per page. */
        size?: components["parameters"]["Size"];
        /** Return items in the opposite of the route's usual order. */
        reverse?: components["parameters"]["Reverse"];
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": components["schemas"]["FilteredListRequest"] | null;
      };
    };
    responses: {
      /** One page of sessions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionPage"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getOrCreateSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SessionCreate"];
      };
    };
    responses: {
      /** The session already existed and is returned. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Session"];
        };
      };
      /** The session was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Session"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  updateSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SessionUpdate"];
      };
    };
    responses: {
      /** The updated session. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Session"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  deleteSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: components["responses"]["DeletionAccepted"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  cloneSession: {
    parameters: {
      query?: {
        /** Last message to copy; omitted, every message is copied. */
        message_id?: string;
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** The new session. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Session"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  listSessionPeers: {
    parameters: {
      query?: {
        /** Page number, counting from 1. */
        page?: components["parameters"]["Page"];
        /** Items per page. */
        size?: components["parameters"]["Size"];
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** One page of peers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PeerPage"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  setSessionPeers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SessionPeerMap"];
      };
    };
    responses: {
      /** The session after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Session"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  addSessionPeers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SessionPeerMap"];
      };
    };
    responses: {
      /** The session after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Session"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  removeSessionPeers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PeerIdList"];
      };
    };
    responses: {
      /** The session after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Session"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getSessionPeerConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** The peer's settings for this session. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionPeerConfig"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  setSessionPeerConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
        /** ID of the peer. */
        peer_id: components["parameters"]["PeerId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SessionPeerConfig"];
      };
    };
    responses: {
      204: components["responses"]["NoContent"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getSessionContext: {
    parameters: {
      query?: {
        /** Token budget for everything returned. Omitted, the server's maximum (100,000) applies. */
        tokens?: number;
        /** Curate the representation around conclusions semantically close to this text. */
        search_query?: components["parameters"]["SearchQuery"];
        /** Include the session's summary when one exists. */
        summary?: boolean;
        /** Peer to include a representation and card for. Alone, Honcho's own view of it is used. */
        peer_target?: string;
        /** Peer whose view of `peer_target` to include; requires `peer_target`. */
        peer_perspective?: string;
        /** Read the representation through this scope's view. */
        scope?: components["schemas"]["ScopeName"];
        /** Limit recall to these sessions; repeat the parameter once per session. */
        sessions?: string[];
        /** With `search_query`, only draw on what was learnt in this session. */
        limit_to_session?: boolean;
        /** With `search_query`, how many semantically retrieved conclusions to include. */
        search_top_k?: components["parameters"]["SearchTopK"];
        /** With `search_query`, the largest cosine distance a retrieved conclusion may have. */
        search_max_distance?: components["parameters"]["SearchMaxDistance"];
        /** With `search_query`, also include the conclusions derived most often. Off by default here, unlike peer context. */
        include_most_frequent?: boolean;
        /** Upper bound on the conclusions included in the representation. */
        max_conclusions?: components["parameters"]["MaxConclusions"];
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** The packed context. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionContext"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getSessionSummaries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** Whichever summaries exist. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionSummaries"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  searchSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["MessageSearchRequest"];
      };
    };
    responses: {
      /** Matching messages, best first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageList"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  createMessages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["MessageBatchCreate"];
      };
    };
    responses: {
      /** The stored messages, in request order. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageList"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  uploadMessages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": components["schemas"]["MessageUpload"];
      };
    };
    responses: {
      /** The messages made from the file. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageList"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  listMessages: {
    parameters: {
      query?: {
        /** Page number, counting from 1. */
        page?: components["parameters"]["Page"];
        /** Items per page. */
        size?: components["parameters"]["Size"];
        /** Return items in the opposite of the route's usual order. */
        reverse?: components["parameters"]["Reverse"];
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": components["schemas"]["FilteredListRequest"] | null;
      };
    };
    responses: {
      /** One page of messages. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessagePage"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
        /** ID of the message. */
        message_id: components["parameters"]["MessageId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** The message. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Message"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  updateMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
        /** ID of the message. */
        message_id: components["parameters"]["MessageId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["MessageUpdate"];
      };
    };
    responses: {
      /** The updated message. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Message"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  createConclusions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ConclusionBatchCreate"];
      };
    };
    responses: {
      /** The stored conclusions. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConclusionList"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  listConclusions: {
    parameters: {
      query?: {
        /** Page number, counting from 1. */
        page?: components["parameters"]["Page"];
        /** Items per page. */
        size?: components["parameters"]["Size"];
        /** Return items in the opposite of the route's usual order. */
        reverse?: components["parameters"]["Reverse"];
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": components["schemas"]["FilteredListRequest"] | null;
      };
    };
    responses: {
      /** One page of conclusions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConclusionPage"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  queryConclusions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ConclusionQuery"];
      };
    };
    responses: {
      /** Matching conclusions, closest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ConclusionList"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getConclusion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the conclusion. */
        conclusion_id: components["parameters"]["ConclusionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** The conclusion. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Conclusion"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  deleteConclusion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the conclusion. */
        conclusion_id: components["parameters"]["ConclusionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components["responses"]["NoContent"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getOrCreateScope: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ScopeCreate"];
      };
    };
    responses: {
      /** The scope already existed and is returned. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Scope"];
        };
      };
      /** The scope was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Scope"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      409: components["responses"]["Conflict"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  listScopes: {
    parameters: {
      query?: {
        /** Page number, counting from 1. */
        page?: components["parameters"]["Page"];
        /** Items per page. */
        size?: components["parameters"]["Size"];
        /** Return items in the opposite of the route's usual order. */
        reverse?: components["parameters"]["Reverse"];
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** One page of scopes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ScopePage"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getScope: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** Name of the scope, without the internal `scope.` prefix. */
        scope_id: components["parameters"]["ScopeId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** The scope. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Scope"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  addScopeSessions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** Name of the scope, without the internal `scope.` prefix. */
        scope_id: components["parameters"]["ScopeId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ScopeSessionsAdd"];
      };
    };
    responses: {
      204: components["responses"]["NoContent"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  listScopeSessions: {
    parameters: {
      query?: {
        /** Page number, counting from 1. */
        page?: components["parameters"]["Page"];
        /** Items per page. */
        size?: components["parameters"]["Size"];
        /** Return items in the opposite of the route's usual order. */
        reverse?: components["parameters"]["Reverse"];
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** Name of the scope, without the internal `scope.` prefix. */
        scope_id: components["parameters"]["ScopeId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** One page of sessions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionPage"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  removeScopeSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** Name of the scope, without the internal `scope.` prefix. */
        scope_id: components["parameters"]["ScopeId"];
        /** ID of the session. */
        session_id: components["parameters"]["SessionId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components["responses"]["NoContent"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getScopeStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** Name of the scope, without the internal `scope.` prefix. */
        scope_id: components["parameters"]["ScopeId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** Backfill state per session. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ScopeStatus"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  listWebhookEndpoints: {
    parameters: {
      query?: {
        /** Page number, counting from 1. */
        page?: components["parameters"]["Page"];
        /** Items per page. */
        size?: components["parameters"]["Size"];
      };
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** One page of endpoints. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpointPage"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  getOrCreateWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WebhookEndpointCreate"];
      };
    };
    responses: {
      /** The endpoint. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpoint"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  testWebhookEmit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** The event was queued. The body is an acknowledgement whose shape is not part of the contract. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookTestResult"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  deleteWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** ID of the workspace. */
        workspace_id: components["parameters"]["WorkspaceId"];
        /** ID of the webhook endpoint. */
        endpoint_id: components["parameters"]["EndpointId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components["responses"]["NoContent"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      422: components["responses"]["UnprocessableEntity"];
    };
  };
  createChatCompletion: {
    parameters: {
      query?: never;
      header?: {
        /** Session to answer within; omitted, the whole workspace is searched. */
        "X-Honcho-Session-Id"?: string;
        /** Peer to answer about, from the model's peer's point of view; omitted, the peer itself. */
        "X-Honcho-Target"?: string;
        /** Reasoning level; takes precedence over `honcho_reasoning_level` in the body. */
        "X-Honcho-Reasoning-Level"?: components["schemas"]["ReasoningLevel"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ChatCompletionRequest"];
      };
    };
    responses: {
      /** A completion, as JSON or as an event stream depending on `stream`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ChatCompletion"];
          "text/event-stream": string;
        };
      };
      /** The request uses something this endpoint does not support, or is malformed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ChatCompletionErrorResponse"];
        };
      };
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
    };
  };
}
