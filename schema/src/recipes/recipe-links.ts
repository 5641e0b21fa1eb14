import { z } from 'zod';
import { limits } from '../shared/limits.ts';

// The api stores the pictures it draws or keeps as same-origin paths (`imageUrlOf` in the api's
// images module); those stay valid picture links.
const ownPicturePath = /^\/api\/images\/[\w-]{1,64}$/;

function isWebAddress(value: string): boolean {
  // Scheme-relative "//host/x" would borrow the page's scheme; only absolute addresses pass.
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const { protocol, hostname } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A link stored on a recipe and later put in an href or an og:image of the public page, so only
 * http(s) may be stored: `javascript:` would run script on click, `data:` carries content the
 * app never checked. Empty text still clears the field.
 */
export const webLink = (label: string) =>
  z
    .string()
    .max(limits.url, `${label} must be at most ${limits.url} characters.`)
    .refine((value) => value.trim() === '' || isWebAddress(value.trim()), {
      message: `${label} must be an http or https address.`,
    })
    .nullish();

/** A recipe's picture: a web link, or the path of a picture the app stored itself. */
export const pictureLink = (label: string) =>
  z
    .string()
    .max(limits.url, `${label} must be at most ${limits.url} characters.`)
    .refine(
      (value) => {
        const link = value.trim();
        return link === '' || isWebAddress(link) || ownPicturePath.test(link);
      },
      { message: `${label} must be an http or https address.` },
    )
    .nullish();
