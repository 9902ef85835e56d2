import { Transform, type Writable } from 'node:stream';
import { HttpException, HttpStatus } from '@nestjs/common';
import { type Request, type Response } from 'express';
import { type UploadReservation } from './upload-budget';

export const UPLOAD_TOO_SLOW_MESSAGE =
  'Los archivos están llegando demasiado despacio. Revisa tu conexión a internet e inténtalo de nuevo.';

export interface BodyPace {
  /** Bytes the body must bring in each window. */
  readonly minBytes: number;
  readonly windowMs: number;
}

/**
 * Feeds one upload body to multer's busboy (multer's `streamHandler`) through the budget, chunk by chunk:
 * a chunk waits for its room (the body paused, the pace watch suspended), and a refusal (429/503) ends the
 * parse at once through `refuse`, giving the reservation back. Until the body ends it must keep `pace`
 * (also while multer drains a refused body): a slower one is refused with a 408 and its connection cut.
 */
export class MeteredBody {
  /** The gateway paused the body for room during this window: its pace is not the client's. */
  private pausedInWindow = false;
  private receivedInWindow = 0;
  private watch: NodeJS.Timeout | undefined;

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly reservation: UploadReservation,
    private readonly pace: BodyPace,
    private readonly refuse: (error: HttpException) => void,
  ) {}

  /** multer's streamHandler: req → meter → busboy, with the pace watched from here to the body's end. */
  readonly streamHandler = (req: Request, busboy: Writable): void => {
    const reservation = this.reservation;
    const meter = new Transform({
      transform: (chunk: Buffer, _encoding, callback) => {
        const room = reservation.grow(chunk.length);
        if (reservation.waiting) this.pausedInWindow = true;
        room.then(
          () => callback(null, chunk),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
    });
    meter.once('error', (error) => {
      reservation.release();
      if (error instanceof HttpException) this.refuse(error);
      // multer then removes the files written so far and drains the rest of the body (still paced).
      busboy.destroy(error);
    });
    req.pipe(meter).pipe(busboy);
    this.watchPace(req);
  };

  private watchPace(req: Request): void {
    if (req.readableEnded) return;
    const count = (chunk: Buffer): void => {
      this.receivedInWindow += chunk.length;
    };
    req.on('data', count);
    this.watch = setInterval(() => {
      if (!this.pausedInWindow && this.receivedInWindow < this.pace.minBytes) this.cut();
      this.receivedInWindow = 0;
      this.pausedInWindow = this.reservation.waiting;
    }, this.pace.windowMs);
    const stop = (): void => {
      clearInterval(this.watch);
      req.off('data', count);
    };
    req.once('end', stop);
    req.once('close', stop);
  }

  /** A body too slow: answer the 408 if nothing was answered yet, then close the connection. */
  private cut(): void {
    clearInterval(this.watch);
    // Destroying the request (not only its socket): once answered, Node no longer ends or closes a request
    // whose socket goes, and multer waits for one of them to remove what it wrote.
    const close = (): void => void this.req.destroy();
    this.reservation.release();
    if (this.res.headersSent) {
      close();
      return;
    }
    this.res.setHeader('Connection', 'close');
    this.res.once('finish', close);
    // Also when no answer goes out (the parse was already refused and is waiting on this body).
    setTimeout(close, 1000).unref();
    this.refuse(new HttpException({ message: UPLOAD_TOO_SLOW_MESSAGE }, HttpStatus.REQUEST_TIMEOUT));
  }
}
