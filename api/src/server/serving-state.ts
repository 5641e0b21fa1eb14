/**
 * Where the process is in its life, for the readiness probe: it takes traffic only while
 * `serving`. Starting covers opening the database and migrating; draining starts at SIGTERM.
 */
export type ServingPhase = 'starting' | 'serving' | 'draining';

export interface ServingState {
  phase: ServingPhase;
}

export function createServingState(): ServingState {
  return { phase: 'starting' };
}
