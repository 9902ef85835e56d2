import { Logger } from '@nestjs/common';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { createGateway } from './app.factory';
import { type AppConfig } from './config/config.schema';
import { PagesService } from './modules/pages/pages.service';

/**
 * Builds the gateway and listens; only then, with ANNOUNCE_ADDRESS, prints the site's address (npm start's
 * "Sitio disponible en …"), so a configuration or a port that fails never announces a site.
 */
export async function startGateway(
  config: AppConfig,
  announce: (line: string) => void = (line) => process.stdout.write(line),
): Promise<NestExpressApplication> {
  const app = await createGateway(config);
  try {
    await app.listen(config.PORT);
  } catch (error) {
    await app.close();
    throw error;
  }
  // Not awaited: visitors are served meanwhile; a failed render is logged by the renderer.
  void app.get(PagesService).warmUp();
  const local = `http://localhost:${config.PORT}`;
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  new Logger('Gateway').log(
    `Site and API listening on ${local}${publicUrl === local ? '' : ` (public URL ${publicUrl})`}`,
  );
  if (config.ANNOUNCE_ADDRESS) announce(`\nSitio disponible en ${publicUrl}\n\n`);
  return app;
}
