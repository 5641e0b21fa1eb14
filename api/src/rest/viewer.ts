import type { Viewer } from '@app/schema';
import type { FastifyRequest } from 'fastify';
import { RestError } from './http-status.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook: the signed-in user, or null for a guest. */
    viewer: Viewer | null;
  }
  interface FastifyContextConfig {
    /** A route guests may call (the shared recipe page); every other /api route needs a token. */
    isPublic?: boolean;
  }
}

export function isPublicRoute(request: FastifyRequest): boolean {
  return request.routeOptions.config?.isPublic === true;
}

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new RestError('UNAUTHENTICATED', 'Sign in to continue.');
  return request.viewer;
}
