import { Global, Logger, Module } from '@nestjs/common';
import { APP_CONFIG, APP_ROLE, type AppConfig, type AppRole } from '#src/config/config.schema';
import { ChromiumBrowser } from './chromium.browser';
import { locateChromium } from './chromium.locator';
import { PdfDocumentsRepository } from './pdf-documents.repository';
import { PdfRenderer } from './pdf.renderer';
import { CHROMIUM_BROWSER, PdfService } from './pdf.service';
import { PdfSourceRegistry } from './pdf-source.registry';
import { RenderPdfProcessor } from './render-pdf.processor';

/** PDFs with the system Chromium (playwright-core); without one, renders fail clearly and reads answer 503. */
@Global()
@Module({
  providers: [
    {
      provide: CHROMIUM_BROWSER,
      inject: [APP_CONFIG, APP_ROLE],
      useFactory: (config: AppConfig, role: AppRole): ChromiumBrowser | null => {
        const found = locateChromium(config.CHROMIUM_PATH);
        if (!found.path) {
          // With Redis a gateway only queues render jobs: the workers render.
          if (role === 'gateway' && config.REDIS_URL)
            new Logger('Pdf').log('PDFs are rendered by the workers');
          else new Logger('Pdf').warn(`PDF generation disabled: ${found.reason}`);
          return null;
        }
        return new ChromiumBrowser(found.path);
      },
    },
    { provide: PdfRenderer, useFactory: () => new PdfRenderer() },
    PdfDocumentsRepository,
    PdfSourceRegistry,
    PdfService,
    RenderPdfProcessor,
  ],
  exports: [PdfService, PdfSourceRegistry],
})
export class PdfModule {}
