import type { TypedDocumentString } from '../__generated__/graphql.ts';

/**
 * Runs one of the shell's own typed operations over HTTP with the session's token. The shell
 * needs only a few (the remotes use Apollo), so it sends the generated document strings itself.
 */
export async function fetchGraphql<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  accessToken: string,
): Promise<Result> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const body = (await response.json()) as { data?: Result; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) {
    throw new Error(body.errors?.map((error) => error.message).join('; ') ?? 'No data');
  }
  return body.data;
}
