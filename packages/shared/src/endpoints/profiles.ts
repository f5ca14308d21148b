import { MessageResponseSchema, UuidParamsSchema } from '../schemas/common';
import {
  GetClientProfileResponseSchema,
  GetFreelancerProfileResponseSchema,
  GetPublicFreelancerProfileResponseSchema,
  PortfolioImageParamsSchema,
  PortfolioItemResponseSchema,
  SaveClientProfileRequestSchema,
  SaveClientProfileResponseSchema,
  SaveFreelancerProfileRequestSchema,
  SaveFreelancerProfileResponseSchema,
  SavePortfolioItemRequestSchema,
  UploadPhotoResponseSchema,
} from '../schemas/profiles';
import { endpoint } from './endpoint';

const params = UuidParamsSchema;

/**
 * Profiles: the freelancer's own and its portfolio, the client's own, the photo, and the public
 * page. Uploads are multipart, the file in field `file`.
 */
export const profilesEndpoints = {
  freelancer: endpoint({
    method: 'GET',
    path: '/api/freelancer/profile',
    response: GetFreelancerProfileResponseSchema,
  }),
  saveFreelancer: endpoint({
    method: 'PUT',
    path: '/api/freelancer/profile',
    body: SaveFreelancerProfileRequestSchema,
    response: SaveFreelancerProfileResponseSchema,
  }),
  addPortfolioItem: endpoint({
    method: 'POST',
    path: '/api/freelancer/portfolio',
    status: 201,
    body: SavePortfolioItemRequestSchema,
    response: PortfolioItemResponseSchema,
  }),
  editPortfolioItem: endpoint({
    method: 'PUT',
    path: '/api/freelancer/portfolio/:id',
    params,
    body: SavePortfolioItemRequestSchema,
    response: PortfolioItemResponseSchema,
  }),
  deletePortfolioItem: endpoint({
    method: 'DELETE',
    path: '/api/freelancer/portfolio/:id',
    params,
    response: MessageResponseSchema,
  }),
  addPortfolioImage: endpoint({
    method: 'POST',
    path: '/api/freelancer/portfolio/:id/images',
    status: 201,
    params,
    multipart: true,
    response: PortfolioItemResponseSchema,
  }),
  removePortfolioImage: endpoint({
    method: 'DELETE',
    path: '/api/freelancer/portfolio/:id/images/:fileId',
    params: PortfolioImageParamsSchema,
    response: PortfolioItemResponseSchema,
  }),
  client: endpoint({ method: 'GET', path: '/api/client/profile', response: GetClientProfileResponseSchema }),
  saveClient: endpoint({
    method: 'PUT',
    path: '/api/client/profile',
    body: SaveClientProfileRequestSchema,
    response: SaveClientProfileResponseSchema,
  }),
  uploadPhoto: endpoint({
    method: 'POST',
    path: '/api/me/photo',
    multipart: true,
    response: UploadPhotoResponseSchema,
  }),
  public: endpoint({
    method: 'GET',
    path: '/api/freelancers/:id',
    params,
    response: GetPublicFreelancerProfileResponseSchema,
  }),
};
