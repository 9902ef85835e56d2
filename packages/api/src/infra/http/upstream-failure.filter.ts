import { type ArgumentsHost, Catch, type ExceptionFilter, ServiceUnavailableException } from '@nestjs/common';
import { PROPERTY_MESSAGES } from '@inmo/contracts';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { UpstreamError } from './upstream.error';

/**
 * The property source failed with no stale copy to serve: a Spanish 503, answered and logged like every
 * other error. On the controllers that read the source (not global: the sitemap keeps its 500).
 */
@Catch(UpstreamError)
export class UpstreamFailureFilter implements ExceptionFilter {
  private readonly errors = new AllExceptionsFilter();

  catch(_exception: UpstreamError, host: ArgumentsHost): void {
    this.errors.catch(
      new ServiceUnavailableException({ statusCode: 503, message: PROPERTY_MESSAGES.upstreamUnavailable }),
      host,
    );
  }
}
