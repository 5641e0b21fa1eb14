import type { ApolloClient, ErrorLike, ObservableQuery } from '@apollo/client';
import { graphql } from '../../__generated__/gql.ts';
import type {
  RecipeCard_RecipeFragment,
  RecipePageQueryQuery,
  RecipePageQueryQueryVariables,
} from '../../__generated__/graphql.ts';

/**
 * Recipes per request: a few screens of cards, and a multiple of every column count (1–4), so
 * a row of cards never spans two requests.
 */
export const pageSize = 60;

// The first page also carries the count for the same filter, which sizes the whole list.
export const RecipePageQuery = graphql(`
  query RecipePageQuery(
    $search: String
    $tag: String
    $course: Course
    $favoritesOnly: Boolean
    $offset: Int!
    $limit: Int!
    $withCount: Boolean!
  ) {
    recipes(
      search: $search
      tag: $tag
      course: $course
      favoritesOnly: $favoritesOnly
      offset: $offset
      limit: $limit
    ) {
      ...RecipeCard_recipe
    }
    recipeCount(search: $search, tag: $tag, course: $course, favoritesOnly: $favoritesOnly)
      @include(if: $withCount)
  }
`);

export type RecipeFilterVariables = Omit<
  RecipePageQueryQueryVariables,
  'offset' | 'limit' | 'withCount'
>;

interface Page {
  query: ObservableQuery<RecipePageQueryQuery, RecipePageQueryQueryVariables>;
  subscription?: { unsubscribe: () => void };
  recipes?: readonly RecipeCard_RecipeFragment[];
  error?: ErrorLike;
}

/**
 * One filter's recipes, loaded a page at a time as they come into view. A collection of 2,000
 * shows its first screen after reading 60, and no single answer is big enough to stall the
 * page while the cache takes it in. Each page is a watched query: a change to a recipe shows at
 * once, and a list evicted after an edit is fetched again while it is on screen.
 */
export class RecipePages {
  private readonly pages = new Map<number, Page>();
  private isDisposed = false;
  /** How many recipes the filter matches; undefined until the first page has answered. */
  total: number | undefined;

  constructor(
    private readonly client: ApolloClient,
    readonly filter: RecipeFilterVariables,
    private readonly onChange: (pages: RecipePages) => void,
  ) {}

  /** Loads the pages that hold the recipes at positions [start, end), each once. */
  request(start: number, end: number): void {
    if (this.isDisposed) return;
    const stop = this.total === undefined ? end : Math.min(end, this.total);
    for (let page = Math.floor(Math.max(0, start) / pageSize); page * pageSize < stop; page++) {
      this.watch(page);
    }
  }

  /** The recipe at a position, or undefined while its page loads. */
  recipeAt(index: number): RecipeCard_RecipeFragment | undefined {
    return this.pages.get(Math.floor(index / pageSize))?.recipes?.[index % pageSize];
  }

  /** The first page has answered: its recipes and the count come together. */
  get isReady(): boolean {
    return this.total !== undefined;
  }

  /** Why the first page could not be read, while nothing has been. */
  get error(): ErrorLike | undefined {
    return this.isReady ? undefined : this.pages.get(0)?.error;
  }

  /** A page after the first could not be read: its rows stay placeholders until a retry. */
  get hasFailedPage(): boolean {
    return [...this.pages].some(([index, page]) => index > 0 && page.error !== undefined);
  }

  /** Asks again for every page that failed (spec §9: nothing is retried by itself). */
  retry(): void {
    for (const page of this.pages.values()) this.refetch(page);
  }

  /** Stops watching; what was read stays readable, to show until the next filter answers. */
  dispose(): void {
    this.isDisposed = true;
    for (const page of this.pages.values()) page.subscription?.unsubscribe();
  }

  private refetch(page: Page): void {
    if (!page.error || this.isDisposed) return;
    page.error = undefined;
    this.onChange(this);
    void page.query.refetch().catch(() => {});
  }

  private watch(index: number): void {
    const existing = this.pages.get(index);
    if (existing) {
      // A page that failed is asked for again when it comes back into view.
      if (index > 0) this.refetch(existing);
      return;
    }
    const page: Page = {
      query: this.client.watchQuery({
        query: RecipePageQuery,
        variables: {
          ...this.filter,
          offset: index * pageSize,
          limit: pageSize,
          withCount: index === 0,
        },
      }),
    };
    this.pages.set(index, page);
    page.subscription = page.query.subscribe({
      next: (result) => {
        if (result.dataState === 'complete') {
          page.recipes = result.data.recipes;
          page.error = undefined;
          if (typeof result.data.recipeCount === 'number') this.total = result.data.recipeCount;
        } else if (result.error) {
          page.error = result.error;
        } else {
          // Loading again after an eviction: keep showing what was there.
          return;
        }
        this.onChange(this);
      },
      error: (error: ErrorLike) => {
        page.error = error;
        this.onChange(this);
      },
    });
  }
}
