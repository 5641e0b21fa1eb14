import { ApolloLink, type FetchResult, Observable } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';

/**
 * For component tests that look at a screen while a request is on its way: the named operation
 * gets no answer until the test calls `release`, however slowly the machine runs the test (a
 * mock's fixed delay can elapse before a busy machine gets to look). Every other operation is
 * answered by the mocks.
 */
export function heldAnswerLink(
  operationName: string,
  answer: FetchResult | Error,
  mocks: ReadonlyArray<MockLink.MockedResponse>,
): { link: ApolloLink; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = new ApolloLink(
    () =>
      new Observable<FetchResult>((observer) => {
        void released.then(() => {
          if (answer instanceof Error) return observer.error(answer);
          observer.next(answer);
          observer.complete();
        });
      }),
  );
  const link = ApolloLink.split(
    (operation) => operation.operationName === operationName,
    held,
    new MockLink(mocks),
  );
  return { link, release };
}
