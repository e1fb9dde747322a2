import { fileUrl, newObjectId, parseObjectId } from '../object-ids';
import { uploadOriginOf } from '../object-storage';

describe('object ids', () => {
  test('name the organization and the file type, and nothing else passes for one', () => {
    const objectId = newObjectId('org-1', 'image/jpeg');
    expect(objectId).toMatch(/^orgs\/org-1\/[0-9a-f-]{36}\.jpg$/);
    expect(parseObjectId(objectId)).toEqual({ organizationId: 'org-1', contentType: 'image/jpeg' });
    expect(fileUrl(objectId)).toBe(`/api/catalog/files/${objectId}`);
    for (const other of [
      'orgs/org-1/x.png',
      `orgs/org-1/${objectId.split('/')[2]?.replace('.jpg', '.gif')}`,
      `orgs/../${objectId.split('/')[2]}`,
      `/${objectId}`,
      `${objectId}.part`,
    ])
      expect(parseObjectId(other)).toBeUndefined();
    expect(() => newObjectId('org-1', 'image/gif')).toThrow();
    expect(() => newObjectId('../org', 'image/png')).toThrow();
  });
});

describe('uploadOriginOf', () => {
  const s3 = {
    kind: 's3' as const,
    endpoint: 'https://s3.example:9000',
    bucket: 'jobmatch',
    region: 'us-east-1',
  };

  test('path-style URLs go to the endpoint, virtual-hosted ones to the bucket’s host', () => {
    expect(uploadOriginOf({ ...s3, forcePathStyle: true })).toBe('https://s3.example:9000');
    expect(uploadOriginOf({ ...s3, forcePathStyle: false })).toBe(
      'https://jobmatch.s3.example:9000',
    );
  });

  test('disk storage uploads to the api itself', () => {
    expect(uploadOriginOf({ kind: 'disk', directory: undefined })).toBeUndefined();
  });
});
