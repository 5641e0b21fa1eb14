/** Images: recipe pictures kept in the database and served with long-lived caching. */
export { Image } from './image.entity.ts';
export {
  countGeneratedImages,
  findImage,
  type ImageOrigin,
  imageUrlOf,
  saveImage,
} from './image.service.ts';
