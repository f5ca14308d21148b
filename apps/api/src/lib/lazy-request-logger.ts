import type { FastifyBaseLogger, LogLevel } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type LogArgs = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger whose pino child (with the request id bound) is made only when something is
 * logged at an enabled level. Fastify makes one child per request; with redaction configured, pino
 * redacts and serializes the bindings there, about 5 % of a cheap request's CPU (ADR 043), for a
 * logger that at `warn` logs nothing for a good request. What is logged is unchanged.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: Logger;
  readonly #bindings: Bindings;

  constructor(parent: Logger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  #log(level: Exclude<LogLevel, 'silent'>, args: LogArgs) {
    if (this.#child) return (this.#child[level] as (...a: LogArgs) => void)(...args);
    if (!this.#parent.isLevelEnabled(level)) return;
    (this.#real()[level] as (...a: LogArgs) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  fatal(...args: LogArgs) {
    this.#log('fatal', args);
  }
  error(...args: LogArgs) {
    this.#log('error', args);
  }
  warn(...args: LogArgs) {
    this.#log('warn', args);
  }
  info(...args: LogArgs) {
    this.#log('info', args);
  }
  debug(...args: LogArgs) {
    this.#log('debug', args);
  }
  trace(...args: LogArgs) {
    this.#log('trace', args);
  }
  silent(..._args: LogArgs) {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
  isLevelEnabled(level: string): boolean {
    return (this.#child as Logger | undefined)?.isLevelEnabled(level) ?? this.#parent.isLevelEnabled(level);
  }
  bindings(): Bindings {
    return (this.#real() as Logger).bindings();
  }
}

/** Fastify's `childLoggerFactory`: a route with its own log level gets a real child at once. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  return new LazyRequestLogger(logger as Logger, bindings) as unknown as FastifyBaseLogger;
}
