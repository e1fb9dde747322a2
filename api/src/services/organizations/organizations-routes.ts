import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { idSchema, parseInput } from '../../lib/request-validation';
import { countViewableProducts } from '../catalog/catalog-module';
import { toOrganizationJson } from './organization-json';
import { findOrganizationById } from './organizations-repository';

const orgParams = v.object({ orgId: idSchema });

/**
 * `/api/organization`: the public company profile. The company's positions are the catalogue's
 * `GET /api/catalog/products?$filter=organizationId eq '{orgId}'`.
 */
export async function organizationsRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  app.get('/organizations/:orgId', async (request) => {
    const { orgId } = parseInput(orgParams, request.params, 'params');
    const org = await findOrganizationById(app.db, orgId);
    if (!org) throw notFound('Organization');
    const counts = await countViewableProducts(app.db, [org.id], clock());
    return toOrganizationJson(org, counts.get(org.id) ?? 0);
  });
}
