import {
  type ArgumentMetadata,
  BadRequestException,
  Logger,
  type LoggerService,
  type PipeTransform,
} from '@nestjs/common';
import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import { z } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe';

const BODY: ArgumentMetadata = { type: 'body' };
const logged: unknown[][] = [];
const capture: LoggerService = {
  log: () => undefined,
  warn: () => undefined,
  error: (...args: unknown[]) => logged.push(args),
};

/** The answer a pipe throws for `value` (fails the test when it passes the value on). */
function refusal(pipe: PipeTransform, value: unknown): { status: number; body: unknown } {
  try {
    pipe.transform(value, BODY);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    const refused = error as BadRequestException;
    return { status: refused.getStatus(), body: refused.getResponse() };
  }
  throw new Error(`the pipe accepted ${JSON.stringify(value)}`);
}

describe('ZodValidationPipe', () => {
  beforeAll(() => {
    Logger.overrideLogger(capture);
  });
  beforeEach(() => (logged.length = 0));

  const pipe = new ZodValidationPipe(z.object({ type: z.enum(['CC']), number: z.string().regex(/^\d+$/) }));

  it('passes a valid body on and names each bad field of an invalid one', () => {
    expect(pipe.transform({ type: 'CC', number: '123' }, BODY)).toEqual({ type: 'CC', number: '123' });
    expect(refusal(pipe, { type: 'XX', number: 5 })).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: HTTP_ERROR_MESSAGES.badRequest,
        errors: [
          { field: 'type', message: expect.any(String) as unknown },
          { field: 'number', message: expect.any(String) as unknown },
        ],
      },
    });
    expect(logged).toEqual([]);
  });

  it('refuses with a 400, and logs, a body its schema throws on instead of reporting an issue', () => {
    // The bug the hostile-input test found: `in` also finds what every object inherits ('__proto__').
    const rules: Record<string, { readonly pattern: RegExp }> = { CC: { pattern: /^\d+$/ } };
    const looseSchema = z.object({ type: z.string(), number: z.string() }).superRefine((value, ctx) => {
      if (value.type in rules && !rules[value.type]!.pattern.test(value.number))
        ctx.addIssue({ code: 'custom', path: ['number'], message: 'Solo números.' });
    });
    expect(refusal(new ZodValidationPipe(looseSchema), { type: '__proto__', number: '1' })).toEqual({
      status: 400,
      body: { statusCode: 400, message: HTTP_ERROR_MESSAGES.badRequest },
    });
    expect(logged).toHaveLength(1);
    const [fields, message] = logged[0] as [{ err: Error }, string];
    expect(message).toBe('The schema threw instead of reporting an issue');
    expect(fields.err.message).toMatch(/reading 'test'/);
    expect(fields.err.stack).toMatch(/\n\s+at /);
  });
});
