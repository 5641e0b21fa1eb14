import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TestApp } from './create-test-app.ts';

/** The embedded auth ignores the key; supabase-js only needs one. */
const anonKey = 'sb_publishable_local-test-key';

/** An unmodified supabase-js client against the test server; sessions kept in memory only. */
export function supabaseClient(
  app: TestApp,
  options: { flowType?: 'implicit' | 'pkce'; storageKey?: string } = {},
): SupabaseClient {
  return createClient(app.url, anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.flowType ?? 'implicit',
      storageKey: options.storageKey,
    },
  });
}

export interface OutboxMail {
  kind: 'confirmation' | 'recovery' | 'magiclink' | 'email_change' | 'email_change_notice';
  to: string;
  subject: string;
  text: string;
  link: string;
  code: string;
}

/** Every mail the embedded auth wrote to the test app's outbox, oldest first. */
export function readOutbox(app: TestApp): OutboxMail[] {
  const directory = app.outboxDir;
  if (!directory) throw new Error('The test app has no auth outbox; pass the auth option.');
  return readdirSync(directory)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(directory, name), 'utf8')) as OutboxMail);
}

/** The newest mail of a kind to an address. */
export function lastMail(app: TestApp, to: string, kind: OutboxMail['kind']): OutboxMail {
  const mail = readOutbox(app)
    .filter((candidate) => candidate.to === to && candidate.kind === kind)
    .at(-1);
  if (!mail) throw new Error(`No ${kind} mail to ${to} in the outbox.`);
  return mail;
}

/** Parameters of a URL's fragment (implicit-flow redirects). */
export function fragmentOf(url: string): URLSearchParams {
  return new URLSearchParams(new URL(url).hash.slice(1));
}

export const newEmail = (label = 'cook') =>
  `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
