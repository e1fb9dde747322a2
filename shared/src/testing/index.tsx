// `@jobmatch/shared/testing`: helpers for jest tests only; never imported by app code.
export { renderWithProviders, createTestQueryClient } from './render-with-providers';
export type {
  RenderWithProvidersOptions,
  RenderWithProvidersResult,
} from './render-with-providers';
export { renderRemoteRoute } from './render-remote-route';
export { setSessionForTests, getSessionSnapshotForTests } from './session-preset';
export type { SessionPreset } from './session-preset';
export { createTestUser } from './test-user';
export { WHOLE_FORM_TEST_MS } from './time-limits';
export { createChatMessage } from './chat-message';
export { createTestAppConfig } from './test-app-config';
export { catalogHandlers, testCategories, testSkills } from './catalog-fixtures';
export { createPage } from './paginated';
export { createFetchMock, jsonResponse } from './fetch-mock';
export type { RecordedRequest, FakeResponse } from './fetch-mock';
export { mockApi, apiError } from './api-mock';
export {
  FakeUploadRequest,
  createUploadTarget,
  installFakeUploadRequests,
} from './fake-upload-request';
export type { MockHandler, MockedRequest } from './api-mock';
export { expectValidRemoteRoutesModule } from './remote-routes-module';
export type {
  ExpectedRemoteRoute,
  ExpectValidRemoteRoutesModuleOptions,
} from './remote-routes-module';
