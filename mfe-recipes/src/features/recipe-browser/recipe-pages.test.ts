import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { createApolloCache } from '../../apollo-cache.ts';
import { pageSize, RecipePages } from './recipe-pages.ts';

const total = 150;
const card = (index: number) => ({
  __typename: 'Recipe' as const,
  id: index + 1,
  name: `Recipe ${String(index + 1).padStart(3, '0')}`,
  imageUrl: null,
  prepTime: 10,
  servings: 2,
  difficulty: 'EASY' as const,
  tags: [],
  isFavorite: false,
});

/** A server of `total` recipes that answers windows and can be told to fail one. */
function serverLink() {
  const windows: Array<{ offset: number; limit: number; withCount: boolean }> = [];
  const failing = new Set<number>();
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { offset, limit, withCount } = operation.variables as {
          offset: number;
          limit: number;
          withCount: boolean;
        };
        windows.push({ offset, limit, withCount });
        setTimeout(() => {
          if (failing.has(offset)) {
            observer.error(new Error('connection reset'));
            return;
          }
          const end = Math.min(total, offset + limit);
          observer.next({
            data: {
              recipes: Array.from({ length: Math.max(0, end - offset) }, (_, i) =>
                card(offset + i),
              ),
              ...(withCount ? { recipeCount: total } : {}),
            },
          });
          observer.complete();
        }, 1);
      }),
  );
  return { link, windows, failing };
}

function pagesOn(link: ApolloLink) {
  const client = new ApolloClient({ link, cache: createApolloCache() });
  const onChange = vi.fn();
  return { pages: new RecipePages(client, { search: 'recipe' }, onChange), onChange };
}

describe('RecipePages', () => {
  it('reads the first page, which sizes the whole list', async () => {
    const { link, windows } = serverLink();
    const { pages, onChange } = pagesOn(link);
    expect(pages.isReady).toBe(false);
    pages.request(0, 20);
    await vi.waitFor(() => expect(pages.isReady).toBe(true));
    expect(pages.total).toBe(total);
    expect(windows).toEqual([{ offset: 0, limit: pageSize, withCount: true }]);
    expect(pages.recipeAt(0)?.name).toBe('Recipe 001');
    expect(pages.recipeAt(59)?.name).toBe('Recipe 060');
    expect(pages.recipeAt(60)).toBeUndefined();
    expect(onChange).toHaveBeenCalled();
    pages.dispose();
  });

  it('reads only the pages a range needs, each once, and none past the end', async () => {
    const { link, windows } = serverLink();
    const { pages } = pagesOn(link);
    pages.request(0, 10);
    await vi.waitFor(() => expect(pages.isReady).toBe(true));
    pages.request(100, 130);
    pages.request(110, 125);
    pages.request(140, 400);
    await vi.waitFor(() => expect(pages.recipeAt(149)?.name).toBe('Recipe 150'));
    expect(windows.map((window) => window.offset)).toEqual([0, 60, 120]);
    expect(pages.recipeAt(100)?.name).toBe('Recipe 101');
    pages.dispose();
  });

  it('reports a failed first page, and reads it again on retry', async () => {
    const { link, failing } = serverLink();
    failing.add(0);
    const { pages } = pagesOn(link);
    pages.request(0, 10);
    await vi.waitFor(() => expect(pages.error?.message).toBe('connection reset'));
    failing.delete(0);
    pages.retry();
    await vi.waitFor(() => expect(pages.isReady).toBe(true));
    expect(pages.error).toBeUndefined();
    pages.dispose();
  });

  it('asks again for a later page that failed once it is back in view', async () => {
    const { link, windows, failing } = serverLink();
    failing.add(60);
    const { pages } = pagesOn(link);
    pages.request(0, 70);
    await vi.waitFor(() => expect(windows.filter((w) => w.offset === 60)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pages.recipeAt(60)).toBeUndefined();
    expect(pages.hasFailedPage).toBe(true);
    failing.delete(60);
    pages.request(60, 70);
    expect(pages.hasFailedPage).toBe(false);
    await vi.waitFor(() => expect(pages.recipeAt(60)?.name).toBe('Recipe 061'));
    pages.dispose();
  });

  it('stops asking once disposed', async () => {
    const { link, windows } = serverLink();
    const { pages } = pagesOn(link);
    pages.request(0, 10);
    await vi.waitFor(() => expect(pages.isReady).toBe(true));
    pages.dispose();
    pages.request(60, 70);
    expect(windows).toHaveLength(1);
    // What was read stays readable, to show until the next filter answers.
    expect(pages.recipeAt(0)?.name).toBe('Recipe 001');
  });
});
