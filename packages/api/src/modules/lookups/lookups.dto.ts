/** The lists' answers, documented in OpenAPI from their contracts schemas. */
import { createZodDto } from 'nestjs-zod';
import {
  areaListSchema,
  categoryListSchema,
  countryListSchema,
  headquarterListSchema,
} from '@inmo/contracts';

export class AreaListDto extends createZodDto(areaListSchema) {}
export class HeadquarterListDto extends createZodDto(headquarterListSchema) {}
export class CategoryListDto extends createZodDto(categoryListSchema) {}
export class CountryListDto extends createZodDto(countryListSchema) {}
