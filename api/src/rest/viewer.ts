import type { Viewer } from '@app/schema';
import type { FastifyRequest } from 'fastify';
import { RestError } from './http-status.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook: the signed-in user, or null for a guest. */
    viewer: Viewer | null;
  }
}

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new RestError('UNAUTHENTICATED', 'Sign in to continue.');
  return request.viewer;
}
