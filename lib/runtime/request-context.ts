import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { type IncomingMessage, Server, type ServerResponse } from "node:http";
import { format, stripVTControlCharacters } from "node:util";
import { END_REQUEST_BODY } from "./bounded-body.ts";

// Every request gets an id: the one a proxy in front sent in X-Request-Id (nginx's $request_id), or a
// new one. The response carries it back, and in production every line the server logs while handling
// that request is one JSON object with it, so an operator can follow one request from the load balancer
// through both instances' logs. Installed on Node's HTTP server, like the client-address rule, so it
// covers every route (pages, API routes, static files) before Next sees the request.

export const REQUEST_ID_HEADER = "x-request-id";
const WELL_FORMED_ID = /^[\w.:-]{8,128}$/;
const INSTALLED = Symbol.for("cardinal.requestContext");

const context = new AsyncLocalStorage<{ requestId: string; request: IncomingMessage }>();

/** The id of the request being handled, if any. */
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/** The id a proxy in front gave the request when it is well formed, else a new one. */
export function requestIdFor(header: string | string[] | undefined): string {
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && WELL_FORMED_ID.test(sent) ? sent : randomUUID();
}

/** The header in which the load balancer says when it received the request: `t=<seconds since 1970>`. */
export const REQUEST_START_HEADER = "x-request-start";
/** Longer than any request waits: a larger figure means clocks that disagree, not a queue. */
const LONGEST_QUEUE_MS = 60_000;

/**
 * How long a request waited between the load balancer and this process (ms): in its connection, for the
 * process to accept and read it. It grows when an instance has more work than it can take; nothing else
 * in the access line shows that. Undefined without a well-formed X-Request-Start (nginx's `t=$msec`).
 */
export function queueMsOf(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^t=(\d{9,11}(?:\.\d{1,6})?)$/);
  if (!match) return undefined;
  const waited = now - Number(match[1]) * 1000;
  return waited >= 0 && waited <= LONGEST_QUEUE_MS ? Math.round(waited) : undefined;
}

type Level = "debug" | "info" | "warn" | "error";

/** One log line as JSON: time, level, the request's id and the message; an Error keeps its stack. */
export function jsonLogLine(level: Level, args: unknown[], requestId = currentRequestId()): string {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg: format(...args) };
  if (requestId) entry.requestId = requestId;
  if (error?.stack) entry.stack = error.stack;
  return JSON.stringify(entry);
}

/** Whether logs are JSON lines: in production, unless LOG_FORMAT=text. */
export const jsonLogs = (env: Record<string, string | undefined> = process.env) =>
  env.NODE_ENV === "production" && env.LOG_FORMAT !== "text";

function installJsonConsole() {
  const write =
    (stream: NodeJS.WriteStream, level: Level) =>
    (...args: unknown[]) => {
      stream.write(`${jsonLogLine(level, args)}\n`);
    };
  console.debug = write(process.stdout, "debug");
  console.log = write(process.stdout, "info");
  console.info = write(process.stdout, "info");
  console.warn = write(process.stderr, "warn");
  console.error = write(process.stderr, "error");
}

/** Error codes and names of a request the client abandoned (closed its connection mid-body or mid-answer). */
const ABORTED = new Set([
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ERR_STREAM_PREMATURE_CLOSE",
  "UND_ERR_ABORTED",
]);

/** Whether an error only says that a client went away: nothing to fix on this side. */
export function isAbortedRequest(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (
    (code !== undefined && ABORTED.has(code)) ||
    error.name === "AbortError" ||
    error.name === "ResponseAborted" ||
    error.message === "aborted"
  );
}

/**
 * What Next puts before an error it reports: its error mark, and the kind of failure. The mark is red
 * when the output takes colours (a terminal, FORCE_COLOR): compared without them.
 */
const REPORT_PREFIX = /^\s*(?:⨯|uncaughtException:?|unhandledRejection:?)?\s*$/;

/**
 * Whether a log call is Next's report of an error (a request's, an uncaught exception or an unhandled
 * rejection) that only says a client went away: one per abandoned request, so a client that drops its
 * requests could flood the log and hide real errors with it.
 */
export function isAbortedRequestReport(args: unknown[]): boolean {
  return (
    args.some(isAbortedRequest) &&
    args.every(
      (arg) =>
        isAbortedRequest(arg) ||
        (typeof arg === "string" && REPORT_PREFIX.test(stripVTControlCharacters(arg))),
    )
  );
}

/** Keeps abandoned requests out of the error log: each is one debug line instead. */
function demoteAbortedRequests() {
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (!isAbortedRequestReport(args)) return error(...args);
    const cause = args.find(isAbortedRequest) as Error;
    console.debug(
      `request aborted by the client (${(cause as NodeJS.ErrnoException).code ?? cause.message})`,
    );
  };
}

/** How long a client may go on sending a body that was cut off before its connection is closed. */
export const CUT_BODY_LINGER_MS = 10_000;

/**
 * Ends a request's body where it has been read: the stream ends (whoever waits for its end goes on), and
 * the HTTP parser drops the rest of the body as the connection brings it, as it does for a body nobody
 * read (Node's `_dump`). The connection is kept, so the answer reaches a client still sending (closing
 * it under unread data would reset it, answer and all), and serves its next request once the client
 * has sent the whole body; a client still sending after `lingerMs` has its connection closed.
 */
export function endBodyHere(request: IncomingMessage, lingerMs = CUT_BODY_LINGER_MS): void {
  if (request.complete || request.readableEnded) return;
  const state = request as IncomingMessage & { _dumped?: boolean; _readableState: { autoDestroy: boolean } };
  state._dumped = true;
  // Destroying an incomplete request destroys its connection, before the answer is out.
  state._readableState.autoDestroy = false;
  request.push(null);
  const socket = request.socket as IncomingMessage["socket"] & { _paused?: boolean };
  // An ended stream never asks for more, so a connection paused for it would stay paused: it goes on
  // reading (unless the server holds it for a pipelined request) once the current read has returned.
  setImmediate(() => {
    if (!socket._paused && !socket.destroyed) socket.resume();
  });
  const linger = setTimeout(() => {
    if (!request.complete) socket.destroy();
  }, lingerMs);
  linger.unref();
  socket.once("close", () => clearTimeout(linger));
}

/** The line written for each answered request, with JSON logs. */
export interface AccessLine {
  time: string;
  level: "info";
  msg: "request";
  requestId: string;
  method: string | undefined;
  path: string | undefined;
  status: number;
  durationMs: number;
  /** Absent (and left out of the JSON) without the load balancer's X-Request-Start. */
  queueMs: number | undefined;
}

function accessLog(request: IncomingMessage, response: ServerResponse, requestId: string, started: bigint) {
  const queueMs = queueMsOf(request.headers[REQUEST_START_HEADER]);
  response.once("finish", () => {
    const entry: AccessLine = {
      time: new Date().toISOString(),
      level: "info",
      msg: "request",
      requestId,
      method: request.method,
      path: request.url?.split("?")[0],
      status: response.statusCode,
      durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      queueMs,
    };
    process.stdout.write(`${JSON.stringify(entry)}\n`);
  });
}

/**
 * Gives every request of this process's HTTP servers its id (on the request, on the response, and to
 * everything that runs for it) and, with JSON logs, one access line when it is answered; the code that
 * runs for it can end its body (`endRequestBody` of lib/runtime/bounded-body.ts). Idempotent.
 */
export function installRequestContext(env: Record<string, string | undefined> = process.env): void {
  const proto = Server.prototype as Server & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  const json = jsonLogs(env);
  if (json) installJsonConsole();
  demoteAbortedRequests();
  const emit = proto.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event !== "request") return emit.call(this, event, ...args);
    const [request, response] = args as [IncomingMessage, ServerResponse];
    const started = process.hrtime.bigint();
    const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER]);
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    if (json) accessLog(request, response, requestId, started);
    return context.run({ requestId, request }, () => emit.call(this, event, ...args));
  } as typeof proto.emit;
  (globalThis as { [END_REQUEST_BODY]?: () => void })[END_REQUEST_BODY] = () => {
    const request = context.getStore()?.request;
    if (request) endBodyHere(request);
  };
  proto[INSTALLED] = true;
}
