import { applyDecorators, Injectable, SetMetadata } from '@nestjs/common';
import { type QueueName } from './queue.constants';

export interface JobContext {
  readonly id: string;
  readonly queue: QueueName;
  readonly name: string;
  /** 1 on the first run. */
  readonly attempt: number;
  readonly maxAttempts: number;
}

/** A small handler that validates its payload and delegates to a service. */
export interface JobProcessor {
  handle(payload: unknown, job: JobContext): Promise<void>;
}

export const JOB_PROCESSOR = 'inmo:job-processor';

export interface ProcessorTarget {
  readonly queue: QueueName;
  readonly jobName: string;
}

/** Marks a provider as the processor of one job; list it in its module's providers. */
export function Processor(queue: QueueName, jobName: string): ClassDecorator {
  return applyDecorators(
    Injectable(),
    SetMetadata(JOB_PROCESSOR, { queue, jobName } satisfies ProcessorTarget),
  );
}
