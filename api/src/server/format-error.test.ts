import { GraphQLError } from 'graphql';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createFormatError } from './format-error.ts';

const formatError = createFormatError(pino({ level: 'silent' }));
const outage = {
  message: 'The service is briefly unavailable. Please try again in a few seconds.',
  extensions: { code: 'SERVICE_UNAVAILABLE' },
};

describe('GraphQL errors as a client sees them', () => {
  it('says SERVICE_UNAVAILABLE for a dropped database connection, without its words', () => {
    const dropped = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    const error = new GraphQLError('wrapped', { originalError: dropped, path: ['recipes'] });
    expect(formatError({ message: error.message, path: ['recipes'] }, error)).toEqual({
      ...outage,
      path: ['recipes'],
    });
  });

  it('keeps SERVICE_UNAVAILABLE for an outage met while signing the request in', () => {
    const error = new GraphQLError(outage.message, {
      extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } },
    });
    expect(formatError({ message: error.message, extensions: error.extensions }, error)).toEqual({
      ...outage,
      path: undefined,
    });
  });

  it('says STORAGE_FULL, in words for whoever runs the server, when the disk is full', () => {
    const full = Object.assign(
      new Error('could not extend file "base/5/16744": No space left on device'),
      {
        code: '53100',
      },
    );
    const error = new GraphQLError('wrapped', { originalError: full });
    expect(formatError({ message: error.message }, error)).toEqual({
      message:
        "The server's disk is full, so this was not saved. Free some space on it, then try again.",
      path: undefined,
      extensions: { code: 'STORAGE_FULL' },
    });
  });

  it('masks anything unexpected', () => {
    const error = new Error('relation "recipes" does not exist');
    expect(formatError({ message: error.message }, error)).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      path: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});
