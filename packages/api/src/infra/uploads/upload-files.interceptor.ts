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
import { type Observable } from 'rxjs';
import { type UploadKind } from './upload-kinds';
import { UploadService } from './upload.service';

/** Receives and checks the multipart files of one form kind before the handler runs. */
export function UploadFilesInterceptor(kind: UploadKind): Type<NestInterceptor> {
  @Injectable()
  class UploadKindInterceptor implements NestInterceptor {
    constructor(private readonly uploads: UploadService) {}

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await this.uploads.receive(kind, http.getRequest<Request>(), http.getResponse<Response>());
      return next.handle();
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
