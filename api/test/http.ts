import type { TestApp, TestUser } from './create-test-app.ts';

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A REST call as the browser makes it; the body is parsed when it is JSON. */
export async function rest<T = unknown>(
  app: TestApp,
  method: string,
  path: string,
  options: {
    user?: TestUser;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.user) headers.authorization = options.user.authorization;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const response = await fetch(`${app.url}${path}`, { method, headers, body });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json');
  return {
    status: response.status,
    body: (isJson && text ? JSON.parse(text) : text) as T,
    headers: response.headers,
  };
}

export interface GraphqlResult<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A GraphQL request over HTTP, as Apollo Client sends it. */
export async function graphql<T = Record<string, unknown>>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  user?: TestUser,
): Promise<GraphqlResult<T>> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(user ? { authorization: user.authorization } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as object) };
}
