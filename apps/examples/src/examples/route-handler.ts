/**
 * A route handler (Next.js App Router, Hono, Workers, Deno, Bun: anything
 * that serves Fetch-API handlers) that saves the user's message and streams
 * Honcho's answer back as text. The request's signal cancels the stream when
 * the browser goes away.
 */
import { HonchoValidationError, type Honcho } from '@honcho-ai/sdk';
import { isMain, runExample } from '../run-example.js';

// #region handler
/** The handler's request body. */
export interface ChatRequestBody {
  readonly userId: string;
  readonly sessionId: string;
  readonly message: string;
}

export function createChatRoute(honcho: Honcho): (request: Request) => Promise<Response> {
  return async function POST(request: Request): Promise<Response> {
    const { userId, sessionId, message } = (await request.json()) as ChatRequestBody;
    try {
      const user = await honcho.peer(userId, { signal: request.signal });
      const session = await honcho.session(sessionId, { signal: request.signal });
      await session.addMessages([user.message(message)], { signal: request.signal });
      const stream = await user.chatStream(message, { session, signal: request.signal });
      return new Response(stream.toReadableStream().pipeThrough(new TextEncoderStream()), {
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    } catch (error) {
      // Bad ids and the like are the caller's fault; anything else is ours.
      if (error instanceof HonchoValidationError) return Response.json({ error: error.message }, { status: 400 });
      throw error;
    }
  };
}
// In Next.js, app/api/chat/route.ts: export const POST = createChatRoute(new Honcho());
// #endregion handler

/** Calls the handler as a framework would, and reads the streamed answer. */
export async function routeHandler(honcho: Honcho): Promise<{ status: number; contentType: string | null; text: string }> {
  // #region call
  const POST = createChatRoute(honcho);
  const response = await POST(
    new Request('http://localhost/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'alice', sessionId: 'web-1', message: 'I am allergic to peanuts. What am I allergic to?' }),
    }),
  );
  const reply = await response.text(); // a browser would read response.body as it arrives
  // #endregion call
  return { status: response.status, contentType: response.headers.get('content-type'), text: reply };
}

if (isMain(import.meta.url)) await runExample(({ honcho }) => routeHandler(honcho));
