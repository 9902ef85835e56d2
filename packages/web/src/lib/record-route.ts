import { isRecordId } from '@inmo/contracts';
import { data } from 'react-router';

// The routes of one record (`/mantenimientos/:id/`, `/pqrs/:id/`, its print page): the id's shape is known
// before asking the gateway.

/** A malformed id shows the not-found page, and answers 404 (the gateway's answer for it too). */
export function recordStatus(id: string | undefined) {
  return data(null, { status: isRecordId(id) ? 200 : 404 });
}

/** The page's title, e.g. 'PQRS 3f…': the not-found page's for a malformed id. */
export function recordTitle(kind: string, id: string | undefined): string {
  return isRecordId(id) ? `${kind} ${id}` : 'Página no encontrada';
}
