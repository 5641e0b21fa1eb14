/** Why a page could not be imported; the REST/GraphQL layer maps each kind to a status. */
export type UrlImportErrorKind =
  | 'invalid_url'
  | 'blocked_address'
  | 'not_html'
  | 'too_large'
  /** Nested too deeply, too many elements, or too slow or too big to read (page-reader.ts). */
  | 'too_complex'
  | 'timeout'
  | 'http_error'
  | 'unreachable';

/** A URL import failure with a message fit to show the user. */
export class UrlImportError extends Error {
  readonly kind: UrlImportErrorKind;

  constructor(kind: UrlImportErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UrlImportError';
    this.kind = kind;
  }
}
