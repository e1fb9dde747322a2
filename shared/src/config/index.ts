export { paths, pathTo, sanitizeIntendedUrl } from './paths';
export type { Paths, RouteParams, QueryValue } from './paths';
