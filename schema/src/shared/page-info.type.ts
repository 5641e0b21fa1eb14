import { builder } from '../builder.ts';

export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

/** Relay's page info for forward-only, newest-first connections. */
export const PageInfoRef = builder.objectRef<PageInfo>('PageInfo').implement({
  description: 'Where a page ended; pass endCursor as `after` for the next page.',
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: 'Opaque; null on an empty page.',
    }),
  }),
});
