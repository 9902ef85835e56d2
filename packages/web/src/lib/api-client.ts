import {
  CLIENT_ERROR_MESSAGES,
  FORM_ERROR_MESSAGES,
  HTTP_ERROR_MESSAGES,
  isFieldError,
} from '@inmo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type * as ResponseSchemas from './response-schemas';

/** Every gateway route lives under /api (same origin in production, proxied by Vite in dev). */
export const API_BASE = '/api';

/** On the server, the gateway a page render reads from and the headers its reads carry (the load context's). */
export interface GatewayAddress {
  origin: string;
  headers: Record<string, string>;
}

/**
 * The gateway each server render's QueryClient reads from (lib/route-data.ts). Kept beside the client, never in
 * a query's `meta`: `dehydrate` copies `meta` into the page, and the headers hold this process's secret.
 */
const gateways = new WeakMap<QueryClient, GatewayAddress>();

export function readFromGateway(client: QueryClient, gateway: GatewayAddress): QueryClient {
  gateways.set(client, gateway);
  return client;
}

/** What a read needs of its query's context: the abort signal and the client (on the server, its gateway's). */
export interface ApiReadContext {
  signal?: AbortSignal;
  client?: QueryClient;
}

/** Spanish texts for failures the gateway did not explain itself (spec §8 and ARCHITECTURE §5). */
export const API_ERROR_MESSAGES = {
  network: CLIENT_ERROR_MESSAGES.makeRequest,
  invalidResponse: CLIENT_ERROR_MESSAGES.loadData,
  badRequest: HTTP_ERROR_MESSAGES.badRequest,
  notFound: HTTP_ERROR_MESSAGES.notFound,
  payloadTooLarge: HTTP_ERROR_MESSAGES.payloadTooLarge,
  unsupportedMediaType: HTTP_ERROR_MESSAGES.unsupportedMediaType,
  tooManyRequests: HTTP_ERROR_MESSAGES.tooManyRequests,
  server: HTTP_ERROR_MESSAGES.internal,
  serviceUnavailable: HTTP_ERROR_MESSAGES.serviceUnavailable,
} as const;

/** A failed call, with a message fit to show the visitor and the per-field messages of a 400. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the request never got an answer (network down, bad JSON). */
    readonly status: number,
    message: string,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }

  /** 4xx answers will not change by asking again. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function fallbackMessage(status: number): string {
  if (status === 400 || status === 422) return API_ERROR_MESSAGES.badRequest;
  if (status === 404) return API_ERROR_MESSAGES.notFound;
  if (status === 413) return API_ERROR_MESSAGES.payloadTooLarge;
  if (status === 415) return API_ERROR_MESSAGES.unsupportedMediaType;
  if (status === 429) return API_ERROR_MESSAGES.tooManyRequests;
  if (status === 503) return API_ERROR_MESSAGES.serviceUnavailable;
  if (status >= 500) return API_ERROR_MESSAGES.server;
  return API_ERROR_MESSAGES.network;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** ErrorBody's `message`, when there is one to show. */
function messageOf(body: Record<string, unknown>): string | undefined {
  return typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
}

/** `errors` of a 400 (contracts' `ErrorBody`: `[{field, message}]`) as `{field: message}`; the first per field wins. */
function parseFieldErrors(errors: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!Array.isArray(errors)) return result;
  for (const error of errors) {
    if (isFieldError(error) && !(error.field in result)) result[error.field] = error.message;
  }
  return result;
}

const FORM_ERROR_TEXTS: readonly string[] = Object.values(FORM_ERROR_MESSAGES);

/** The §8 catalogue ('Hubo un problema al crear o buscar el cliente…'): safe to show as the gateway sent it. */
export function isFormErrorMessage(text: string | undefined): boolean {
  return text !== undefined && FORM_ERROR_TEXTS.includes(text);
}

/** Turns a non-2xx answer (contracts' `ErrorBody`, or anything else) into an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, fallbackMessage(status));
  const fieldErrors = parseFieldErrors(body.errors);
  // The gateway explains 4xx and 503 (e.g. no PDF engine) in Spanish; any other 5xx text may be
  // internal, so the visitor gets ours, unless it is one of the forms' §8 messages.
  const text = messageOf(body);
  const serverMessage = status < 500 || status === 503 || isFormErrorMessage(text) ? text : undefined;
  return new ApiError(status, serverMessage ?? fallbackMessage(status), fieldErrors);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function validate<T>(data: unknown, loadSchema: SchemaLoader<T> | undefined): Promise<T> {
  if (!loadSchema) return data as T;
  // A schema that cannot be downloaded is a connection problem; asking again repeats an idempotent request.
  const schema = await loadSchema().catch(() => {
    throw new ApiError(0, API_ERROR_MESSAGES.network);
  });
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(0, API_ERROR_MESSAGES.invalidResponse);
  return parsed.data;
}

type SchemaLoader<T> = () => Promise<z.ZodType<T>>;

/** A schema of response-schemas.ts, loaded (with zod) when an answer is first checked with it. */
export function responseSchema<K extends keyof typeof ResponseSchemas>(
  name: K,
): () => Promise<(typeof ResponseSchemas)[K]> {
  return () => import('./response-schemas').then((schemas) => schemas[name]);
}

export interface RequestOptions<T> extends ApiReadContext {
  /** Validates (and types) the answer, a mismatch becoming an ApiError: `responseSchema('…')`. */
  schema?: SchemaLoader<T>;
  headers?: Record<string, string>;
}

function url(path: string, gateway?: GatewayAddress): string {
  return `${gateway?.origin ?? ''}${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

async function request<T>(
  method: string,
  path: string,
  body: BodyInit | undefined,
  options: RequestOptions<T>,
) {
  const gateway = options.client && gateways.get(options.client);
  let response: Response;
  try {
    response = await fetch(url(path, gateway), {
      method,
      body,
      signal: options.signal,
      headers: {
        Accept: 'application/json',
        ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}),
        ...gateway?.headers,
        ...options.headers,
      },
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, API_ERROR_MESSAGES.network);
  }
  const data = parseJson(await response.text());
  if (!response.ok) throw toApiError(response.status, data);
  return validate(data, options.schema);
}

/** GET `/api{path}`; abortable through `signal` (react-query passes one). */
export function apiGet<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return request('GET', path, undefined, options);
}

/** POST a JSON body to `/api{path}`. */
export function apiPost<T = unknown>(
  path: string,
  body: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  return request('POST', path, JSON.stringify(body), options);
}

/** DELETE `/api{path}`. */
export function apiDelete<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return request('DELETE', path, undefined, options);
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, or null while the total is unknown. */
  percent: number | null;
}

export interface FormRequestOptions<T> extends RequestOptions<T> {
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POST multipart form data. Uses XMLHttpRequest because fetch cannot report upload progress;
 * the browser sets the multipart boundary itself.
 */
export function apiPostForm<T = unknown>(
  path: string,
  form: FormData,
  options: FormRequestOptions<T> = {},
): Promise<T> {
  const { signal, onProgress, schema, headers = {} } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('La solicitud fue cancelada', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url(path));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        const total = event.lengthComputable ? event.total : 0;
        onProgress({
          loaded: event.loaded,
          total,
          percent: total > 0 ? Math.round((event.loaded / total) * 100) : null,
        });
      });
    }
    xhr.addEventListener('load', () => {
      done();
      const data = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, data));
        return;
      }
      resolve(validate(data, schema));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError(0, API_ERROR_MESSAGES.network));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('La solicitud fue cancelada', 'AbortError'));
    });
    xhr.send(form);
  });
}
