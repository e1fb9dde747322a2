// The catalogue is shared with the clients, which map each code to a message.
export type { ErrorCode } from '@jobmatch/shared/errors';
