/** The property source could not answer (SIMI down, bad credentials, HTML instead of JSON...). */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly upstreamStatus?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}
