import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { type Request, type Response } from 'express';
import { isDbUnavailable } from '../db/db-errors';
import { StorageUnavailableError, StoredFileNotFoundError } from '../storage/file-storage.service';
import { logSafeErrorObject } from '../logging/log-safe-error';
import { type ErrorBody, type FieldError, isFieldError } from '@inmo/contracts';
import { messageForStatus } from './http-messages';

/** Messages Nest and its ecosystem produce by default, in English: replaced by the Spanish one for the status. */
const FRAMEWORK_DEFAULT =
  /^(Cannot \w+ |ThrottlerException|Bad Request|Unauthorized|Forbidden|Not Found|Method Not Allowed|Not Acceptable|Request Timeout|Conflict|Gone|Payload Too Large|Unsupported Media Type|Unprocessable Entity|Too Many Requests|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout|Validation failed|File too large|Unexpected field|Too many files|Multipart|Failed to decode param)/i;

/**
 * Every error leaves as `{statusCode, message, errors?}` in Spanish; stacks only go to the log, and only for 5xx.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    const body = this.toBody(exception);

    if (body.statusCode >= 500) {
      // Class, stack frames and a redacted message: a failed query's message and a pg error's detail quote
      // the visitor's values.
      this.logger.error({ err: logSafeErrorObject(exception), path: req.path }, 'Unhandled error');
    }
    if (res.headersSent) return;
    // Always JSON: a file being sent has set its own type before it failed.
    res.status(body.statusCode).type('application/json').json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      const errors = typeof response === 'object' ? readFieldErrors(response) : undefined;
      const message =
        typeof raw === 'string' && raw.length > 0 && !FRAMEWORK_DEFAULT.test(raw)
          ? raw
          : messageForStatus(statusCode);
      return errors ? { statusCode, message, errors } : { statusCode, message };
    }
    // A client error raised below Nest (Express, `send` for a file: an impossible Range) keeps its status.
    const clientError = clientErrorStatus(exception);
    if (clientError) return { statusCode: clientError, message: messageForStatus(clientError) };
    // A stored file gone from the disk or the bucket is simply not there.
    if (exception instanceof StoredFileNotFoundError)
      return { statusCode: 404, message: messageForStatus(404) };
    // A database or file store down or restarting is temporary: 503 tells the visitor to try again, and ops
    // what it is.
    const statusCode = isDbUnavailable(exception) || exception instanceof StorageUnavailableError ? 503 : 500;
    return { statusCode, message: messageForStatus(statusCode) };
  }
}

/** The 4xx of an `http-errors` error meant for the client (`expose`), as Express's own modules raise them. */
function clientErrorStatus(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, expose } = exception as { status?: unknown; expose?: unknown };
  return expose === true && typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function readFieldErrors(response: object): FieldError[] | undefined {
  const errors = (response as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return undefined;
  return errors.filter(isFieldError);
}
