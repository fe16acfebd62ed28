/**
 * The browser proof: `@honcho-ai/sdk` running in a page, talking to Honcho
 * (here the emulator, started with `cors: true`) directly from the browser.
 * The Honcho URL comes from `?honcho=`; the answer is streamed into the page.
 */
import { Honcho } from '@honcho-ai/sdk';

const byId = <T extends HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the page has no #${id}`);
  return element as T;
};

const form = byId<HTMLFormElement>('chat');
const status = byId<HTMLParagraphElement>('status');
const answer = byId<HTMLDivElement>('answer');
const baseURL = new URLSearchParams(location.search).get('honcho') ?? 'http://localhost:8000';

function show(state: 'working' | 'streaming' | 'done' | 'error', text: string): void {
  status.dataset.state = state;
  status.textContent = text;
}

// #region browser
// A key in a page is visible to every visitor: use a scoped, short-lived one
// (honcho.keys.createKey() on your server), or none against a local emulator.
const honcho = new Honcho({ baseURL, workspaceId: 'browser-demo', dangerouslyAllowBrowser: true });

async function sendAndAsk(message: string, question: string): Promise<void> {
  const visitor = await honcho.peer('visitor');
  const session = await honcho.session('browser-chat');
  await session.addMessages([visitor.message(message)]);
  const stream = await visitor.chatStream(question, { session });
  let chunks = 0;
  for await (const delta of stream) {
    answer.textContent += delta; // the answer grows as it arrives
    answer.dataset.chunks = String(++chunks);
  }
}
// #endregion browser

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const data = new FormData(form);
  answer.textContent = '';
  answer.dataset.chunks = '0';
  show('working', 'Saving your message…');
  sendAndAsk(String(data.get('message') ?? ''), String(data.get('question') ?? '')).then(
    () => show('done', `Done: ${answer.dataset.chunks ?? '0'} chunks streamed from ${baseURL}.`),
    (error: unknown) => show('error', `Failed: ${error instanceof Error ? error.message : String(error)}`),
  );
});
show('done', `Ready. Honcho at ${baseURL}.`);
status.dataset.state = 'ready';
