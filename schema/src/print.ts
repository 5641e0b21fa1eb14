import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './index.ts';

/** The SDL committed as schema/schema.graphql, the input of every client's codegen. */
export function printSchemaSdl(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
