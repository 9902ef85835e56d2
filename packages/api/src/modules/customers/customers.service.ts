import { Injectable } from '@nestjs/common';
import { type Transaction } from '../../infra/db/database';
import { isUniqueViolation } from '../../infra/db/db-errors';
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

  /** Returns the customer id; the name and the contact data given update an existing customer. */
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

  /**
   * Updates name and contact data; if the new e-mail or phone already identifies another customer
   * (unique index), that datum stays where it is and only the name is updated.
   */
  private async updateContactData(tx: Transaction, id: string, values: CustomerValues): Promise<void> {
    const { document: _document, ...changes } = values;
    try {
      await tx.transaction((savepoint) => this.repository.update(savepoint, id, changes));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.repository.update(tx, id, {
        fullname: values.fullname,
        allowDataProcessing: values.allowDataProcessing,
      });
    }
  }

  private async insert(tx: Transaction, values: CustomerValues): Promise<string> {
    return this.repository.upsert(tx, values);
  }
}
