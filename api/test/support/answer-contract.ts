// Every answer a test receives is checked against the route's OpenAPI description
// (docs/api.md#openapi): a success against its contract type, an error against the error shape
// with a code the route documents for its status. A mismatch becomes a 500 naming it, so the test that met it fails.
import { appendFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  answerSchema,
  CONTRACT_SCHEMAS,
  errorSchema,
  errorsByStatus,
} from '../../src/openapi/openapi-document';
import { apiDocOf, type RouteDoc } from '../../src/openapi/route-docs';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const validators = new Map<object, ValidateFunction>();

function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: { schemas: CONTRACT_SCHEMAS } });
    validators.set(schema, validate);
  }
  return validate;
}

const errorValidators = new Map<string, ValidateFunction>();

function errorValidatorOf(codes: readonly string[]): ValidateFunction {
  const key = [...codes].sort().join(' ');
  let validate = errorValidators.get(key);
  if (!validate) {
    validate = ajv.compile(errorSchema(codes));
    errorValidators.set(key, validate);
  }
  return validate;
}

/** What is wrong with an answer, by the route's documentation; undefined when it conforms. */
export function answerViolation(doc: RouteDoc, status: number, body: unknown): string | undefined {
  if (status >= 500 || status === 304) return undefined;
  if (status < 400) {
    const documented = doc.answers[status as keyof RouteDoc['answers']];
    if (documented === undefined) return `status ${status} is not documented`;
    const schema = answerSchema(documented);
    if (!schema || doc.answerMediaType) return undefined;
    const validate = validatorOf(schema);
    return validate(body) ? undefined : ajv.errorsText(validate.errors, { dataVar: 'answer' });
  }
  const code = (body as { error?: { code?: string } } | undefined)?.error?.code;
  const codes = errorsByStatus(doc).get(status);
  if (!codes) return `status ${status} (${code}) is not documented`;
  // a route that answers pages (text/html) may refuse with a page too: its status is documented
  if (code === undefined && body === undefined && doc.answerMediaType === 'text/html')
    return undefined;
  if (!codes.includes(code as never)) return `error ${status} ${code} is not documented`;
  // the error shape itself, strictly: no field more than code, message, target and details
  const validate = errorValidatorOf(codes);
  return validate(body) ? undefined : ajv.errorsText(validate.errors, { dataVar: 'error answer' });
}

/** The `onSend` hook of the test apps. */
export async function checkAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const doc = apiDocOf(request.routeOptions.schema);
  if (!doc || request.method === 'HEAD' || typeof payload !== 'string') return payload;
  const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
  let body: unknown;
  try {
    body = isJson && payload !== '' ? JSON.parse(payload) : undefined;
  } catch {
    body = undefined;
  }
  const violation = answerViolation(doc, reply.statusCode, body);
  if (!violation) return payload;
  const message = `${request.method} ${request.routeOptions.url}: ${violation}`;
  // `ANSWER_CHECK_RECORD=<file>` lists the mismatches of a whole run instead of failing them
  if (process.env.ANSWER_CHECK_RECORD) {
    appendFileSync(process.env.ANSWER_CHECK_RECORD, `${message}\n`);
    return payload;
  }
  console.error(`Answer breaks its documented contract: ${message}`);
  reply.code(500).type('application/json');
  return JSON.stringify({ error: { code: 'answer_contract_violation', message } });
}
