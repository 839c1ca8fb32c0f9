import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, serveBuild } from './built-site';
import { openSearchModal, waitForHydration } from './fixtures';
import { test, expect, type Page, type Request, type Route } from '@playwright/test';

/**
 * Ask AI (DocSearch 4.7) in hosted mode with an assistant id, proven in Chromium against a stand-in for the
 * Ask AI service, reached through Playwright's request routing (DocSearch calls https://askai.algolia.com
 * directly; the build's CSP allows that origin only because an assistant id is set). The stand-in speaks the
 * protocol DocSearch's client expects (read in node_modules/@docsearch/react/dist/esm/DocSearchModal.js):
 *   POST /chat/token     header x-algolia-assistant-id        -> { success, token }  (token: base64 JSON with exp)
 *   POST /chat           header authorization: TOKEN <token>, X-Algolia-* ; body { id, messages, trigger }
 *                        -> server-sent events of the AI SDK 5 UI message stream
 *                           (start, text-start, text-delta..., text-end, finish, [DONE])
 *   POST /chat/feedback  { appId, messageId, thumbs: 1 | 0 }
 * Build (scripts/test-all.sh, "hosted search mode"): ALGOLIA_APP_ID=BRAVEADSE2E ALGOLIA_SEARCH_API_KEY=e2e-search-only-key
 * ALGOLIA_INDEX_NAME=brave-ads-e2e ALGOLIA_ASSISTANT_ID=brave-ads-e2e-assistant
 * ALGOLIA_HOSTS=http://127.0.0.1:4701,http://127.0.0.1:4702 ... --out-dir build-hosted
 * The search hosts are not needed here: their requests are refused, and the site answers from its local index.
 */
const root = path.resolve(__dirname, '../..');
const HOSTED = {
  dir: path.resolve(root, process.env.E2E_HOSTED_DIR ?? 'build-hosted'),
  /** E2E_ASK_AI_PORT, or a free port picked before the server starts (runs side by side do not collide). */
  port: Number(process.env.E2E_ASK_AI_PORT ?? 0),
  appId: 'BRAVEADSE2E',
  apiKey: 'e2e-search-only-key',
  indexName: 'brave-ads-e2e',
  assistantId: 'brave-ads-e2e-assistant',
};
const ASK_AI = 'https://askai.algolia.com';
const DISCLAIMER = 'Answers are generated with AI which can make mistakes. Verify responses.';

interface Calls {
  token: Request[];
  chat: Request[];
  feedback: Request[];
  other: string[];
}

const sse = (events: readonly unknown[]): string =>
  `${events.map((event) => `data: ${typeof event === 'string' ? event : JSON.stringify(event)}\n\n`).join('')}`;

/** An answer as the service streams it: the text in several deltas. */
function answer(messageId: string, deltas: readonly string[]): string {
  return sse([
    { type: 'start', messageId },
    { type: 'start-step' },
    { type: 'text-start', id: 'text-1' },
    ...deltas.map((delta) => ({ type: 'text-delta', id: 'text-1', delta })),
    { type: 'text-end', id: 'text-1' },
    { type: 'finish-step' },
    { type: 'finish' },
    '[DONE]',
  ]);
}

type ChatReply = (route: Route) => Promise<void>;

/** Routes the Ask AI origin to the stand-in; `reply` answers each chat request in turn. */
async function standIn(page: Page, replies: ChatReply[]): Promise<Calls> {
  const calls: Calls = { token: [], chat: [], feedback: [], other: [] };
  // The hosted search hosts are refused: the site falls back to its local index for the session.
  await page.route(/^http:\/\/127\.0\.0\.1:470[12]\//, (route) => route.abort('connectionrefused'));
  await page.route(`${ASK_AI}/**`, async (route) => {
    const request = route.request();
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const url = new URL(request.url());
    if (url.pathname === '/chat/token') {
      calls.token.push(request);
      const payload = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64');
      return route.fulfill({ status: 200, headers: cors, json: { success: true, token: `${payload}.stand-in` } });
    }
    if (url.pathname === '/chat') {
      calls.chat.push(request);
      const reply = replies[calls.chat.length - 1] ?? replies[replies.length - 1];
      return reply(route);
    }
    if (url.pathname === '/chat/feedback') {
      calls.feedback.push(request);
      return route.fulfill({ status: 200, headers: cors, json: { success: true } });
    }
    calls.other.push(request.url());
    return route.fulfill({ status: 404, headers: cors, body: 'not found' });
  });
  return calls;
}

const streamed =
  (body: string): ChatReply =>
  (route) =>
    route.fulfill({
      status: 200,
      headers: {
        'access-control-allow-origin': '*',
        'content-type': 'text/event-stream',
        'x-vercel-ai-ui-message-stream': 'v1',
      },
      body,
    });

async function askFromModal(page: Page, question: string): Promise<void> {
  await page.goto(`http://127.0.0.1:${HOSTED.port}/`);
  await waitForHydration(page);
  const input = await openSearchModal(page);
  await input.fill(question);
  // The modal's Ask AI entry carries the question; Enter on it asks.
  const entry = page
    .locator('.DocSearch-Hit', { hasText: question })
    .filter({ hasText: /Ask AI/i })
    .first();
  // The entry shows once the first search answers. The hosted hosts are refused here, so that answer comes from
  // the local index, fetched and loaded on the fallback: seconds on a loaded 2-core CI machine.
  await expect(entry).toBeVisible({ timeout: 20_000 });
  await entry.click();
  await expect(page.locator('.DocSearch-AskAiScreen')).toBeVisible();
}

test.describe('Ask AI (hosted mode with an assistant id, service on a stand-in)', () => {
  test.describe.configure({ mode: 'serial' });
  let site: ChildProcess | null = null;

  test.beforeAll(async () => {
    if (!existsSync(path.join(HOSTED.dir, 'index.html'))) {
      throw new Error(`No hosted-mode build in ${HOSTED.dir}: build it with the command at the top of this file.`);
    }
    HOSTED.port ||= await freePort();
    site = await serveBuild(HOSTED.dir, HOSTED.port);
  });

  test.afterAll(() => {
    site?.kill();
    site = null;
  });

  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a question is sent with the token and ids; the streamed answer, disclaimer, copy and feedback work', async ({
    page,
  }) => {
    const calls = await standIn(page, [
      streamed(
        answer('msg-answer-1', [
          'A new tab takeover uses ',
          '**2 to 3 background images** of 2,560 × 1,440 px.\n\n',
          '```json\n{"images": 3}\n```\n',
        ]),
      ),
    ]);
    await askFromModal(page, 'How big are NTT images?');
    const screen = page.locator('.DocSearch-AskAiScreen');
    const reply = screen.locator('.DocSearch-AskAiScreen-Message--assistant, .DocSearch-Markdown-Content').first();
    await expect(reply).toContainText('A new tab takeover uses 2 to 3 background images of 2,560 × 1,440 px.');
    await expect(screen.locator('strong', { hasText: '2 to 3 background images' })).toBeVisible();
    await expect(screen.getByText(DISCLAIMER)).toBeVisible();

    // The request: token first, then the chat call with the TOKEN header, the ids and the question.
    expect(calls.token).toHaveLength(1);
    expect(calls.token[0].headers()['x-algolia-assistant-id']).toBe(HOSTED.assistantId);
    expect(calls.chat).toHaveLength(1);
    const chatHeaders = calls.chat[0].headers();
    expect(chatHeaders.authorization).toMatch(/^TOKEN .+\.stand-in$/);
    expect(chatHeaders['x-algolia-application-id']).toBe(HOSTED.appId);
    expect(chatHeaders['x-algolia-api-key']).toBe(HOSTED.apiKey);
    expect(chatHeaders['x-algolia-assistant-id']).toBe(HOSTED.assistantId);
    expect(chatHeaders['x-algolia-index-name']).toBe(HOSTED.indexName);
    const body = calls.chat[0].postDataJSON() as { messages: Array<{ role: string; parts: Array<{ text?: string }> }> };
    expect(body.messages.at(-1)).toMatchObject({
      role: 'user',
      parts: [{ type: 'text', text: 'How big are NTT images?' }],
    });

    // Copy buttons: the answer's code block and the whole answer.
    await screen.locator('.DocSearch-CodeSnippet-CopyButton').first().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('{"images": 3}');
    await screen.locator('.DocSearch-AskAiScreen-CopyButton').first().click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain('A new tab takeover uses **2 to 3 background images**');

    // Like: one feedback call naming the answer (by the id the client gave the assistant message).
    await screen.locator('.DocSearch-AskAiScreen-LikeButton').first().click();
    await expect.poll(() => calls.feedback.length).toBe(1);
    expect(calls.feedback[0].postDataJSON()).toEqual({
      appId: HOSTED.appId,
      messageId: expect.stringMatching(/^\S{8,}$/),
      thumbs: 1,
    });
    expect(calls.feedback[0].headers().authorization).toMatch(/^TOKEN /);
    await expect(screen.locator('.DocSearch-AskAiScreen-FeedbackText--visible')).toBeVisible();
    expect(calls.other).toEqual([]);
  });

  test('dislike sends thumbs 0', async ({ page }) => {
    const calls = await standIn(page, [streamed(answer('msg-answer-2', ['Flat pricing only.']))]);
    await askFromModal(page, 'How is the NTT priced?');
    const screen = page.locator('.DocSearch-AskAiScreen');
    await expect(screen).toContainText('Flat pricing only.');
    await screen.locator('.DocSearch-AskAiScreen-DislikeButton').first().click();
    await expect.poll(() => calls.feedback.length).toBe(1);
    expect(calls.feedback[0].postDataJSON()).toMatchObject({ appId: HOSTED.appId, thumbs: 0 });
  });

  test('a failed request shows an error and keeps the question', async ({ page }) => {
    await standIn(page, [
      (route) =>
        route.fulfill({
          status: 500,
          headers: { 'access-control-allow-origin': '*', 'content-type': 'text/plain' },
          body: 'The assistant is unavailable.',
        }),
    ]);
    await askFromModal(page, 'Can I target by city?');
    const screen = page.locator('.DocSearch-AskAiScreen');
    await expect(screen.locator('.DocSearch-AskAiScreen-Error')).toBeVisible();
    await expect(
      screen.locator('.DocSearch-AskAiScreen-Query, .DocSearch-AskAiScreen-Message--user').first(),
    ).toContainText('Can I target by city?');
  });

  test('a hostile answer renders inert: no markup, no script, no javascript: link, no remote image', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // A request for the answer's remote image would reach this route; the CSP stops it before it does.
    const remote: string[] = [];
    const blocked: string[] = [];
    await page.route('https://evil.example/**', (route) => {
      remote.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.alloc(0) });
    });
    page.on('requestfailed', (request) => {
      if (/evil\.example/.test(request.url())) blocked.push(request.failure()?.errorText ?? '');
    });
    await standIn(page, [
      streamed(
        answer('msg-hostile', [
          'Before <img src=x onerror="alert(1)"> <script>alert(2)</script> <b id="injected">bold</b>\n\n',
          '[click me](javascript:alert(3)) and [data](data:text/html,<script>alert(4)</script>)\n\n',
          '![tracker](https://evil.example/pixel.png)\n\n<iframe src="https://evil.example/"></iframe> After',
        ]),
      ),
    ]);
    await askFromModal(page, 'Show me something');
    const screen = page.locator('.DocSearch-AskAiScreen');
    await expect(screen).toContainText('After');
    const content = screen.locator('.DocSearch-Markdown-Content').last();
    // The raw HTML shows as text, never as elements.
    await expect(content).toContainText('<script>alert(2)</script>');
    await expect(content.locator('script, iframe, #injected, img[onerror]')).toHaveCount(0);
    const hrefs = await content.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^\s*(javascript|data):/i.test(href))).toEqual([]);
    await content.getByText('click me').click();
    expect(dialogs).toEqual([]);
    // The page's CSP (img-src 'self' data:) keeps the answer's remote image from loading.
    await expect.poll(() => blocked).toEqual(['csp']);
    expect(remote).toEqual([]);
  });
});

test('the default (local) build shows no Ask AI entry and never calls the service', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ASK_AI)) calls.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await (await openSearchModal(page)).fill('campaign');
  await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first()).toBeVisible();
  await expect(page.getByText(/Ask AI/i)).toHaveCount(0);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).not.toContain('askai');
  expect(calls).toEqual([]);
});
