import { configSchema, type AppConfig } from './config.schema';

export interface ConfigProblem {
  readonly name: string;
  readonly message: string;
}

export class ConfigValidationError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(formatConfigProblems(problems));
    this.name = 'ConfigValidationError';
  }
}

export function formatConfigProblems(problems: readonly ConfigProblem[]): string {
  const lines = problems.map((p) => `  - ${p.name}: ${p.message}`);
  return [
    `Invalid configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
    ...lines,
  ].join('\n');
}

/** Validates the environment once; empty strings count as unset so `FOO=` falls back to the default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => ({
    name: issue.path.join('.') || '(environment)',
    message: issue.message,
  }));
  throw new ConfigValidationError(problems);
}

export interface ExitHooks {
  readonly exit: (code: number) => never;
  readonly write: (text: string) => void;
}

const processHooks: ExitHooks = {
  exit: (code) => process.exit(code),
  write: (text) => process.stderr.write(text),
};

/** Entry points call this: a bad environment prints every problem and stops with exit code 1. */
export function loadConfigOrExit(
  env: NodeJS.ProcessEnv = process.env,
  hooks: ExitHooks = processHooks,
): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigValidationError) {
      hooks.write(`${error.message}\n`);
      return hooks.exit(1);
    }
    throw error;
  }
}
