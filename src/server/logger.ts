import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/** JSON logs in production and under CI; readable lines on a developer's terminal. */
export function createLogger(config: Pick<Config, 'env' | 'logLevel'>): Logger {
  const pretty = config.env === 'development' && process.stdout.isTTY && !process.env.CI;
  return pino({
    level: config.logLevel,
    base: undefined,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], censor: '[redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}
