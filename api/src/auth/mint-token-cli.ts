// Prints an access token for a local user, signed with the embedded auth's key:
//   npm run token -- cook@example.com [--minutes 60]
// For trying the API with curl or the GraphQL explorer before signing in through the app.
import { createHash, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { parseConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { signAccessToken } from './access-token.ts';
import { loadSigningKeys } from './signing-keys.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { minutes: { type: 'string', default: '60' } },
});
const email = positionals[0]?.trim().toLowerCase();
if (!email?.includes('@')) {
  console.error('usage: npm run token -- <email> [--minutes 60]');
  process.exit(2);
}

const config = parseConfig();
if (config.tokens.verification.kind !== 'local') {
  console.error(
    'Tokens can only be minted for the embedded auth (no SUPABASE_URL, AUTH_JWKS_URL or AUTH_JWT_SECRET).',
  );
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database.orm);
  const keys = await loadSigningKeys(database.orm);
  const token = await signAccessToken(
    keys.active,
    { sub: userIdFor(email), email, sessionId: randomUUID() },
    {
      issuer: config.tokens.issuer ?? `${config.publicUrl}/auth/v1`,
      audience: config.tokens.audience,
      lifetimeSeconds: Number(values.minutes) * 60,
    },
  );
  console.log(token);
} finally {
  await database.close();
}

/** The same e-mail always maps to the same user id, so a new token sees the same recipes. */
function userIdFor(address: string): string {
  const hex = createHash('sha256').update(`local-user:${address}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
