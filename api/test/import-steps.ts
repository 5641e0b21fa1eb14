import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp, TestUser } from './create-test-app.ts';

export interface ImportStep {
  step: string;
  progress: number;
  recipeId: number | null;
}

/** Follows an import's steps over graphql-ws until its last one (SAVED or FAILED). */
export async function followImportSteps(app: TestApp, user: TestUser, importId: string) {
  const client = createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: user.authorization },
    retryAttempts: 0,
  });
  const steps: ImportStep[] = [];
  let isListening: () => void = () => {};
  const listening = new Promise<void>((resolve) => {
    isListening = resolve;
  });
  const finished = new Promise<ImportStep[]>((resolve, reject) => {
    client.subscribe<{ recipeImportProgressed: ImportStep }>(
      {
        query: `subscription { recipeImportProgressed(importId: "${importId}") { step progress recipeId } }`,
      },
      {
        next: ({ data }) => {
          const step = data?.recipeImportProgressed;
          if (!step) return;
          steps.push(step);
          if (step.step === 'READY') isListening();
          if (step.step === 'SAVED' || step.step === 'FAILED') resolve(steps);
        },
        error: reject,
        complete: () => resolve(steps),
      },
    );
  });
  await listening;
  return { finished, close: () => client.dispose() };
}
