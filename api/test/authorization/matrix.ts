import type { OwnerFixtures } from './owner-fixtures.ts';

/*
 * The authorization matrix: every GraphQL field, every route and every assistant tool, asked by
 * four callers, each with the outcome it must get. The cook owns the rows the requests name;
 * another cook and an admin send the very same requests (the cook's ids); a guest sends them
 * without a token. The expectations are written here by hand, never read from the code under
 * test, and the test fails when the schema, the route table or the tool list has an entry
 * without its row.
 */

export const callers = ['guest', 'cook', 'otherCook', 'admin'] as const;
export type Caller = (typeof callers)[number];

export type Outcome =
  /** Answered with what was asked. */
  | 'allowed'
  /** Answered, about the caller's own rows only: nothing of the cook's in it, nothing of hers changed. */
  | 'own'
  /** Answered without asking who calls (the public page, health, sign-in). */
  | 'open'
  /** 401 / UNAUTHENTICATED (a socket: closed with 4403). */
  | 'unauthenticated'
  /** 403 / FORBIDDEN. */
  | 'forbidden'
  /** 404 / NOT_FOUND, null, or a not-found result: as if the row did not exist. */
  | 'notFound';

export type Expected = Record<Caller, Outcome>;

/** The cook's rows, hers alone. */
export const ownedByCook: Expected = {
  guest: 'unauthenticated',
  cook: 'allowed',
  otherCook: 'notFound',
  admin: 'notFound',
};

/** No ids in it: each signed-in caller gets (or changes) their own. */
export const eachTheirOwn: Expected = {
  guest: 'unauthenticated',
  cook: 'allowed',
  otherCook: 'own',
  admin: 'own',
};

export const adminOnly: Expected = {
  guest: 'unauthenticated',
  cook: 'forbidden',
  otherCook: 'forbidden',
  admin: 'allowed',
};

export const openToAll: Expected = {
  guest: 'open',
  cook: 'open',
  otherCook: 'open',
  admin: 'open',
};

/** A recipe its cook has shared: the public page's, for anyone. */
export const sharedToAll: Expected = {
  guest: 'allowed',
  cook: 'allowed',
  otherCook: 'allowed',
  admin: 'allowed',
};

/** A recipe nobody has shared: not found for every caller, its cook too. */
export const nobodysToAll: Expected = {
  guest: 'notFound',
  cook: 'notFound',
  otherCook: 'notFound',
  admin: 'notFound',
};

/** Saving a recipe nobody has shared: there is no shared recipe to save, for its cook either. */
export const noSharedRecipe: Expected = { ...nobodysToAll, guest: 'unauthenticated' };

/** A request as a caller sends it; `owned` makes the cook's rows it names. */
export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
}

export interface RestRequest {
  path: string;
  body?: unknown;
  /** Sent as is (a form, an SDP offer) instead of `body` as JSON. */
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface MatrixCase<Request> {
  /** What differs between cases of one row (a shared recipe, an unshared one). */
  label: string;
  request: (owned: OwnerFixtures, caller: Caller) => Promise<Request> | Request;
  expected: Expected;
  /**
   * The cook's own answer must show her marker (a list of her recipes): what proves that the
   * other callers' answers, which must not, were looking in the right place.
   */
  showsCookData?: boolean;
  /** Sent with a session signed in for this request alone (a logout ends the one it is sent with). */
  freshSession?: boolean;
  /** Statuses an `open` answer may have besides 2xx/3xx (a refused code on the public verify). */
  openStatuses?: number[];
}

export interface GraphqlRow {
  /** `Query.recipes`, `Mutation.createRecipe`. */
  field: string;
  cases: MatrixCase<GraphqlRequest>[];
}

export interface RestRow {
  /** `PUT /api/recipes/:id`, as the route table spells it. */
  route: string;
  cases: MatrixCase<RestRequest>[];
}

/** One case for a row that needs only one. */
export const only = <Request>(
  request: MatrixCase<Request>['request'],
  expected: Expected,
  options: Omit<MatrixCase<Request>, 'label' | 'request' | 'expected'> = {},
): MatrixCase<Request>[] => [{ label: '', request, expected, ...options }];
