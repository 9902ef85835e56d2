import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type ConsentDefinition, type ConsentPurposeId } from '@inmo/contracts';
import { type DbExecutor } from '#src/infra/db/database';
import { consents } from '#src/infra/db/schema/index';

/** Nest injection token of the salt of the IP hash (config IP_HASH_SALT or a per-process random one). */
export const IP_HASH_SALT = Symbol('IP_HASH_SALT');

export interface RecordConsent {
  readonly customerId: string;
  /** What the form showed: the contracts' definition for the form. */
  readonly definition: ConsentDefinition;
  /** Purposes the visitor accepted; default every purpose of the definition (one box per form today). */
  readonly acceptedPurposes?: readonly ConsentPurposeId[];
  readonly ip: string | undefined;
  /** The submission the consent came with, e.g. {type: 'pqrs', id}. */
  readonly subject: { readonly type: string; readonly id: string };
  /** Double opt-in: the hash of the link mailed to confirm this consent (and only this one). */
  readonly confirmTokenHash?: string;
}

/** Proof of each authorization (Ley 1581, Decreto 1377 art. 8). */
@Injectable()
export class ConsentsService {
  constructor(@Inject(IP_HASH_SALT) private readonly salt: string) {}

  async record(tx: DbExecutor, input: RecordConsent): Promise<string> {
    const offered = input.definition.purposes.map((p) => p.id);
    const accepted = input.acceptedPurposes ?? offered;
    const unknown = accepted.filter((id) => !offered.includes(id));
    if (unknown.length > 0)
      throw new Error(`Purposes not offered by ${input.definition.formId}: ${unknown.join(', ')}`);
    const [row] = await tx
      .insert(consents)
      .values({
        customerId: input.customerId,
        form: input.definition.formId,
        policyVersion: input.definition.policyVersion,
        policyUrl: input.definition.policyUrl,
        textShown: input.definition.text,
        purposes: [...accepted],
        ipHash: input.ip ? this.hashIp(input.ip) : null,
        subjectType: input.subject.type,
        subjectId: input.subject.id,
        confirmTokenHash: input.confirmTokenHash ?? null,
      })
      .returning({ id: consents.id });
    if (!row) throw new Error('Consent insert returned no row');
    return row.id;
  }

  /** Keyed SHA-256 (HMAC) so the address cannot be recovered by hashing the IPv4 space. */
  hashIp(ip: string): string {
    return createHmac('sha256', this.salt).update(ip).digest('hex');
  }
}
