import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

/** A recipe picture kept in the database, so one backup holds everything. */
export const ImageSchema = defineEntity({
  name: 'Image',
  tableName: 'images',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).mapToPk().nullable().deleteRule('set null'),
    contentType: p.text(),
    data: p.blob().lazy(),
    /** Content hash; the HTTP ETag. */
    etag: p.text(),
    byteSize: p.integer(),
    /** generated, uploaded or imported. */
    origin: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Image extends ImageSchema.class {}
ImageSchema.setClass(Image);
