import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { JOB_PROCESSOR, type JobProcessor, type ProcessorTarget } from './job-processor';

/** Finds every @Processor provider of the application. */
@Injectable()
export class ProcessorRegistry implements OnModuleInit {
  private readonly processors = new Map<string, JobProcessor>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.metatype || !wrapper.instance) continue;
      const target = this.reflector.get<ProcessorTarget | undefined>(JOB_PROCESSOR, wrapper.metatype);
      if (target) this.register(target, wrapper.instance as JobProcessor);
    }
  }

  register(target: ProcessorTarget, processor: JobProcessor): void {
    const key = keyOf(target.queue, target.jobName);
    if (this.processors.has(key)) throw new Error(`Two processors for job ${key}`);
    this.processors.set(key, processor);
  }

  find(queue: string, jobName: string): JobProcessor | undefined {
    return this.processors.get(keyOf(queue, jobName));
  }
}

function keyOf(queue: string, jobName: string): string {
  return `${queue}/${jobName}`;
}
