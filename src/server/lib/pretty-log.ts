import type { LogDestination } from './log-redaction';

export type LogFormat = 'pretty' | 'json';

/**
 * LOG_FORMAT when given, else short readable lines for a person at a terminal and JSON lines for
 * anything that collects logs (a pipe, a file, a container runtime).
 */
export function chooseLogFormat(setting: string | undefined, stdoutIsTerminal: boolean): LogFormat {
  if (setting === 'pretty' || setting === 'json') return setting;
  if (setting) throw new Error(`LOG_FORMAT must be pretty or json, not ${setting}`);
  return stdoutIsTerminal ? 'pretty' : 'json';
}

interface LogLine {
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** One line per request event: `GET /api/… ` as it arrives, `200 in 4 ms` when it is answered. */
export function requestMessage(line: LogLine): string {
  if (line.req?.method) return `${line.req.method} ${line.req.url ?? ''}`;
  if (line.res?.statusCode !== undefined && line.responseTime !== undefined)
    return `${line.res.statusCode} in ${Math.round(line.responseTime)} ms`;
  return line.msg ?? '';
}

/**
 * pino-pretty over stdout, loaded only when chosen: a JSON start (every deployment) never reads it.
 * The request id leads each line, so the two lines of one request pair up.
 */
export async function prettyLogDestination(
  colorize: boolean,
  destination?: NodeJS.WritableStream,
): Promise<LogDestination> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    colorize,
    // In order with the start's console lines (the demo accounts), not after them.
    sync: true,
    ...(destination ? { destination } : {}),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log) => `${log.reqId ? `[${String(log.reqId)}] ` : ''}${requestMessage(log as LogLine)}`,
    hideObject: false,
    singleLine: true,
  });
}
