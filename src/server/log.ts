import 'server-only';
import pino from 'pino';

// JSON logs on stdout. Fields that could carry personal or bank data are redacted.
export const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'site' },
  serializers: {
    // Driver errors carry their whole connection object; keep what helps an operator.
    err: (err: unknown) =>
      err instanceof Error
        ? {
            type: err.name,
            message: err.message,
            code: (err as { code?: unknown }).code,
            stack: err.stack,
          }
        : err,
  },
  redact: {
    paths: [
      '*.bank_name',
      '*.bank_account_number',
      '*.bank_address',
      '*.password',
      '*.authorization',
    ],
    censor: '[redacted]',
  },
});
