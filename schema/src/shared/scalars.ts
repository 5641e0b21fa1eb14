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

/** Output only: values whose shape is the tool's (recipe fields before and after a change). */
builder.scalarType('JSON', {
  description: 'Any JSON value. Output only.',
  serialize: (value) => value,
  parseValue: () => {
    throw new GraphQLError('JSON is not accepted as input.');
  },
  parseLiteral: () => {
    throw new GraphQLError('JSON is not accepted as input.');
  },
});
