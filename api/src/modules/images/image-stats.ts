import type { EntityManager } from '@mikro-orm/sql';
import type { ReportPeriod } from '../shared/report-period.ts';
import { Image } from './image.entity.ts';

/** Pictures drawn by the model in a period (for imports and on request), for the admin reports. */
export function countGeneratedImages(em: EntityManager, period: ReportPeriod): Promise<number> {
  return em.count(Image, {
    origin: 'generated',
    createdAt: { $gte: period.from, $lt: period.to },
  });
}
