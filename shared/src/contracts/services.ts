import type { ServiceName } from './shell';

/** Where each service lives under the API origin (docs/shell.md#services-and-versions). */
export const SERVICE_BASE_PATHS: Readonly<Record<ServiceName, string>> = {
  auth: '/api/demand-auth',
  user: '/api/demand-user',
  catalog: '/api/catalog',
  order: '/api/order',
  organization: '/api/organization',
  chat: '/api/chat',
};

/** Versions the client needs (docs/shell.md#services-and-versions); each service's `/ping` must report at least these. */
export const REQUIRED_SERVICE_VERSIONS: Readonly<Record<ServiceName, string>> = {
  auth: '4.1.0',
  catalog: '3.4.0',
  chat: '4.0.0',
  order: '2.4.1',
  organization: '3.0.0',
  user: '2.17.0',
};

/** `GET <base>/ping`. */
export interface PingResponse {
  serviceName: string;
  serviceVersion: string;
}
