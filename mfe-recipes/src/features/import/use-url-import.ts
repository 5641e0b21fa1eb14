import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ImportOutcome, ImportProgressState } from '../../components/recipe-import.ts';
import { useRecipeImport } from '../../components/use-recipe-import.ts';

export type UrlImport =
  | { status: 'missing' }
  | { status: 'confirming'; confirm: () => void }
  | { status: 'importing'; progress: ImportProgressState }
  | ({ status: 'done'; retry: () => void } & { outcome: ImportOutcome });

const firstMessage = 'Fetching the page';

/**
 * Imports `url` once the cook confirms it: a link from anywhere can open this screen, and only
 * the cook decides that a page is fetched and saved. The yes is kept in the history entry, which
 * no link can set: Back to this screen, or a reload, shows the import again without asking, and
 * the server answers the recipe it saved the first time (`isExisting`). Strict mode runs effects
 * twice and must not send two imports.
 */
export function useUrlImport(url: string | null): UrlImport {
  const { progress, run } = useRecipeImport();
  const location = useLocation();
  const navigate = useNavigate();
  const confirmedUrl = (location.state as { importConfirmed?: string } | null)?.importConfirmed;
  const [attempt, setAttempt] = useState(0);
  const [finished, setFinished] = useState<{ key: string; outcome: ImportOutcome } | null>(null);
  const startedKey = useRef<string | null>(null);
  const isConfirmed = url !== null && confirmedUrl === url;
  const key = url && isConfirmed ? `${attempt}:${url}` : null;

  useEffect(() => {
    if (!url || !key || startedKey.current === key) return;
    startedKey.current = key;
    void run({ url }, firstMessage).then((outcome) => setFinished({ key, outcome }));
  }, [url, key, run]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const confirm = useCallback(() => {
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: { importConfirmed: url },
    });
  }, [navigate, location.pathname, location.search, url]);

  if (!url) return { status: 'missing' };
  if (!isConfirmed) return { status: 'confirming', confirm };
  if (finished?.key === key) return { status: 'done', outcome: finished.outcome, retry };
  return {
    status: 'importing',
    progress: progress ?? { step: null, value: 0.05, message: firstMessage },
  };
}
