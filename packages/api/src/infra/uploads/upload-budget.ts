import { HttpException, HttpStatus, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';

export const UPLOAD_BUSY_MESSAGE =
  'En este momento estamos recibiendo muchos archivos. Por favor, inténtalo de nuevo en unos minutos.';

export const UPLOAD_CLIENT_BUSY_MESSAGE =
  'Ya estás enviando muchos archivos a la vez. Espera a que terminen de subir e inténtalo de nuevo.';

const MB = 1024 * 1024;

/** One request's share of the budget: it grows as the body arrives and is given back whole at the end. */
export interface UploadReservation {
  /** Resolves once `bytes` more fit; rejects with a Spanish 429 (client's share) or 503 (after UPLOAD_WAIT_MS). */
  grow(bytes: number): Promise<void>;
  /** Gives back everything held and drops a pending grow; safe to call more than once. */
  release(): void;
  readonly held: number;
  /** A grow is queued for room (the body is paused by the gateway, not by the client). */
  readonly waiting: boolean;
}

interface Waiter {
  readonly client: string;
  readonly bytes: number;
  readonly grant: () => void;
  readonly refuse: (error: HttpException) => void;
}

const GRANTED = Promise.resolve();

/**
 * Bounds the upload bytes this gateway receives and checks at once (UPLOAD_INFLIGHT_MAX_MB), counted as
 * they arrive: a body that declares 128 MB and sends 1 KB holds 1 KB. One client address holds at most
 * UPLOAD_INFLIGHT_PER_CLIENT_MB of it (past it a 429 at once), so others keep room. A chunk that finds no
 * room waits, first come first served, up to UPLOAD_WAIT_MS (its body paused), then gets a Spanish 503.
 */
@Injectable()
export class UploadBudget {
  readonly capacity: number;
  readonly perClient: number;
  private inUse = 0;
  private readonly byClient = new Map<string, number>();
  private readonly queue: Waiter[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.capacity = config.UPLOAD_INFLIGHT_MAX_MB * MB;
    this.perClient = Math.min(config.UPLOAD_INFLIGHT_PER_CLIENT_MB * MB, this.capacity);
  }

  /** Bytes reserved right now (for tests and the bench). */
  get reserved(): number {
    return this.inUse;
  }

  /** Bytes one client address holds right now. */
  heldBy(client: string): number {
    return this.byClient.get(client) ?? 0;
  }

  /** A reservation for one request of `client`; a Spanish 429 at once when the client holds its whole share. */
  open(client: string): UploadReservation {
    if (this.heldBy(client) >= this.perClient) throw clientBusy();
    let held = 0;
    let released = false;
    let waiting: Waiter | undefined;
    let timer: NodeJS.Timeout | undefined;
    const take = (bytes: number): void => {
      held += bytes;
      this.inUse += bytes;
      this.byClient.set(client, this.heldBy(client) + bytes);
    };
    return {
      get held() {
        return held;
      },
      get waiting() {
        return waiting !== undefined;
      },
      grow: (bytes) => {
        if (released) return Promise.reject(new Error('upload reservation already released'));
        // A chunk larger than the whole bound (a tiny test bound) still goes through, alone.
        const amount = Math.min(Math.max(bytes, 0), this.capacity);
        if (this.heldBy(client) + amount > this.perClient) return Promise.reject(clientBusy());
        if (this.queue.length === 0 && this.inUse + amount <= this.capacity) {
          take(amount);
          return GRANTED;
        }
        return new Promise<void>((resolve, reject) => {
          const waiter: Waiter = {
            client,
            bytes: amount,
            grant: () => {
              clearTimeout(timer);
              waiting = undefined;
              take(amount);
              resolve();
            },
            refuse: (error) => {
              clearTimeout(timer);
              waiting = undefined;
              reject(error);
            },
          };
          timer = setTimeout(() => {
            this.dequeue(waiter);
            waiter.refuse(new ServiceUnavailableException({ message: UPLOAD_BUSY_MESSAGE }));
            this.drain();
          }, this.config.UPLOAD_WAIT_MS);
          waiting = waiter;
          this.queue.push(waiter);
        });
      },
      release: () => {
        if (released) return;
        released = true;
        if (waiting) {
          this.dequeue(waiting);
          waiting.refuse(new ServiceUnavailableException({ message: UPLOAD_BUSY_MESSAGE }));
        }
        this.inUse -= held;
        const left = this.heldBy(client) - held;
        if (left > 0) this.byClient.set(client, left);
        else this.byClient.delete(client);
        held = 0;
        this.drain();
      },
    };
  }

  private dequeue(waiter: Waiter): void {
    const at = this.queue.indexOf(waiter);
    if (at !== -1) this.queue.splice(at, 1);
  }

  private drain(): void {
    while (this.queue.length > 0 && this.inUse + this.queue[0]!.bytes <= this.capacity) {
      const next = this.queue.shift()!;
      // The client's other requests may have grown while this one waited.
      if (this.heldBy(next.client) + next.bytes > this.perClient) next.refuse(clientBusy());
      else next.grant();
    }
  }
}

function clientBusy(): HttpException {
  return new HttpException({ message: UPLOAD_CLIENT_BUSY_MESSAGE }, HttpStatus.TOO_MANY_REQUESTS);
}
