import pinoPretty from 'pino-pretty';

/**
 * On a terminal, `npm start` and `npm run dev` show every program's JSON log lines (supervisor,
 * shop, embedded backend) as one readable stream with one time format; anywhere else (a pipe, a
 * log collector) the lines stay JSON. `LOG_FORMAT=json` keeps JSON on a terminal too.
 */
export function createTerminalLogStream(stdout: NodeJS.WriteStream = process.stdout, env: NodeJS.ProcessEnv = process.env): NodeJS.WritableStream | undefined {
  if (!stdout.isTTY || env.LOG_FORMAT === 'json') return undefined;
  return pinoPretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    messageKey: 'msg',
    destination: stdout,
    singleLine: true,
    sync: true,
  });
}
