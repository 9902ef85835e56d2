import { Module } from '@nestjs/common';
import { CatalogSearchIndex } from './catalog-search.index';
import { CatalogRepository } from './catalog.repository';
import { LocalPropertySource } from './local-property.source';
import { PublishedLocations } from './published-locations.service';

/** The catalog tables and their reader: the local source, and the copy SIMI's sync writes into. */
@Module({
  providers: [PublishedLocations, CatalogRepository, CatalogSearchIndex, LocalPropertySource],
  exports: [PublishedLocations, CatalogRepository, CatalogSearchIndex, LocalPropertySource],
})
export class LocalCatalogModule {}
