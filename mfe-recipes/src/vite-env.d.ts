/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** GraphQL endpoint for standalone dev; defaults to `/graphql`. */
  readonly VITE_GRAPHQL_URL?: string;
}
