import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type StartedTestContainer, getContainerRuntimeClient } from 'testcontainers';
import { parse } from 'yaml';

/**
 * The stack's own choices, read from docker-compose.yml so the tests run what an operator runs: the base
 * images (`${POSTGRES_IMAGE:-postgres:17}`: the same variable, the same official default; the gate sets the
 * offline tags where no registry answers) and the services' commands (Redis's append-only file).
 */
interface ComposeService {
  image?: string;
  command?: string[];
}
const compose = parse(readFileSync(path.resolve(__dirname, '../../../../docker-compose.yml'), 'utf8')) as {
  services: Record<string, ComposeService>;
};

function composeService(name: string): ComposeService {
  const service = compose.services[name];
  if (!service) throw new Error(`docker-compose.yml has no service ${name}`);
  return service;
}

/** `${VAR:-default}` of a service's image, resolved from the environment as compose would. */
export function composeImage(service: 'postgres' | 'redis' | 'mailpit' | 's3'): string {
  const image = composeService(service).image ?? '';
  const variable = /^\$\{(\w+):-([^}]+)\}$/.exec(image);
  if (!variable) return image;
  return process.env[variable[1]!] || variable[2]!;
}

export function composeCommand(service: 'redis' | 's3'): string[] {
  return composeService(service).command ?? [];
}

/**
 * The engine's handle on a started container, for what testcontainers does not offer: pause, and a stop
 * that keeps the container (its data, its port binding) to start it again.
 */
export async function engineContainer(container: StartedTestContainer) {
  const client = await getContainerRuntimeClient();
  return client.container.getById(container.getId());
}

/**
 * Removes a test's container whatever state the test left it in (a failed test may leave it stopped,
 * killed or paused): without the Ryuk reaper nothing else would.
 */
export async function removeContainer(container: StartedTestContainer | undefined): Promise<void> {
  if (!container) return;
  try {
    await container.stop();
  } catch {
    await (await engineContainer(container)).remove({ force: true, v: true });
  }
}
