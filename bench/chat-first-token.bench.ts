// From the AI provider's first token to its paint in the cook's browser. An OpenAI-compatible
// stand-in on loopback streams each answer (Chat Completions, Server-Sent Events); the real api
// relays it through the chat service, the event bus and graphql-ws; Debian's Chromium shows it in
// the built chat window. The stand-in stamps the moment it writes the first piece of text; the
// page stamps the frame after that text entered the conversation (two animation frames: the one
// that paints it has run). Both stamp with the machine's clock (Date.now in Node,
// performance.timeOrigin + performance.now() in the page).
//
// Baseline, in the same run: the same page painting a change it makes itself (a text node set
// from a timer, stamped the same way), i.e. what stamping and a frame cost alone.
//
// BENCH_CHAT_TURNS (default 50) sets the number of turns.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import {
  type ChatStreamStep,
  finishChunk,
  roleChunk,
  textChunk,
} from '../api/test/openai-chat-stream.ts';
import { newUser, signedInPage } from '../e2e/app-user.ts';
import { launchBrowser } from '../e2e/launch-browser.ts';
import { assertBuilt, startServer } from '../e2e/start-server.ts';

const turnCount = Number(process.env.BENCH_CHAT_TURNS ?? 50);
const firstToken = 'Certainly';

/** When the stand-in wrote each answer's first text, in order. */
const firstTokenAt: number[] = [];

const event = (step: ChatStreamStep) =>
  'chunk' in step ? `data: ${JSON.stringify(step.chunk)}\n\n` : step.raw;

const provider = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.write(event(roleChunk()));
    firstTokenAt.push(Date.now());
    response.write(event(textChunk(firstToken)));
    // The rest a moment later, as a model would.
    setTimeout(() => {
      response.write(event(textChunk(', here is a thought: toast the spices first.')));
      response.write(event(finishChunk('stop')));
      response.end('data: [DONE]\n\n');
    }, 20);
  });
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
const providerPort = (provider.address() as AddressInfo).port;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/** Resolves with the time of the frame after the newest answer first shows `text`. */
async function armPaintWatch(page: Page, text: string): Promise<void> {
  await page.evaluate((expected) => {
    const win = window as unknown as { paintedAt: Promise<number> };
    const before = document.querySelectorAll('[data-message-role="assistant"]').length;
    win.paintedAt = new Promise<number>((resolve) => {
      // No named functions in here: the bundler would wrap them in a helper the page lacks.
      const observer = new MutationObserver(() => {
        const answers = document.querySelectorAll('[data-message-role="assistant"]');
        // A new answer, not the last one (which says the same).
        if (answers.length <= before) return;
        if (!answers[answers.length - 1]?.textContent?.startsWith(expected)) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now())),
        );
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, text);
}

async function baselinePaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const node = document.createElement('p');
        node.style.cssText = 'position:fixed;left:0;top:0';
        document.body.append(node);
        setTimeout(() => {
          const setAt = performance.timeOrigin + performance.now();
          node.textContent = 'Certainly';
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              node.remove();
              resolve(performance.timeOrigin + performance.now() - setAt);
            }),
          );
        }, 5);
      }),
  );
}

assertBuilt();
const server = await startServer({
  env: { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: `http://127.0.0.1:${providerPort}/v1` },
});
const browser = await launchBrowser();
try {
  const { page } = await signedInPage(browser, server.baseUrl, newUser('Bench', 'Chat'));
  await page.getByRole('button', { name: 'Open the cooking assistant' }).click();
  const box = page.getByRole('textbox', { name: 'Message the cooking assistant' });
  await box.waitFor();

  const latencies: number[] = [];
  const baselines: number[] = [];
  // One warm-up turn: the socket, the window's first answer.
  for (let turn = -1; turn < turnCount; turn++) {
    await armPaintWatch(page, firstToken);
    await box.fill(`Any idea for dinner? (${turn})`);
    await box.press('Enter');
    const paintedAt = await page.evaluate(
      () => (window as unknown as { paintedAt: Promise<number> }).paintedAt,
    );
    const wroteAt = firstTokenAt.at(-1) ?? Number.NaN;
    // The turn is over (the Send button is back) before the next one starts.
    await page.getByRole('button', { name: 'Send' }).waitFor();
    if (turn >= 0) {
      latencies.push(paintedAt - wroteAt);
      baselines.push(await baselinePaint(page));
    }
  }
  const row = (label: string, values: number[]) =>
    `| ${label} | ${values.length} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 99).toFixed(1)} | ${Math.max(...values).toFixed(1)} |`;
  console.log('| measure | turns | p50 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(row("provider's first token → painted in the chat window", latencies));
  console.log(row('baseline: a text the page sets itself → painted', baselines));
  console.log(
    `ratio of p50s: ${(percentile(latencies, 50) / percentile(baselines, 50)).toFixed(2)}`,
  );
} finally {
  await browser.close();
  await server.stop();
  provider.close();
}
