import { SITE } from '@inmo/contracts';
import { PdfRenderer } from './pdf.renderer';

describe('PdfRenderer', () => {
  it("writes the footer's WhatsApp as every page and mail does: '+57 310 444 2020'", async () => {
    const html = await new PdfRenderer().render('resumen', { title: 'Mantenimiento', rows: [] });
    expect(html).toContain(`WhatsApp ${SITE.whatsapp.display}`);
    expect(html).toContain('WhatsApp +57 310 444 2020');
    expect(html).not.toContain(SITE.whatsapp.number);
  });
});
