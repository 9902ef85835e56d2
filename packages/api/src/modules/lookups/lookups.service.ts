import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type AreaItem, type CategoryItem, type Country, type HeadquarterItem } from '@inmo/contracts';
import { COUNTRIES } from './countries';
import { LookupsRepository } from './lookups.repository';

/** Areas, headquarters, categories (seeded tables) and countries (data package) for the forms' selects. */
@Injectable()
export class LookupsService implements OnModuleInit {
  private readonly logger = new Logger('Lookups');

  constructor(private readonly repository: LookupsRepository) {}

  async onModuleInit(): Promise<void> {
    await this.repository.seed();
    this.logger.log('Lookup tables (areas, headquarters, categories, PQRS statuses) are up to date');
  }

  async areas(): Promise<AreaItem[]> {
    return (await this.repository.areas()).map(({ id, name }) => ({ id, name }));
  }

  async headquarters(): Promise<HeadquarterItem[]> {
    return (await this.repository.headquarters()).map(({ id, headquarter }) => ({ id, headquarter }));
  }

  async categories(): Promise<CategoryItem[]> {
    return (await this.repository.categories()).map(({ id, category }) => ({ id, category }));
  }

  countries(): readonly Country[] {
    return COUNTRIES;
  }
}
