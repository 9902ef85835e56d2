import { Injectable } from '@nestjs/common';
import { type DbExecutor } from '#src/infra/db/database';
import {
  advisorContacts,
  type AdvisorContactRow,
  contactRequests,
  type ContactRequestRow,
  propertyContacts,
  type PropertyContactRow,
} from '#src/infra/db/schema/index';

@Injectable()
export class ContactRepository {
  async insertContact(
    tx: DbExecutor,
    values: typeof contactRequests.$inferInsert,
  ): Promise<ContactRequestRow> {
    const [row] = await tx.insert(contactRequests).values(values).returning();
    if (!row) throw new Error('contact_requests insert returned no row');
    return row;
  }

  async insertPropertyContact(
    tx: DbExecutor,
    values: typeof propertyContacts.$inferInsert,
  ): Promise<PropertyContactRow> {
    const [row] = await tx.insert(propertyContacts).values(values).returning();
    if (!row) throw new Error('property_contacts insert returned no row');
    return row;
  }

  async insertAdvisorContact(
    tx: DbExecutor,
    values: typeof advisorContacts.$inferInsert,
  ): Promise<AdvisorContactRow> {
    const [row] = await tx.insert(advisorContacts).values(values).returning();
    if (!row) throw new Error('advisor_contacts insert returned no row');
    return row;
  }
}
