import {
  ApolloLink,
  CombinedGraphQLErrors,
  fallbackHttpConfig,
  Observable,
  selectHttpOptionsAndBody,
} from '@apollo/client';
import type { Client } from 'graphql-ws';

/** Whether `error` is a WebSocket close event (graphql-ws reports a closed socket with it). */
function isCloseEvent(error: unknown): error is { code: number; reason: string } {
  return typeof error === 'object' && error !== null && 'code' in error && 'reason' in error;
}

/**
 * Apollo's GraphQLWsLink, built on the shared @apollo/client alone. The shell consumes Apollo
 * from the remotes (module-federation.config.ts); importing `@apollo/client/link/subscriptions`,
 * which is not shared, would bring a second copy of Apollo's link, rxjs and graphql's printer.
 */
export class SubscriptionLink extends ApolloLink {
  constructor(private readonly client: Client) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    // The operation as the HTTP link would send it (printed with Apollo's cached printer).
    const { body } = selectHttpOptionsAndBody(operation, fallbackHttpConfig);
    const { query, variables, operationName, extensions } = body;
    return new Observable((observer) =>
      this.client.subscribe(
        { query: query ?? '', variables, operationName, extensions },
        {
          next: (result) => observer.next(result as ApolloLink.Result),
          complete: () => observer.complete(),
          error: (error: unknown) => {
            if (error instanceof Error) observer.error(error);
            else if (isCloseEvent(error)) {
              observer.error(new Error(`Socket closed with event ${error.code} ${error.reason}`));
            } else {
              const errors = Array.isArray(error) ? error : [error];
              observer.error(new CombinedGraphQLErrors({ errors }));
            }
          },
        },
      ),
    );
  }
}
