import { Injectable } from '@nestjs/common';

/** Loads the template data of one subject from the database (the job carries only kind and id). */
export type PdfDataLoader = (id: string) => Promise<Record<string, unknown> | null>;

/** Which loader serves each PDF kind; the owning module registers its own in onModuleInit. */
@Injectable()
export class PdfSourceRegistry {
  private readonly loaders = new Map<string, PdfDataLoader>();

  register(kind: string, loader: PdfDataLoader): void {
    if (this.loaders.has(kind)) throw new Error(`Two PDF data loaders for ${kind}`);
    this.loaders.set(kind, loader);
  }

  find(kind: string): PdfDataLoader | undefined {
    return this.loaders.get(kind);
  }
}
