import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { Image } from './image.entity.ts';

export type ImageOrigin = 'generated' | 'uploaded' | 'imported';

/** Where a stored image is served; ids are random, so the address is the only key to it. */
export const imageUrlOf = (id: string) => `/api/images/${id}`;

/**
 * Keeps an image in the database and answers the address to show it at. With `flush: false`
 * it is only added to `em`'s unit of work, to be written by the caller's next flush together
 * with the recipe that shows it: both are saved, or neither.
 */
export async function saveImage(
  em: EntityManager,
  image: { bytes: Buffer; contentType: string; ownerId: string | null; origin: ImageOrigin },
  options: { flush?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  em.create(Image, {
    id,
    user: image.ownerId,
    contentType: image.contentType,
    data: image.bytes,
    etag: `"${createHash('sha256').update(image.bytes).digest('base64url').slice(0, 27)}"`,
    byteSize: image.bytes.length,
    origin: image.origin,
  });
  if (options.flush ?? true) await em.flush();
  return imageUrlOf(id);
}

export async function findImage(em: EntityManager, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  return em.findOne(Image, { id }, { populate: ['data'] });
}
