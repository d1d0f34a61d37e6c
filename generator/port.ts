// The port `serve` and `dev` listen on, and what is said when they cannot:
// `PORT=abc` was passed to listen() as NaN and a port in use was an unhandled
// 'error' event, both printed as a stack trace.
import { UserError } from './errors.ts';

export const DEFAULT_PORT = 4321;

/** The port to listen on, from PORT or --port: a whole number 0–65535, or one clear error. */
export function portSetting(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_PORT;
  const port = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UserError(`the port must be a whole number from 0 to 65535, not ${JSON.stringify(raw)} (set PORT or --port)`);
  }
  return port;
}

/** A server that cannot listen (the port is taken, or needs privileges): one line, exit code 1. */
export function listenFailure(e: NodeJS.ErrnoException, port: number): never {
  const why =
    e.code === 'EADDRINUSE'
      ? `port ${port} is already in use (another server is running?): stop it or choose another with PORT=…`
      : e.code === 'EACCES'
        ? `port ${port} needs privileges this user does not have: choose one above 1023 with PORT=…`
        : `cannot listen on port ${port}: ${e.message}`;
  console.error(`error: ${why}`);
  process.exit(1);
}
