import type { EntityManager } from '@mikro-orm/sql';
import type { ReportPeriod } from '../shared/report-period.ts';
import { Image } from './image.entity.ts';

/**
 * Pictures drawn by the model (for imports and on request), across all users: in a period for
 * the admin reports, or ever for the dashboard's figure.
 */
export function countGeneratedImages(em: EntityManager, period?: ReportPeriod): Promise<number> {
  return em.count(Image, {
    origin: 'generated',
    ...(period ? { createdAt: { $gte: period.from, $lt: period.to } } : {}),
  });
}
