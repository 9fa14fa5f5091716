/** The one error shape every sandbox server answers with. */
export interface ErrorBody {
  errorCode: string;
  message: string;
  fields?: string[];
}

/** Thrown by routes; the server's error handler turns it into `{errorCode, message, fields}`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly fields?: string[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return this.fields ? { errorCode: this.errorCode, message: this.message, fields: this.fields } : { errorCode: this.errorCode, message: this.message };
  }
}

export function notFound(what: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', `${what} not found`);
}
