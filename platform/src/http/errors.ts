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
export { FORBIDDEN_MESSAGE } from '@rm/domain';

/** 401 for a handler that needs a signed-in user (the access rule normally answers it first). Refusals of a command are the domain's errors (`notFound`, `conflict`, `invalid`, `forbidden`). */
export const unauthorized = (): HttpError => new HttpError(401, { message: 'Unauthenticated.' });
