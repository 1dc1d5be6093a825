import { ResponseCode } from '@tifo/contract';
import type { ServerMessageKey } from '../i18n/server-messages';

/**
 * An error a service throws for the user to act on. The error handler turns it into the
 * envelope with a translated `msg`; nothing about it reaches the log as a fault.
 */
export class AppError extends Error {
  constructor(
    readonly messageKey: ServerMessageKey,
    readonly options: {
      httpStatus?: number;
      code?: number;
      params?: Record<string, string | number>;
      data?: Record<string, unknown>;
    } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return this.options.httpStatus ?? 400;
  }

  get code(): number {
    return this.options.code ?? ResponseCode.error;
  }
}
