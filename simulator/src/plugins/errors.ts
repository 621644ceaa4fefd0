// The handlers that turn every failure into { code, message, details? } (the errors thrown on purpose are
// lib/errors.ts).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import { ErrorCode, type ErrorBody, type FieldError } from '@sponsorspot/contract/common';
import { ApiError } from '../lib/errors.js';
import { safeDecode } from '../lib/files.js';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** `/a/0/b` → `a[0].b` */
function dotted(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
}

/** Schema validation issues as [{ field, message }], one entry per field and message. */
export function fieldErrors(issues: readonly ValidationIssue[], context: string): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  const push = (field: string, message: string) => {
    const key = `${field}\u0000${message}`;
    if (!seen.has(key)) out.push({ field, message });
    seen.add(key);
  };
  for (const issue of issues) {
    const base = dotted(issue.instancePath);
    const join = (name: string) => (base ? `${base}.${name}` : name);
    const extra = issue.params?.additionalProperties;
    const required = issue.params?.requiredProperties ?? issue.params?.missingProperty;
    if (issue.keyword === 'additionalProperties' && Array.isArray(extra)) {
      for (const name of extra) push(join(String(name)), 'is not allowed');
    } else if (issue.keyword === 'additionalProperties' && typeof extra === 'string') {
      push(join(extra), 'is not allowed');
    } else if (issue.keyword === 'boolean' && base) {
      // TypeBox reports an extra property a second time as "schema is false" at its own path.
      push(base, 'is not allowed');
    } else if (issue.keyword === 'required' && Array.isArray(required)) {
      for (const name of required) push(join(String(name)), 'is required');
    } else if (issue.keyword === 'required' && typeof required === 'string') {
      push(join(required), 'is required');
    } else {
      push(base || `(${context})`, issue.message ?? 'is not valid');
    }
  }
  return out;
}

const PART: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'headers',
};

/** Maps any error to its status and body. 5xx bodies never carry the error's own text. */
export function toErrorResponse(error: FastifyError | ApiError | Error): { status: number; body: ErrorBody } {
  if (error instanceof ApiError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.statusCode, body };
  }
  const e = error as FastifyError;
  if (Array.isArray(e.validation)) {
    const context = e.validationContext ?? 'body';
    const details = fieldErrors(e.validation as unknown as ValidationIssue[], context);
    const first = details[0];
    const summary = first
      ? ` ${first.field} ${first.message}${details.length > 1 ? ` (+${details.length - 1} more)` : ''}`
      : '';
    return {
      status: 400,
      body: {
        code: ErrorCode.validationFailed,
        message: `The ${PART[context] ?? context} is not valid:${summary}.`,
        details,
      },
    };
  }
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: { code: ErrorCode.invalidJson, message: 'The request body is not valid JSON.' },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { code: ErrorCode.payloadTooLarge, message: 'The request body is too large.' },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: {
          code: ErrorCode.unsupportedMediaType,
          message: 'This content type is not supported here; send JSON.',
        },
      };
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status === 400 && e instanceof SyntaxError) {
    return {
      status: 400,
      body: { code: ErrorCode.invalidJson, message: 'The request body is not valid JSON.' },
    };
  }
  if (status === 404) return { status, body: { code: ErrorCode.notFound, message: 'Not found.' } };
  if (status === 405)
    return { status, body: { code: ErrorCode.methodNotAllowed, message: 'Method not allowed.' } };
  if (status === 413)
    return { status, body: { code: ErrorCode.payloadTooLarge, message: 'The request is too large.' } };
  if (status === 415) return { status, body: { code: ErrorCode.unsupportedMediaType, message: e.message } };
  if (status === 429) return { status, body: { code: ErrorCode.rateLimited, message: 'Too many requests.' } };
  if (status >= 400 && status < 500)
    return { status, body: { code: ErrorCode.badRequest, message: e.message } };
  return {
    status: status >= 500 && status < 600 ? status : 500,
    body: { code: ErrorCode.internal, message: 'Something went wrong on the server; it has been logged.' },
  };
}

/** The path an undecodable URL is rewritten to (see `rewriteUndecodableUrl`); app.ts answers it with 400. */
export const INVALID_URL_PATH = '/__invalid-url';

/**
 * Fastify's `rewriteUrl`: a path with an escape that does not decode (`/user/public/%ZZ`) goes to
 * INVALID_URL_PATH, so its 400 passes through the same hooks as every answer (CORS, security headers,
 * journal) instead of Fastify's own bare body.
 */
export function rewriteUndecodableUrl(request: { url?: string }): string {
  const url = request.url ?? '/';
  if (!url.includes('%')) return url;
  const path = url.split('?')[0] ?? url;
  return safeDecode(path) === null ? INVALID_URL_PATH : url;
}

const RAW_ERROR_HEADERS =
  'Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
  'Referrer-Policy: strict-origin-when-cross-origin\r\nConnection: close\r\n';

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses (a NUL or space in the path, bad chunked
 * encoding, both Content-Length and Transfer-Encoding) gets the error body too. No route or hook has run,
 * so only the headers that need no request are sent.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body]: [number, string, ErrorBody] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [
          408,
          'Request Timeout',
          { code: ErrorCode.badRequest, message: 'The request took too long to arrive.' },
        ]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            { code: ErrorCode.payloadTooLarge, message: 'The request headers are too large.' },
          ]
        : [400, 'Bad Request', { code: ErrorCode.badRequest, message: 'The request is not valid HTTP.' }];
  // As Node does: once an answer to this connection has begun, another one would corrupt it.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\n${RAW_ERROR_HEADERS}Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorResponse(error);
    const retryAfter = (body.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
    const body: ErrorBody = {
      code: ErrorCode.routeNotFound,
      message: `No route for ${request.method} ${shown}.`,
    };
    return reply.code(404).type('application/json; charset=utf-8').send(body);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
