/** Why an uploaded image was refused; each kind has a message a user can act on. */
export type ImageInputErrorKind =
  | 'not_a_data_url'
  | 'not_an_image'
  | 'too_large'
  | 'unsupported_type';

export class ImageInputError extends Error {
  override readonly name = 'ImageInputError';

  constructor(
    readonly kind: ImageInputErrorKind,
    message: string,
  ) {
    super(message);
  }
}
