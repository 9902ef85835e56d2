import { Injectable } from '@nestjs/common';
import { type PropertyDetail } from '@inmo/contracts';
import { advisorPhotoPath } from '#src/modules/catalog/local-property.source';
import { type SimiGetOptions } from '../simi-property.client';
import { SimiPropertySource } from '../simi-property.source';
import { SimiCatalogRepository } from './simi-catalog.repository';

/** The write side of a SIMI detail: what the live source read, stored in the copy and published. */
@Injectable()
export class SimiDetailWriter {
  constructor(
    private readonly simi: SimiPropertySource,
    private readonly catalog: SimiCatalogRepository,
  ) {}

  /** A visitor's read: the detail copied, or null with the code withdrawn when SIMI says it is not there. */
  async findByCode(code: string): Promise<PropertyDetail | null> {
    const found = await this.copy(code);
    if (!found) await this.catalog.withdrawCode(code);
    return found;
  }

  /**
   * The detail copied onto the synced listing (a listing withdrawn but live again comes back), its advisor
   * kept in the catalog and published with an opaque photo id only; null when SIMI says the code is not
   * there. Withdrawing is the caller's decision.
   */
  async copy(code: string, options: SimiGetOptions = {}): Promise<PropertyDetail | null> {
    const simi = await this.simi.readDetail(code, options);
    if (!simi) return null;
    await this.catalog.reinstate(code);
    const advisor = simi.advisor ? await this.catalog.upsertAdvisor(simi.advisor) : null;
    await this.catalog.writeDetail(simi, advisor?.id ?? null, this.simi.normalizeOptions);
    return {
      ...simi.detail,
      advisor: simi.advisor
        ? {
            name: simi.advisor.name,
            cellphone: simi.advisor.cellphone,
            email: simi.advisor.email,
            photoUrl: advisor ? advisorPhotoPath(advisor.photoId) : null,
          }
        : null,
    };
  }
}
