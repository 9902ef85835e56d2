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
import { catchError, type Observable } from 'rxjs';
import { type UploadKind } from './upload-kinds';
import { UploadService } from './upload.service';

/** Receives and checks the multipart files of one form kind before the handler runs. */
export function UploadFilesInterceptor(kind: UploadKind): Type<NestInterceptor> {
  @Injectable()
  class UploadKindInterceptor implements NestInterceptor {
    constructor(private readonly uploads: UploadService) {}

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      await this.uploads.receive(kind, req, http.getResponse<Response>());
      // A request refused after its files were checked (bot check, field rules) leaves nothing behind when
      // it is answered.
      return next.handle().pipe(
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
