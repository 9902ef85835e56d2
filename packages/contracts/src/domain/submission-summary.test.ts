import { describe, expect, it } from 'vitest';
import type { PqrsRecord } from '../forms/pqrs-record.schema';
import { omitSummaryRows, pqrsSummary, summaryRows } from './submission-summary';

const pqrs: PqrsRecord = {
  id: 42,
  radicado: 'PQRS-2026-000042',
  registerDate: null,
  responseDeadline: '2026-04-29',
  area: { id: 1, name: 'Servicio al cliente' },
  status: { id: 1, status: 'Radicada' },
  documentType: 'NIT',
  document: '900123456-7',
  fullname: 'ANA PÉREZ',
  cellphone: '3001234567',
  email: 'ana@correo.com',
  description: 'HOLA',
  observations: '',
};

describe('submission summary', () => {
  it('formats the PQRS rows in Spanish: a missing date, the deadline, the document, no observations', () => {
    const rows = summaryRows(pqrsSummary(pqrs));
    const value = (key: string) => rows.find((row) => row.key === key)?.value;
    expect(value('registerDate')).toBe('Fecha no disponible');
    expect(value('responseDeadline')).toBe('29 de abril de 2026 (15 días hábiles, Ley 1755 de 2015)');
    expect(value('document')).toBe('NIT-900123456-7');
    expect(value('observations')).toBe('Sin observaciones');
    expect(
      summaryRows(pqrsSummary({ ...pqrs, responseDeadline: null }), { keys: ['responseDeadline'] }),
    ).toEqual([{ key: 'responseDeadline', label: 'Plazo de respuesta', value: '—' }]);
  });

  it('picks rows in the order asked, renames them, and drops omitted rows and emptied sections', () => {
    const sections = pqrsSummary(pqrs);
    expect(
      summaryRows(sections, { keys: ['email', 'radicado'], labels: { radicado: 'Radicado' } }).map(
        (r) => r.label,
      ),
    ).toEqual(['Correo electrónico', 'Radicado']);
    expect(summaryRows(sections, { omit: ['registerDate'] })).toHaveLength(10);
    const left = omitSummaryRows(sections, ['description', 'observations']);
    expect(left.map((s) => s.title)).toEqual(['Información general', 'Datos del solicitante']);
  });
});
