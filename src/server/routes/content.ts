import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas/common';
import {
  bySectionSlugBody,
  contentBySlugResponse,
  contentListResponse,
  contentSectionListResponse,
  sectionHasContentBody,
  sectionHasContentResponse,
} from '../../shared/schemas/content';
import { presentContent, presentContentSection } from '../presenters/content';
import { listContent } from '../services/content/list-content';
import { listContentBySlug } from '../services/content/list-content-by-slug';
import { listContentSections } from '../services/content/list-content-sections';
import { listSectionContent } from '../services/content/list-section-content';
import { sectionHasContent } from '../services/content/section-has-content';
import { requestDeps } from './request-deps';

/** The Content paths of the OpenAPI document (public reads). */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Content'];

  routes.get(
    '/Content/GetContent',
    { schema: { tags, response: { 200: contentListResponse, ...errorResponses } } },
    async (request) => (await listContent(requestDeps(request))).map(presentContent),
  );

  routes.get(
    '/Content/GetSections',
    { schema: { tags, response: { 200: contentSectionListResponse, ...errorResponses } } },
    async (request) => (await listContentSections(requestDeps(request))).map(presentContentSection),
  );

  routes.get(
    '/Content/AllBySlug',
    { schema: { tags, response: { 200: contentBySlugResponse, ...errorResponses } } },
    async (request) => {
      const bySlug = await listContentBySlug(requestDeps(request));
      return Object.fromEntries([...bySlug].map(([slug, rows]) => [slug, rows.map(presentContent)]));
    },
  );

  routes.post(
    '/Content/BySectionSlug',
    { schema: { tags, body: bySectionSlugBody, response: { 200: contentListResponse, ...errorResponses } } },
    async (request) => (await listSectionContent(requestDeps(request), request.body)).map(presentContent),
  );

  routes.post(
    '/Content/SectionHasContent',
    {
      schema: {
        tags,
        body: sectionHasContentBody,
        response: { 200: sectionHasContentResponse, ...errorResponses },
      },
    },
    async (request) => ({ hasContent: await sectionHasContent(requestDeps(request), request.body) }),
  );
}
