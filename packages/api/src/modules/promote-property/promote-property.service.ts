import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  FORM_IDS,
  FORM_MESSAGES,
  HTTP_ERROR_MESSAGES,
  type PromotePropertyRequest,
  type PromotePropertyRequestInput,
  type CreatedId,
} from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { LocationsService } from '../locations/locations.service';
import { type SubmissionMeta } from '../submissions/submission-meta.decorator';
import { SubmissionService } from '../submissions/submission.service';
import { promoteMailbox } from './promote-mail-routing';
import { promotePropertyMails } from './promote-property.mails';
import { PromotePropertyRepository } from './promote-property.repository';

interface ResolvedPlace {
  readonly departmentName: string;
  readonly cityName: string;
}

type PlaceField = keyof Pick<PromotePropertyRequestInput, 'department' | 'city' | 'idNeighborhood'>;

function invalidPlace(field: PlaceField): BadRequestException {
  return new BadRequestException({
    statusCode: 400,
    message: HTTP_ERROR_MESSAGES.badRequest,
    errors: [{ field, message: FORM_MESSAGES.invalidOption }],
  });
}

/** 'Promociona tu inmueble': place check, then the request pipeline with the routed internal mailbox. */
@Injectable()
export class PromotePropertyService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly submissions: SubmissionService,
    private readonly locations: LocationsService,
    private readonly repository: PromotePropertyRepository,
  ) {}

  async create(body: PromotePropertyRequest, meta: SubmissionMeta): Promise<CreatedId> {
    // Before the captcha: a wrong place must not use up the visitor's solved challenge.
    const place = await this.resolvePlace(body);
    const routedTo = promoteMailbox(this.config, {
      gestion: body.gestion,
      cityId: body.city,
      neighbourhoodId: body.idNeighborhood,
    });
    const { id } = await this.submissions.submit({
      form: FORM_IDS.promoteProperty,
      body,
      ...meta,
      captcha: { token: body.captcha },
      customer: { fullname: body.fullname, cellphone: body.cellphone, email: body.email },
      create: (tx, { customerId }) =>
        this.repository.insert(tx, {
          customerId,
          fullname: body.fullname,
          cellphone: body.cellphone,
          email: body.email,
          gestion: body.gestion,
          typeProperty: body.typeProperty,
          valueArriving: body.valueArriving,
          address: body.address,
          neighborhood: body.neighborhood,
          neighbourhoodId: body.idNeighborhood ?? null,
          departmentId: body.department,
          departmentName: place.departmentName,
          cityId: body.city,
          cityName: place.cityName,
          aboutYou: body.aboutYou,
          routedTo,
        }),
      jobs: (record) => promotePropertyMails(record),
    });
    return { id: String(id) };
  }

  /** Department, city and neighbourhood must be the location endpoints' own, and belong together. */
  private async resolvePlace(body: PromotePropertyRequest): Promise<ResolvedPlace> {
    const department = (await this.locations.departments()).find((d) => d.id === body.department);
    if (!department) throw invalidPlace('department');
    const cities = await this.locations.cities(department.id).catch((error: unknown) => {
      if (error instanceof NotFoundException) throw invalidPlace('department');
      throw error;
    });
    const city = cities.find((c) => c.id === body.city);
    if (!city) throw invalidPlace('city');
    if (body.idNeighborhood !== undefined) {
      const neighbourhoods = await this.locations.neighbourhoods(city.id);
      if (!neighbourhoods.some((n) => n.id === body.idNeighborhood)) throw invalidPlace('idNeighborhood');
    }
    return { departmentName: department.name, cityName: city.name };
  }
}
