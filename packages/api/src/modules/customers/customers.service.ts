import { Injectable } from '@nestjs/common';
import { type Transaction } from '#src/infra/db/database';
import { isUniqueViolation } from '#src/infra/db/db-errors';
import { type CustomerKey, CustomersRepository, type CustomerValues } from './customers.repository';

export interface FindOrCreateCustomer {
  readonly documentType?: string;
  readonly document?: string;
  readonly fullname: string;
  readonly email?: string;
  readonly cellphone?: string;
}

export interface FindOrCreateOptions {
  /**
   * Which keys identify the person, in order. Default: the document alone when given, else the e-mail,
   * then the phone. The basic contact form passes ['cellphone'] (spec §4: a customer is created only when
   * none exists for the phone).
   */
  readonly lookup?: readonly CustomerKey[];
}

/**
 * Find-or-create of the person behind a submission, inside the caller's transaction. No endpoint reads or
 * lists customers: this is the only way in.
 */
@Injectable()
export class CustomersService {
  constructor(private readonly repository: CustomersRepository) {}

  /**
   * Returns the customer id. An existing customer's name, e-mail and phone are never replaced from a
   * request (anyone can type someone's document number): a datum it lacks is filled in, and an e-mail or
   * phone different from its own is kept as an extra contact point. The request keeps what it said.
   */
  async findOrCreate(
    tx: Transaction,
    input: FindOrCreateCustomer,
    options: FindOrCreateOptions = {},
  ): Promise<string> {
    const values: CustomerValues = {
      documentType: input.document ? input.documentType : undefined,
      document: input.document || undefined,
      fullname: input.fullname,
      email: input.email?.toLowerCase() || undefined,
      cellphone: input.cellphone || undefined,
      allowDataProcessing: true,
    };
    const keys = options.lookup ?? (values.document ? ['document'] : ['email', 'cellphone']);

    for (const key of keys) {
      const value = values[key];
      if (!value) continue;
      const existing = await this.repository.findBy(tx, key, value);
      if (existing) {
        await this.updateContactData(tx, existing.id, values);
        return existing.id;
      }
    }
    return this.insert(tx, values);
  }

  private async updateContactData(tx: Transaction, id: string, values: CustomerValues): Promise<void> {
    const existing = await this.repository.findById(tx, id);
    if (!existing) return;
    // Only columns it does not have yet; if filling one collides with another customer's identity (unique
    // index), it stays an extra contact point instead.
    const missing = {
      email: existing.email ? undefined : values.email,
      cellphone: existing.cellphone ? undefined : values.cellphone,
    };
    let filled = false;
    if (missing.email || missing.cellphone) {
      try {
        await tx.transaction((savepoint) =>
          this.repository.update(savepoint, id, { email: missing.email, cellphone: missing.cellphone }),
        );
        filled = true;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    if (values.allowDataProcessing && !existing.allowDataProcessing) {
      await this.repository.update(tx, id, { allowDataProcessing: true });
    }
    for (const kind of ['email', 'cellphone'] as const) {
      const value = values[kind];
      if (!value || value === existing[kind] || (filled && missing[kind] === value)) continue;
      await this.repository.addContactPoint(tx, id, kind, value);
    }
  }

  private async insert(tx: Transaction, values: CustomerValues): Promise<string> {
    const { id, created } = await this.repository.upsert(tx, values);
    // A concurrent request created the same identity first: treat ours like any later request.
    if (!created) await this.updateContactData(tx, id, values);
    return id;
  }
}
