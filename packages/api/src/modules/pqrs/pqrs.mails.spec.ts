import { type PqrsRecord } from '@inmo/contracts';
import { MailRenderer } from '#src/infra/mail/mail.renderer';
import { pqrsMails } from './pqrs.mails';

const record: PqrsRecord = {
  id: 42,
  radicado: 'PQRS-2026-000042',
  registerDate: '2026-04-07T20:05:00Z',
  responseDeadline: '2026-04-29',
  area: { id: 1, name: 'Servicio al cliente' },
  status: { id: 1, status: 'Radicada' },
  documentType: 'CC',
  document: '43123456',
  fullname: 'ANA PÉREZ',
  cellphone: '3001234567',
  email: 'ana@correo.com',
  description: 'EL GRIFO GOTEA',
  observations: null,
};

const renderer = new MailRenderer('https://inmo.example');

async function render(index: number) {
  const job = pqrsMails(record, 'pqrs@inmo.example')[index];
  if (!job || !('mail' in job)) throw new Error('no mail');
  const { html, text } = await renderer.render(job.mail.template, job.mail.data ?? {});
  const cells = [...html.matchAll(/<th[^>]*>([^<]*)<\/th><td style="([^"]*)">([^<]*)<\/td>/g)];
  return {
    text: text.replace(/\u00a0/g, ' '),
    rows: cells.map(([, label, , value]) => `${label}: ${value?.replace(/\u00a0/g, ' ')}`),
    bold: cells.filter(([, , style]) => style?.includes('font-weight:700')).map(([, label]) => label),
  };
}

// The rows come from contracts' pqrsSummary (the export page's): the mails keep their own wording.
describe('pqrsMails', () => {
  it("the customer's summary lists the radicado (in bold), date, area, status, document and contact", async () => {
    const rows = [
      'Radicado: PQRS-2026-000042',
      'Fecha y hora de registro: 7 de abril de 2026, 3:05 p. m.',
      'Área responsable: Servicio al cliente',
      'Estado: Radicada',
      'Documento: CC-43123456',
      'Teléfono de contacto: 3001234567',
      'Correo electrónico: ana@correo.com',
    ];
    const mail = await render(0);
    expect(mail.rows).toEqual(rows);
    expect(mail.bold).toEqual(['Radicado']);
    expect(mail.text).toContain(`seguimiento.\n\n${rows.join('\n')}\n\nTu mensaje:\nEL GRIFO GOTEA\n`);
  });

  it("the agency's copy lists the date, area, name, document and contact", async () => {
    const rows = [
      'Fecha y hora de registro: 7 de abril de 2026, 3:05 p. m.',
      'Área responsable: Servicio al cliente',
      'Nombres y apellidos: ANA PÉREZ',
      'Documento: CC-43123456',
      'Teléfono: 3001234567',
      'Correo electrónico: ana@correo.com',
    ];
    const mail = await render(1);
    expect(mail.rows).toEqual(rows);
    expect(mail.bold).toEqual([]);
    expect(mail.text).toContain(`Ley 1755 de 2015).\n\n${rows.join('\n')}\n\nMensaje:\nEL GRIFO GOTEA`);
  });
});
