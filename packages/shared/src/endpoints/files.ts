import { UploadedFileResponseSchema } from '../schemas/attachments';
import { endpoint } from './endpoint';

/** Uploads for attachments (issue 32): multipart with `purpose` ('job' | 'proposal' | 'submission') and one `file`. */
export const filesEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/api/files',
    status: 201,
    multipart: true,
    response: UploadedFileResponseSchema,
  }),
};
