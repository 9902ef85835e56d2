import { type MaintenanceRecord } from '@inmo/contracts';
import { maintenanceRows } from './maintenance.view';

const record: MaintenanceRecord = {
  id: 15,
  record: 'MT-2026-000015',
  registerDate: '2026-04-07T20:05:00Z',
  headquarter: { id: 1, headquarter: 'LAURELES' },
  category: { id: 2, category: 'Plomería' },
  status: { id: 3 },
  company: { id: 1 },
  finalized: false,
  documentType: 'PEP',
  document: 'AB123',
  fullname: 'ANA PÉREZ',
  cellphone: '+57 3001234567',
  email: 'ana@correo.com',
  address: 'CALLE 1 # 2-3',
  description: 'EL GRIFO GOTEA',
  files: [
    { id: 'f1', name: 'grifo.jpg', mime: 'image/jpeg', size: 10, kind: 'image' },
    { id: 'f2', name: 'cocina.png', mime: 'image/png', size: 10, kind: 'image' },
  ],
};

// The PDF receipt's and the mails' rows (contracts' maintenanceSummary without the date, which heads them).
describe('maintenanceRows', () => {
  it('lists the request, the applicant, the description and the attachments with the form labels', () => {
    expect(maintenanceRows(record).map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Número de radicado: MT-2026-000015',
      'Reportar a: LAURELES',
      'Categoría: Plomería',
      'Tipo de Identificación: PEP - Permiso Especial de Permanencia',
      'Número de Identificación: AB123',
      'Nombres y Apellidos: ANA PÉREZ',
      'Número de Contacto: +57 3001234567',
      'Correo electrónico: ana@correo.com',
      'Dirección: CALLE 1 # 2-3',
      'Descripción: EL GRIFO GOTEA',
      'Archivos adjuntos: grifo.jpg\ncocina.png',
    ]);
    expect(maintenanceRows({ ...record, files: [] }).at(-1)?.value).toBe('Ninguno');
  });
});
