// The catalogue is shared with the clients, which map each code to a message.
export { ERROR_CODES } from '@jobmatch/shared/errors';
export type { ErrorCode } from '@jobmatch/shared/errors';
