// `@jobmatch/shared/upload`: the upload kit (docs/company.md#attachments-catalog-service-apicatalog). An entry of its own,
// shared as a singleton like `/forms`, so that only the pages that upload (the company profile,
// later the job form) download it. The rules and their messages (`UPLOAD_RULES`,
// `checkUploadFiles`) are domain rules in the main entry; the api shares them.
export { ImageUploadField, type ImageUploadFieldProps } from '../app-kit/image-upload-field';
export { uploadFile, type UploadFileOptions, type UploadProgress } from '../api/upload-file';
