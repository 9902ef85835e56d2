import { randomUUID } from 'node:crypto';
import { open, readFile, rm, writeFile } from 'node:fs/promises';
import { type Writable } from 'node:stream';
import {
  BadRequestException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  HttpStatus,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { fileTooLargeMessage, findUploadRule, type UploadRules } from '@inmo/contracts';
import { type Request, type Response } from 'express';
import multer, { MulterError } from 'multer';
import { cleanJpeg } from './clean-image';
import { checkContent, HEAD_BYTES, needsContentCheck, sniffHead, type SniffedFile } from './file-sniffer';
import { CheckedDiskStorage, uploadError } from './checked-disk.storage';
import { displayName } from './upload-file-name';
import { UploadBudget, type UploadReservation } from './upload-budget';
import { type BodyPace, MeteredBody } from './metered-body';
import { DailyCounter } from '../quota/daily-counter';
import { clientLimitKey } from '../http/client-key';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { MULTIPART_MESSAGES, UPLOAD_KINDS, UPLOAD_REFUSALS, type UploadKind } from './upload-kinds';
import { FileStorage } from '../storage/file-storage.service';

/** A file that passed the rules: `mimetype` is what the bytes are, `originalname` is cleaned for display. */
export interface AcceptedUpload extends Express.Multer.File {
  readonly sniffed: SniffedFile;
}

/** A stored file as the pipeline records it (attachments table, mail jobs). */
export interface StoredUpload {
  readonly key: string;
  readonly originalName: string;
  readonly mime: string;
  readonly size: number;
}

/** multer's option to feed busboy (multer 2.5; not in @types/multer yet). */
type Options = multer.Options & { streamHandler: (req: Request, busboy: Writable) => void };

/** Text fields of the multipart forms are short (the longest is a 2,500-character description). */
const FIELD_LIMITS = { fieldSize: 32 * 1024, fields: 40, fieldNameSize: 100, headerPairs: 100 } as const;

export const UPLOAD_QUOTA_MESSAGE =
  'Has alcanzado el límite diario de archivos que puedes enviar. Por favor, inténtalo de nuevo mañana.';

const MB = 1024 * 1024;
/** What a multipart body may carry besides the files (fields, part headers, boundaries). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * One upload service for every form: receive (streamed to disk under DATA_DIR, judged by the first bytes),
 * check the content, store, clean up. Before reading a body: the address's daily byte quota (429) and
 * room under the gateway's in-flight byte bound (wait, then 503).
 */
@Injectable()
export class UploadService {
  private readonly logger = new Logger(UploadService.name);
  private readonly pace: BodyPace;

  constructor(
    private readonly storage: FileStorage,
    private readonly budget: UploadBudget,
    private readonly daily: DailyCounter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.pace = {
      minBytes: (config.UPLOAD_MIN_KB_PER_S * 1024 * config.UPLOAD_STALL_MS) / 1000,
      windowMs: config.UPLOAD_STALL_MS,
    };
  }

  multerOptions(kind: UploadKind): multer.Options {
    const rules: UploadRules = UPLOAD_KINDS[kind];
    return {
      storage: new CheckedDiskStorage(this.storage.incoming, rules, (reason) =>
        this.logger.warn(`Upload refused for ${kind}: ${reason}`),
      ),
      // Browsers send UTF-8 file names without declaring a charset ('baño.jpg').
      defParamCharset: 'utf8',
      limits: {
        ...FIELD_LIMITS,
        // The real per-type limit needs the sniffed type; this caps what is buffered at all.
        fileSize: largestType(rules).maxBytes,
        files: rules.maxFiles,
        parts: FIELD_LIMITS.fields + rules.maxFiles,
      },
    };
  }

  /** Parses the multipart body, checks every file and leaves the accepted ones in `req.files`. */
  async receive(kind: UploadKind, req: Request, res: Response): Promise<AcceptedUpload[]> {
    const rules = UPLOAD_KINDS[kind];
    const client = clientLimitKey(req.ip);
    let reservation: UploadReservation;
    try {
      const bytes = this.declaredBytes(rules, req);
      await this.chargeDailyQuota(client, bytes);
      // Room is taken as the body arrives (a declared size costs nothing until it is sent).
      reservation = this.budget.open(client);
    } catch (error) {
      // Refused before its body was read: the connection closes after the answer instead of waiting for a
      // body nobody reads (a trickle would hold it up to Node's requestTimeout).
      res.setHeader('Connection', 'close');
      throw error;
    }
    // A safety net: UploadFilesInterceptor removes a refused request's files before it is answered.
    res.on('close', () => void this.discardIncoming(req));
    let refuse: (error: HttpException) => void = () => undefined;
    // The budget or the pace watch answers at once, without waiting for multer to drain the body.
    const refused = new Promise<never>((_, reject) => {
      refuse = reject;
    });
    // A refusal may come after the parse settled (while multer drains the body): nobody hears it then.
    refused.catch(() => undefined);
    const body = new MeteredBody(req, res, reservation, this.pace, refuse);
    try {
      const options: Options = { ...this.multerOptions(kind), streamHandler: body.streamHandler };
      const parse = multer(options).array(rules.fieldName);
      const parsed = new Promise<void>((resolve, reject) => {
        void parse(req, res, (error?: unknown) =>
          error ? reject(error instanceof Error ? error : new Error('multipart parse failed')) : resolve(),
        );
      });
      try {
        await Promise.race([parsed, refused]);
      } catch (error) {
        // The loser of the race settles later, unheard.
        parsed.catch(() => undefined);
        throw this.multipartError(rules, error);
      }
      const files = Array.isArray(req.files) ? req.files : [];
      const accepted = await this.inspect(kind, files);
      req.files = accepted;
      return accepted;
    } finally {
      reservation.release();
    }
  }

  /** The body's declared size; without one (chunked), the most the form's rules allow. */
  private declaredBytes(rules: UploadRules, req: Request): number {
    const most = rules.maxFiles * largestType(rules).maxBytes + MULTIPART_OVERHEAD_BYTES;
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > most) {
      const largest = largestType(rules);
      throw uploadError(PayloadTooLargeException, rules, fileTooLargeMessage(largest.kind, largest.maxBytes));
    }
    return Number.isFinite(declared) && declared >= 0 ? declared : most;
  }

  private async chargeDailyQuota(client: string, bytes: number): Promise<void> {
    const limit = this.config.UPLOAD_DAILY_MB_PER_IP * MB;
    const { allowed } = await this.daily.add('upload-bytes', client, bytes, limit);
    if (!allowed) {
      this.logger.warn('Upload refused: the address passed its daily byte quota');
      throw new HttpException({ message: UPLOAD_QUOTA_MESSAGE }, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  /** Removes the request's temporary files that were not moved into storage. */
  async discardIncoming(req: Request): Promise<void> {
    const files = Array.isArray(req.files) ? req.files : [];
    for (const file of files) {
      if (file.path) await rm(file.path, { force: true }).catch(() => undefined);
    }
  }

  /** The spec's rules, in the order a visitor would fix them: count, then each file's type, then its size. */
  async inspect(kind: UploadKind, files: readonly Express.Multer.File[]): Promise<AcceptedUpload[]> {
    const rules = UPLOAD_KINDS[kind];
    if (files.length < rules.minFiles) throw uploadError(BadRequestException, rules, rules.messages.required);
    if (files.length > rules.maxFiles) throw uploadError(BadRequestException, rules, rules.messages.tooMany);

    const accepted: AcceptedUpload[] = [];
    for (const file of files) {
      const head = file.buffer ?? (await readHead(file.path));
      const sniffed = await sniffHead(head.subarray(0, HEAD_BYTES));
      // The name's extension must agree with the bytes too: a PDF named .jpg is refused.
      const rule = sniffed && findUploadRule(rules, { name: file.originalname, mime: sniffed.mime });
      if (!sniffed || !rule) {
        this.logger.warn(`Upload refused for ${kind}: bytes are ${sniffed?.mime ?? 'not an allowed format'}`);
        throw uploadError(UnsupportedMediaTypeException, rules, rules.messages.notAllowed);
      }
      if (file.size > rule.maxBytes) {
        throw uploadError(PayloadTooLargeException, rules, fileTooLargeMessage(rule.kind, rule.maxBytes));
      }
      // Read whole only for the formats that need it, and only once the size is known to be within limits.
      const refusal = needsContentCheck(sniffed)
        ? await checkContent(sniffed, file.buffer ?? (await readFile(file.path)))
        : null;
      if (refusal) {
        this.logger.warn(`Upload refused for ${kind}: ${sniffed.ext} content (${refusal})`);
        const message = refusal === 'macros' ? UPLOAD_REFUSALS.macros : rules.messages.notAllowed;
        throw uploadError(UnsupportedMediaTypeException, rules, message);
      }
      const cleaned = sniffed.ext === 'jpg' ? await this.withoutMetadata(kind, rules, file) : {};
      accepted.push({
        ...file,
        ...cleaned,
        originalname: displayName(file.originalname),
        mimetype: sniffed.mime,
        sniffed,
      });
    }
    return accepted;
  }

  /** A photo's pixels only (see cleanJpeg), in place of what was received; refused when they do not decode. */
  private async withoutMetadata(
    kind: UploadKind,
    rules: UploadRules,
    file: Express.Multer.File,
  ): Promise<Pick<Express.Multer.File, 'buffer' | 'size'>> {
    const cleaned = await cleanJpeg(file.buffer ?? (await readFile(file.path)));
    if (!cleaned) {
      this.logger.warn(`Upload refused for ${kind}: a JPEG that does not decode`);
      throw uploadError(UnsupportedMediaTypeException, rules, rules.messages.notAllowed);
    }
    if (file.buffer) return { buffer: cleaned, size: cleaned.length };
    await writeFile(file.path, cleaned);
    return { buffer: file.buffer, size: cleaned.length };
  }

  /**
   * Writes the files under generated names, grouped per request (`<kind>/<batch>/<uuid>.<ext>`, where the
   * extension comes from the sniffed type); if one write fails, the ones already written are removed.
   */
  async store(kind: UploadKind, files: readonly AcceptedUpload[]): Promise<StoredUpload[]> {
    const stored: StoredUpload[] = [];
    const batch = randomUUID();
    try {
      for (const file of files) {
        const { key } = file.buffer
          ? await this.storage.save(kind, batch, file.buffer, file.sniffed.ext)
          : await this.storage.adopt(kind, batch, file.path, file.sniffed.ext);
        stored.push({ key, originalName: file.originalname, mime: file.mimetype, size: file.size });
      }
    } catch (error) {
      await this.remove(stored);
      throw error;
    }
    return stored;
  }

  /** Best effort: a file that cannot be removed is logged, not allowed to hide the original error. */
  async remove(stored: readonly StoredUpload[]): Promise<void> {
    for (const file of stored) {
      try {
        await this.storage.delete(file.key);
      } catch (error) {
        this.logger.error(`Could not remove upload ${file.key}: ${String(error)}`);
      }
    }
  }

  /** Stores the files, runs the work, and removes the files again if the work fails. */
  async withStoredFiles<T>(
    kind: UploadKind,
    files: readonly AcceptedUpload[],
    work: (stored: StoredUpload[]) => Promise<T>,
  ): Promise<T> {
    const stored = await this.store(kind, files);
    try {
      return await work(stored);
    } catch (error) {
      await this.remove(stored);
      throw error;
    }
  }

  private multipartError(rules: UploadRules, error: unknown): HttpException {
    if (error instanceof HttpException) return error;
    if (!(error instanceof MulterError)) {
      this.logger.warn(`Malformed multipart body: ${String(error)}`);
      return uploadError(BadRequestException, rules, MULTIPART_MESSAGES.malformed);
    }
    switch (error.code) {
      case 'LIMIT_FILE_SIZE': {
        const largest = largestType(rules);
        return uploadError(
          PayloadTooLargeException,
          rules,
          fileTooLargeMessage(largest.kind, largest.maxBytes),
        );
      }
      case 'LIMIT_FILE_COUNT':
        return uploadError(BadRequestException, rules, rules.messages.tooMany);
      case 'LIMIT_UNEXPECTED_FILE':
        return uploadError(BadRequestException, rules, MULTIPART_MESSAGES.unexpectedField);
      case 'LIMIT_FIELD_KEY':
      case 'LIMIT_FIELD_VALUE':
        return new PayloadTooLargeException({ message: MULTIPART_MESSAGES.fieldTooLong });
      default:
        return new PayloadTooLargeException({ message: MULTIPART_MESSAGES.tooManyFields });
    }
  }
}

function largestType(rules: UploadRules): UploadRules['types'][number] {
  return rules.types.reduce((a, b) => (b.maxBytes > a.maxBytes ? b : a));
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
