import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import { type Request, type Response } from 'express';
import { catchError, from, switchMap, type Observable } from 'rxjs';
import { type UploadKind } from './upload-kinds';
import { UploadService } from './upload.service';

/** Receives and checks the multipart files of one form kind before the handler runs. */
export function UploadFilesInterceptor(kind: UploadKind): Type<NestInterceptor> {
  @Injectable()
  class UploadKindInterceptor implements NestInterceptor {
    constructor(private readonly uploads: UploadService) {}

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      return from(this.uploads.receive(kind, req, http.getResponse<Response>())).pipe(
        switchMap(() => next.handle()),
        // A refused request (its files, the bot check, the fields) leaves no file behind when it is answered.
        catchError(async (error: unknown) => {
          await this.uploads.discardIncoming(req);
          throw error;
        }),
      );
    }
  }
  return mixin(UploadKindInterceptor);
}

/**
 * `@UploadFiles('maintenance')` on a handler: then `@UploadedFiles() files: AcceptedUpload[]` holds files
 * that passed the spec's count, type (magic bytes) and size rules; anything else was answered 400/413/415.
 */
export function UploadFiles(kind: UploadKind): MethodDecorator & ClassDecorator {
  return applyDecorators(UseInterceptors(UploadFilesInterceptor(kind)), ApiConsumes('multipart/form-data'));
}
