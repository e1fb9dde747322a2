/**
 * Google sign-in configured against an issuer nobody asks: its routes exist (they are registered
 * only when it is configured) and discovery waits for the first sign-in, which then fails.
 */
export const GOOGLE_CONFIGURED = {
  GOOGLE_CLIENT_ID: 'jobmatch-openapi-test',
  GOOGLE_CLIENT_SECRET: 'not-a-secret',
  GOOGLE_ISSUER: 'http://127.0.0.1:9/',
};
