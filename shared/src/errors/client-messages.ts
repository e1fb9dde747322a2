/**
 * Developer-facing messages of errors the client raises itself (spec section 8). They are English
 * on purpose: users see `errorMessage(code)` text, these end up in logs and thrown errors.
 */
export const CLIENT_MESSAGES = {
  missingFingerprint: 'Unable to perform request - missing fingerprint',
  missingAccessToken: 'Unable to perform request - missing access token',
  exceededRetries: 'Exceeded maximum retry attempts',
  uploadAborted: 'Upload was aborted',
  uploadFailed: 'Failed to upload file',
  socketConnectionFailed: 'Socket connection failed',
  socketSubscribeTimeout: 'Socket: Subscribe event timed out',
  userIdMissing: 'User Id ID missing',
  userIdNotFound: 'User ID not found',
  organizationIdMissing: 'Organization ID missing',
  wizardNoPages: 'No pages configured for wizard',
  wizardSubmitNotFound: 'Unable to submit wizard: current page/subPage/page not found',
  wizardBackNotFound: 'Unable to go back in wizard: current page/subPage/page not found',
  wizardSkipOnLastPage: 'Unable to skip over page: already on last page',
  wizardSubmitNoUserId: 'User id could not be determined in wizard submit',
  useApiGetParamsRequired: 'Params are required for useApiGet when skip is false',
  noExperienceTypes: 'No experience types provided',
  noJobTypes: 'No job types provided',
  noSkills: 'No skills provided',
  /** Server bodies without a message. */
  defaultServerMessage: 'Internal server error',
} as const;

export type ClientMessageKey = keyof typeof CLIENT_MESSAGES;
