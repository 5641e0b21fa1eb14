// Prints an access token for trying the API with curl or the GraphQL explorer:
//   npm run token -- cook@example.com 'a password'
// Signs in through the running server's /auth/v1 (npm start), signing up first if the
// address is new, exactly as the app's sign-in screen does.
import { parseConfig } from '../config.ts';

const [email, password] = process.argv.slice(2);
if (!email?.includes('@') || !password) {
  console.error("usage: npm run token -- <email> '<password>'   (with the server running)");
  process.exit(2);
}

const config = parseConfig();
const auth = `${config.publicUrl}/auth/v1`;
const headers = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

type AuthAnswer = { access_token?: string; code?: string; message?: string; msg?: string };

async function call(path: string, body: object): Promise<{ status: number; answer: AuthAnswer }> {
  try {
    const response = await fetch(`${auth}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return { status: response.status, answer: (await response.json()) as AuthAnswer };
  } catch {
    console.error(`Cannot reach ${auth}; start the server with npm start first.`);
    process.exit(1);
  }
}

let result = await call('/token?grant_type=password', { email, password });
if (result.answer.code === 'invalid_credentials') {
  const signUp = await call('/signup', { email, password });
  result = signUp.answer.code
    ? signUp
    : await call('/token?grant_type=password', { email, password });
}
if (!result.answer.access_token) {
  console.error(result.answer.message ?? result.answer.msg ?? `Sign-in failed (${result.status}).`);
  process.exit(1);
}
console.log(result.answer.access_token);
