import { buffer } from 'node:stream/consumers';
import { Logger } from '@nestjs/common';
import { formatDateTimeEs, UI_MESSAGES, withoutLinks } from '@inmo/contracts';
import sharp from 'sharp';
import { imageDataUri } from '#src/infra/pdf/pdf.renderer';
import { type PdfDataLoader } from '#src/infra/pdf/pdf-source.registry';
import { type FileStorage, StorageUnavailableError } from '#src/infra/storage/file-storage.service';
import { type MaintenanceRepository } from './maintenance.repository';
import { maintenanceRows, toMaintenanceRecord, withoutLinksInRows } from './maintenance.view';

const logger = new Logger('MaintenancePdf');

/** Photos shrunk for the receipt: the page cannot fetch, so they are inlined, and 10 MB of base64 helps nobody. */
async function thumbnail(bytes: Buffer): Promise<string> {
  const small = await sharp(bytes)
    .rotate()
    .resize({ width: 900, height: 900, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer();
  return imageDataUri(small, 'image/jpeg');
}

/** Template data of the maintenance receipt (`resumen` template), read from the database by id. */
export function maintenancePdfLoader(repository: MaintenanceRepository, storage: FileStorage): PdfDataLoader {
  return async (id) => {
    if (!/^\d{1,9}$/.test(id)) return null;
    const found = await repository.findWithLookups(Number(id));
    if (!found) return null;
    const record = toMaintenanceRecord(found);
    const images: { src: string; caption: string }[] = [];
    for (const file of found.files) {
      if (!file.mime.startsWith('image/')) continue;
      try {
        images.push({
          src: await thumbnail(await buffer(await storage.read(file.storageKey))),
          caption: withoutLinks(file.originalName),
        });
      } catch (error) {
        // A store that is down fails the render, which is retried; the photos are all there later.
        if (error instanceof StorageUnavailableError) throw error;
        // A photo that cannot be read is left out; the receipt is still worth sending.
        logger.warn(`Photo ${file.id} of maintenance ${id} left out of the PDF: ${String(error)}`);
      }
    }
    return {
      title: 'Resumen de solicitud de mantenimiento',
      subtitle: `Solicitud N.° ${record.id} · Registrada el ${formatDateTimeEs(record.registerDate)}`,
      // Attached to the visitor's summary: the typed texts without links (the branch's mail keeps them).
      rows: withoutLinksInRows(maintenanceRows(record)),
      images,
      noImagesText: UI_MESSAGES.noImages,
    };
  };
}
