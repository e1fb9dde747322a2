// s3rver ships no types; this is the part the S3 tests use (a Koa app with its own start and stop).
declare module 's3rver' {
  import type { IncomingMessage } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
  }

  /** The part of Koa's context a middleware in front of s3rver needs. */
  export interface S3rverContext {
    req: IncomingMessage;
    status: number;
    type: string;
    body: unknown;
  }

  export type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list, composed when the server starts. */
    middleware: S3rverMiddleware[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
