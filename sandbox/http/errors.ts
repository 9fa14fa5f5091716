/**
 * The one error shape every sandbox server answers with. `fields` is always there, so clients
 * need no special case: the bad paths or headers, or empty when no single input is to blame.
 */
export interface ErrorBody {
  errorCode: string;
  message: string;
  fields: string[];
}

/** Thrown by routes; the server's error handler turns it into `{errorCode, message, fields}`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly fields: string[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return { errorCode: this.errorCode, message: this.message, fields: this.fields };
  }
}

export function notFound(what: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', `${what} not found`);
}
