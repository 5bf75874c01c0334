/**
 * Why a command was refused. The HTTP layer maps codes to statuses:
 * not_found → 404, conflict → 409, invalid → 422 (with `field` as the error key), forbidden → 403.
 */
export type DomainErrorCode = 'not_found' | 'conflict' | 'invalid' | 'forbidden';

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string): DomainError => new DomainError('not_found', message);
export const conflict = (message: string): DomainError => new DomainError('conflict', message);
export const invalid = (field: string, message: string): DomainError => new DomainError('invalid', message, field);

export const FORBIDDEN_MESSAGE = "You don't have access to do this.";
export const forbidden = (message: string = FORBIDDEN_MESSAGE): DomainError => new DomainError('forbidden', message);
