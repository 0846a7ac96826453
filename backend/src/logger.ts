import { pino } from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'tradeguild' },
  redact: ['req.headers.cookie', 'req.headers.authorization'],
});
export type Logger = typeof logger;
