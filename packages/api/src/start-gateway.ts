import { Logger } from '@nestjs/common';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { createGateway } from './app.factory';
import { type AppConfig, isLoopbackUrl } from './config/config.schema';
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
  const mismatch = publicPortMismatch(config);
  if (mismatch) new Logger('Gateway').warn(mismatch);
  if (config.ANNOUNCE_ADDRESS) announce(`\nSitio disponible en ${publicUrl}\n\n`);
  return app;
}

/**
 * A PUBLIC_URL on this machine whose port is not the one the site is served on (PUBLIC_PORT_SERVED behind
 * a proxy, else PORT): every link in pages and mails would point where nothing listens. A public address
 * is left alone (a TLS proxy in front serves 443 for any local port).
 */
export function publicPortMismatch(
  config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT' | 'PUBLIC_PORT_SERVED'>,
): string | undefined {
  if (!isLoopbackUrl(config.PUBLIC_URL)) return undefined;
  const url = new URL(config.PUBLIC_URL);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const served = config.PUBLIC_PORT_SERVED ?? config.PORT;
  return port === served
    ? undefined
    : `PUBLIC_URL ${config.PUBLIC_URL} names port ${port}, but the site is served on port ${served}: links in pages, the sitemap and mails point where nothing listens`;
}
