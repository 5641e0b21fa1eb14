import { UnauthenticatedError, type Viewer } from '@app/schema';

/** The id every query of a service is scoped to; services refuse to run for a guest. */
export function ownerIdOf(viewer: Viewer | null): string {
  if (!viewer) throw new UnauthenticatedError();
  return viewer.id;
}
