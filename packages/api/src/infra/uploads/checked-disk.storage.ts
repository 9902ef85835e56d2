import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type HttpException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { fileTooLargeMessage, findUploadRule, type UploadRules, type UploadTypeRule } from '@inmo/contracts';
import { type Request } from 'express';
import { type StorageEngine } from 'multer';
import { HEAD_BYTES, sniffHead, type SniffedFile } from './file-sniffer';

/** What the engine adds to multer's file object. */
export interface CheckedDiskFile {
  readonly path: string;
  readonly size: number;
  readonly sniffed: SniffedFile;
}

export function uploadError(
  Exception: new (body: object) => HttpException,
  rules: UploadRules,
  message: string,
): HttpException {
  return new Exception({ message, errors: [{ field: rules.fieldName, message }] });
}

/**
 * A multer storage engine that streams each file to a temporary file under `dir` (never the whole file in
 * memory), judging it by its first bytes as they arrive: a type the form does not take is refused before
 * the rest is written, and a file is cut off as soon as it passes its own type's size limit (not only
 * the largest type's). The content checks that need the whole file (PDF, Word) run after, from disk.
 */
export class CheckedDiskStorage implements StorageEngine {
  constructor(
    private readonly dir: string,
    private readonly rules: UploadRules,
    private readonly onRefused: (reason: string) => void,
  ) {}

  _handleFile(
    _req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File> & CheckedDiskFile) => void,
  ): void {
    this.receive(file).then(
      (info) => callback(null, info),
      (error: unknown) => callback(error),
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    rm(file.path, { force: true }).then(
      () => callback(null),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  private async receive(file: Express.Multer.File): Promise<CheckedDiskFile> {
    await mkdir(this.dir, { recursive: true });
    const target = path.join(this.dir, randomUUID());
    const stream = file.stream;
    return new Promise<CheckedDiskFile>((resolve, reject) => {
      const head: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      let checked: { rule: UploadTypeRule; sniffed: SniffedFile } | undefined;
      let out: WriteStream | undefined;
      let judging: Promise<void> | undefined;
      let failed = false;

      const fail = (error: unknown): void => {
        if (failed) return;
        failed = true;
        // Keep draining the part so busboy can move on; multer answers with the error.
        stream.removeAllListeners('data');
        stream.resume();
        out?.destroy();
        const reason = error instanceof Error ? error : new Error(String(error));
        void rm(target, { force: true }).finally(() => reject(reason));
      };
      const write = (chunk: Buffer): void => {
        if (out!.write(chunk)) return;
        stream.pause();
        out!.once('drain', () => stream.resume());
      };
      const judgeHead = async (): Promise<void> => {
        const bytes = Buffer.concat(head);
        const sniffed = await sniffHead(bytes.subarray(0, HEAD_BYTES));
        const rule = sniffed && findUploadRule(this.rules, { name: file.originalname, mime: sniffed.mime });
        if (!sniffed || !rule) {
          this.onRefused(`bytes are ${sniffed?.mime ?? 'not an allowed format'}`);
          throw uploadError(UnsupportedMediaTypeException, this.rules, this.rules.messages.notAllowed);
        }
        checked = { rule, sniffed };
        this.checkSize(size, rule);
        out = createWriteStream(target, { flags: 'wx' });
        out.on('error', fail);
        write(bytes);
      };

      stream.on('data', (chunk: Buffer) => {
        if (failed) return;
        size += chunk.length;
        if (!checked) {
          head.push(chunk);
          headLength += chunk.length;
          if (headLength < HEAD_BYTES) return;
          stream.pause();
          judging = judgeHead();
          judging.then(() => stream.resume(), fail);
          return;
        }
        try {
          this.checkSize(size, checked.rule);
        } catch (error) {
          fail(error);
          return;
        }
        write(chunk);
      });
      stream.on('error', fail);
      stream.on('end', () => {
        if (failed) return;
        const finish = (): void => {
          if (failed || !out || !checked) return;
          const { sniffed } = checked;
          out.end(() => resolve({ path: target, size, sniffed }));
        };
        // 'end' may come while the head is still being judged (the last chunk completed it).
        (judging ?? (checked ? Promise.resolve() : judgeHead())).then(finish, fail);
      });
    });
  }

  private checkSize(size: number, rule: UploadTypeRule): void {
    if (size > rule.maxBytes) {
      throw uploadError(PayloadTooLargeException, this.rules, fileTooLargeMessage(rule.kind, rule.maxBytes));
    }
  }
}
