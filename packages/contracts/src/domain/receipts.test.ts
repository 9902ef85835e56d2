import { describe, expect, it } from 'vitest';
import type { PqrsRecord } from '../forms/pqrs-record.schema';
import { pqrsRadicado, toPqrsPrintable } from './receipts';

describe('PQRS record', () => {
  it('radicado carries the Bogotá filing year and the zero-padded number', () => {
    expect(pqrsRadicado(42, '2026-03-10T15:00:00Z')).toBe('PQRS-2026-000042');
    // 00:30 UTC on 1 January is still 31 December in Bogotá.
    expect(pqrsRadicado(7, '2027-01-01T00:30:00Z')).toBe('PQRS-2026-000007');
  });

  it('maps to the printable fields with gdpr SI', () => {
    const record: PqrsRecord = {
      id: 5,
      radicado: 'PQRS-2026-000005',
      registerDate: '2026-03-10T15:00:00.000Z',
      responseDeadline: '2026-03-31',
      area: { id: 4, name: 'Servicio al cliente' },
      status: { id: 1, status: 'Radicada' },
      documentType: 'CC',
      document: '1037654321',
      fullname: 'ANA GÓMEZ',
      cellphone: '3001234567',
      email: 'ana@correo.co',
      description: 'LA PUERTA',
      observations: null,
    };
    expect(toPqrsPrintable(record)).toEqual({
      tipo_doc: 'CC',
      id_pqrs: '5',
      fecha_registro: '2026-03-10T15:00:00.000Z',
      email: 'ana@correo.co',
      tel: '3001234567',
      mensaje: 'LA PUERTA',
      estado: 'Radicada',
      area_enc: 'Servicio al cliente',
      identificacion: '1037654321',
      observaciones: '',
      nombres_apellidos: 'ANA GÓMEZ',
      gdpr: 'SI',
    });
  });
});
