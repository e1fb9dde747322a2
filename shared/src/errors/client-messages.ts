/**
 * Developer-facing messages of errors the client raises itself (docs/errors.md). They are English
 * on purpose: users see `errorMessage(code)` text, these end up in logs and thrown errors. A feature
 * adds its messages here when it raises them (uploads, the chat socket).
 */
export const CLIENT_MESSAGES = {
  missingFingerprint: 'Unable to perform request - missing fingerprint',
  missingAccessToken: 'Unable to perform request - missing access token',
  exceededRetries: 'Exceeded maximum retry attempts',
  /** `uploadFile` (codes upload_aborted, upload_failed). */
  uploadAborted: 'Upload was aborted',
  uploadFailed: 'Failed to upload file',
  /** The chat socket's `subscribe` got no acknowledgement within 5000 ms (docs/chat.md#socket). */
  chatSubscribeTimeout: 'Socket: Subscribe event timed out',
  chatConnectFailed: 'Socket: Connection failed',
  wizardNoPages: 'No pages configured for wizard',
  wizardSubmitNotFound: 'Unable to submit wizard: current page/subPage/page not found',
  wizardBackNotFound: 'Unable to go back in wizard: current page/subPage/page not found',
  wizardSkipOnLastPage: 'Unable to skip over page: already on last page',
  wizardSubmitNoUserId: 'User id could not be determined in wizard submit',
  noExperienceTypes: 'No experience types provided',
  noJobTypes: 'No job types provided',
  noSkills: 'No skills provided',
  /** Server bodies without a message. */
  defaultServerMessage: 'Internal server error',
} as const;

export type ClientMessageKey = keyof typeof CLIENT_MESSAGES;
