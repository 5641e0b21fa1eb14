/** The file name a `content-disposition` header gives, or `fallback` when it gives none. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return safeName(decodeURIComponent(encoded.trim()), fallback);
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  return safeName((plain?.[1] ?? plain?.[2] ?? '').trim(), fallback);
}

/** No folders in a download's name, whatever the header says. */
function safeName(name: string, fallback: string): string {
  const base = name.split(/[/\\]/).pop()?.trim();
  return base ? base : fallback;
}

/** A download the server refused or could not give; `message` is fit to show. */
export class DownloadError extends Error {}

/**
 * Fetches `url` (with the admin's token, through `fetchWith`) and saves the answer as a file
 * named as the server's `content-disposition` says. An anchor with `download` on a blob URL is
 * the one way to name a file saved from script; the URL is revoked once the click is handled.
 */
export async function downloadFile(
  fetchWith: typeof fetch,
  url: string,
  fallbackName: string,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchWith(url, { headers: { accept: 'text/csv' } });
  } catch {
    throw new DownloadError('Check your connection and try again.');
  }
  if (!response.ok) throw new DownloadError(await failureMessage(response));
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return name;
}

/** The server's own sentence for a refusal (`{ message }`), or one by status. */
async function failureMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (typeof body?.message === 'string' && body.message) return body.message;
  if (response.status === 401 || response.status === 403) {
    return 'Your session does not allow this download. Sign in again as an admin.';
  }
  return 'The server could not prepare the file. Try again in a moment.';
}
