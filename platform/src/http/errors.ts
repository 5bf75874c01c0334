/** 422 body: the first message per field is what forms show. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}
export interface MessageBody {
  message: string;
}

/** An HTTP answer other than success, thrown from handlers and mapped by the error handler. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly body: MessageBody | ValidationErrorBody,
  ) {
    super(body.message);
  }
}

export const INVALID_DATA_MESSAGE = 'The given data was invalid.';
export const FORBIDDEN_MESSAGE = "You don't have access to do this.";

export const unprocessable = (field: string, message: string): HttpError =>
  new HttpError(422, { message, errors: { [field]: [message] } });
export const forbidden = (message: string = FORBIDDEN_MESSAGE): HttpError => new HttpError(403, { message });
export const notFoundError = (message: string): HttpError => new HttpError(404, { message });
export const conflictError = (message: string): HttpError => new HttpError(409, { message });
export const unauthorized = (): HttpError => new HttpError(401, { message: 'Unauthenticated.' });
