/** The one table from error code to HTTP status (style guide §5). */
const statusByCode: Record<string, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
  STORAGE_FULL: 507,
};

export function httpStatusOf(code: string): number {
  return statusByCode[code] ?? 500;
}

export interface RestErrorBody {
  error: { code: string; message: string; details?: unknown };
}

export function errorBody(code: string, message: string, details?: unknown): RestErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** A REST failure with its code; the app's error handler turns it into the JSON error shape. */
export class RestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'RestError';
  }

  get statusCode(): number {
    return httpStatusOf(this.code);
  }
}
