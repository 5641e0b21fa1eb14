import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInPerson {
  id: number;
  login: string;
  name: string;
  email: string;
  isEmailVerified: boolean;
}

/**
 * A GitHub-shaped OAuth 2.0 provider on loopback: authorize (consents at once, or refuses),
 * token (authorization code + PKCE S256 + client secret), and the REST user API. It checks what a
 * real provider checks, so a flow that passes here sends what GitHub expects.
 */
export async function startOAuthStandIn(options: { clientId: string; clientSecret: string }) {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokens = new Set<string>();
  const state = { person: undefined as StandInPerson | undefined, refuse: false, tokenRequests: 0 };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response
        .writeHead(status, { 'content-type': 'application/json', ...headers })
        .end(JSON.stringify(body));

    if (url.pathname === '/login/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const back = new URL(redirectUri);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (
        url.searchParams.get('client_id') !== options.clientId ||
        url.searchParams.get('code_challenge_method') !== 'S256'
      ) {
        return send(400, { error: 'invalid_request' });
      }
      if (state.refuse) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user has denied your application access.');
      } else {
        const code = randomUUID();
        codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri });
        back.searchParams.set('code', code);
      }
      return response.writeHead(302, { location: back.toString() }).end();
    }

    if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
      state.tokenRequests += 1;
      const form = new URLSearchParams(await bodyOf(request));
      const basic = request.headers.authorization?.replace(/^Basic /, '');
      const [basicId, basicSecret] = basic
        ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
        : [];
      const clientId = form.get('client_id') ?? basicId;
      const clientSecret = form.get('client_secret') ?? basicSecret;
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const isValid =
        clientId === options.clientId &&
        clientSecret === options.clientSecret &&
        grant !== undefined &&
        grant.redirectUri === form.get('redirect_uri') &&
        createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
      if (!isValid) return send(400, { error: 'bad_verification_code' });
      const accessToken = `gho_${randomUUID().replaceAll('-', '')}`;
      tokens.add(accessToken);
      return send(200, {
        access_token: accessToken,
        token_type: 'bearer',
        scope: 'read:user,user:email',
      });
    }

    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(token) || !state.person) return send(401, { message: 'Bad credentials' });
    const person = state.person;
    if (url.pathname === '/api/user') {
      return send(200, {
        id: person.id,
        login: person.login,
        name: person.name,
        avatar_url: `https://avatars.example/${person.id}`,
      });
    }
    if (url.pathname === '/api/user/emails') {
      return send(200, [{ email: person.email, primary: true, verified: person.isEmailVerified }]);
    }
    return send(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    state,
    /** The provider settings the api is configured with. */
    endpoints: {
      issuer: origin,
      authorization: `${origin}/login/oauth/authorize`,
      token: `${origin}/login/oauth/access_token`,
      profile: `${origin}/api`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
