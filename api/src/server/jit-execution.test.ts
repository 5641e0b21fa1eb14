import { ApolloServer } from '@apollo/server';
import { GraphQLError, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createFormatError } from './format-error.ts';
import { createJitGateway } from './jit-execution.ts';

const driverMessage = 'invalid byte sequence for encoding "UTF8": 0x00';

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      broken: {
        type: GraphQLString,
        resolve: () => {
          throw new Error(driverMessage);
        },
      },
      refused: {
        type: GraphQLString,
        resolve: () => {
          throw new GraphQLError('Sign in first.', { extensions: { code: 'UNAUTHENTICATED' } });
        },
      },
    },
  }),
});

/** Apollo over the jit gateway, with the app's error masking and a logger that keeps its lines. */
async function startServer() {
  const logged: { err?: { message: string }; msg: string }[] = [];
  const logger = pino(
    { level: 'error' },
    { write: (line: string) => logged.push(JSON.parse(line) as { msg: string }) },
  );
  const server = new ApolloServer({
    gateway: createJitGateway(schema),
    formatError: createFormatError(logger),
    includeStacktraceInErrorResponses: false,
  });
  await server.start();
  return { server, logged };
}

async function run(server: ApolloServer, query: string) {
  const response = await server.executeOperation({ query });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

describe('the jit gateway', () => {
  it('masks an unexpected resolver error the app way and logs the original', async () => {
    const { server, logged } = await startServer();
    const result = await run(server, '{ broken }');
    expect(result.errors).toEqual([
      {
        message: 'Something went wrong on our side. Please try again.',
        path: ['broken'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expect(logged.map((line) => line.err?.message)).toEqual([driverMessage]);
    await server.stop();
  });

  it('keeps an error a client can act on, with its code and location', async () => {
    const { server } = await startServer();
    const result = await run(server, '{ refused }');
    expect(result.errors).toEqual([
      {
        message: 'Sign in first.',
        locations: [{ line: 1, column: 3 }],
        path: ['refused'],
        extensions: { code: 'UNAUTHENTICATED' },
      },
    ]);
    await server.stop();
  });
});
