export { paths, pathTo } from './paths';
export type { Paths, RouteParams, QueryValue } from './paths';
