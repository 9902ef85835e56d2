import { type MaintenanceRecord } from '@inmo/contracts';
import { maintenanceRows, withoutLinksInRows } from './maintenance.view';

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

describe('withoutLinksInRows', () => {
  it('takes the links out of what the visitor typed (address, description, file names), nothing else', () => {
    const rows = withoutLinksInRows(
      maintenanceRows({
        ...record,
        address: 'CALLE 1 # 2-3, VER WWW.PHISH.EXAMPLE',
        description: 'RECLAMA EN HTTPS://PHISH.EXAMPLE/PREMIO',
        files: [{ id: 'f1', name: 'phish.example.jpg', mime: 'image/jpeg', size: 10, kind: 'image' }],
      }),
    );
    const value = (key: string) => rows.find((row) => row.key === key)?.value;
    expect(value('address')).toBe('CALLE 1 # 2-3, VER [enlace]');
    expect(value('description')).toBe('RECLAMA EN [enlace]');
    expect(value('files')).toBe('[enlace].jpg');
    expect(value('email')).toBe('ana@correo.com');
    expect(withoutLinksInRows(maintenanceRows(record))).toEqual(maintenanceRows(record));
  });
});
