import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

type Write = (...args: unknown[]) => void;

/**
 * request.log, made into pino's child on the first line written. Fastify makes a child for every
 * request; pino's child copies its parent and serialises the request id, which was 2–3 % of an
 * authenticated read's time and allocations (issue 27.4), for a logger that almost every request
 * never writes to: requests are not logged, errors are.
 */
export class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** Whether the child has been made (a line was written or a level set). */
  get made() {
    return this.#child !== undefined;
  }

  #logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level() {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  // Methods, not arrow fields: one object a request, not eight closures.
  fatal(...args: unknown[]) {
    (this.#logger().fatal as Write)(...args);
  }
  error(...args: unknown[]) {
    (this.#logger().error as Write)(...args);
  }
  warn(...args: unknown[]) {
    (this.#logger().warn as Write)(...args);
  }
  info(...args: unknown[]) {
    (this.#logger().info as Write)(...args);
  }
  debug(...args: unknown[]) {
    (this.#logger().debug as Write)(...args);
  }
  trace(...args: unknown[]) {
    (this.#logger().trace as Write)(...args);
  }
  silent(...args: unknown[]) {
    (this.#logger().silent as Write)(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}
