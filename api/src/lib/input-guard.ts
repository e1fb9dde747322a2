// The text rule's and the depth limit's walk (docs/api.md#text-rule) is the shared request
// schemas' (a request schema uses the depth check too); the api's guard reads it from there.
export {
  findInputProblem,
  isNestedDeeperThan,
  MAX_INPUT_DEPTH,
} from '@jobmatch/shared/request-schemas';
