import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.schema';

export const UPLOAD_BUSY_MESSAGE =
  'En este momento estamos recibiendo muchos archivos. Por favor, inténtalo de nuevo en unos minutos.';

const MB = 1024 * 1024;

interface Waiter {
  readonly bytes: number;
  readonly grant: () => void;
}

/**
 * Bounds the upload bytes this gateway receives and checks at once (UPLOAD_INFLIGHT_MAX_MB). A request
 * reserves its declared size before its body is read; when the bound is reached it waits, first come first
 * served, up to UPLOAD_WAIT_MS, then gets a Spanish 503. A request larger than the whole bound runs alone.
 */
@Injectable()
export class UploadBudget {
  readonly capacity: number;
  private inUse = 0;
  private readonly queue: Waiter[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.capacity = config.UPLOAD_INFLIGHT_MAX_MB * MB;
  }

  /** Bytes reserved right now (for tests and the bench). */
  get reserved(): number {
    return this.inUse;
  }

  /** Resolves with a release function once `bytes` fit; rejects with the 503 after UPLOAD_WAIT_MS. */
  async reserve(bytes: number): Promise<() => void> {
    const amount = Math.min(Math.max(bytes, 1), this.capacity);
    if (this.queue.length === 0 && this.inUse + amount <= this.capacity) return this.take(amount);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        bytes: amount,
        grant: () => {
          clearTimeout(timer);
          resolve(this.take(amount));
        },
      };
      const timer = setTimeout(() => {
        const at = this.queue.indexOf(waiter);
        if (at !== -1) this.queue.splice(at, 1);
        reject(new ServiceUnavailableException({ message: UPLOAD_BUSY_MESSAGE }));
        this.drain();
      }, this.config.UPLOAD_WAIT_MS);
      this.queue.push(waiter);
    });
  }

  private take(amount: number): () => void {
    this.inUse += amount;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inUse -= amount;
      this.drain();
    };
  }

  private drain(): void {
    while (this.queue.length > 0 && this.inUse + this.queue[0]!.bytes <= this.capacity) {
      this.queue.shift()!.grant();
    }
  }
}
