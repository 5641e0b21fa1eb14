import { GraphQLError, Kind } from 'graphql';
import { builder } from '../builder.ts';

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => parseDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be an ISO 8601 string.');
    return parseDate(ast.value);
  },
});

function parseDate(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : Number.NaN;
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new GraphQLError('DateTime must be an ISO 8601 string.');
  }
  return date;
}
