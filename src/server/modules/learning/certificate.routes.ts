import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParamsSchema } from '../../../shared/learning-catalogue.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { visibleCourse } from './catalogue.service.js';
import { certificatePdf } from './certificate-pdf.js';
import { certificateForPdf, verifyCertificate } from './completion.service.js';
import { contentLanguage, contentLanguageQuery } from './content-language.js';
import { requireEnrolled } from './study.service.js';
import {
  certificateCodeParamsSchema,
  certificateCheckSchema,
} from '../../../shared/learning-study.js';

/** Certificates: the owner's PDF, and the public check of a code (name, course, date only). */
export const certificateRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['learning'];

    app.get(
      '/api/learning/certificates/:code',
      {
        schema: {
          tags,
          summary: "Check a certificate's code: the learner's name, the course and the date",
          params: certificateCodeParamsSchema,
          querystring: contentLanguageQuery,
          response: { 200: certificateCheckSchema },
        },
      },
      async (request) =>
        verifyCertificate(
          db,
          request.params.code,
          await contentLanguage(request, db, request.query.lang),
        ),
    );

    app.get(
      '/api/learning/courses/:slug/certificate.pdf',
      {
        onRequest: requireCustomer,
        schema: {
          tags,
          summary: 'Download my certificate of a course I completed, as a PDF',
          params: slugParamsSchema,
          produces: ['application/pdf'],
          response: { 200: z.any() },
        },
      },
      async (request, reply) => {
        const user = customerOf(request);
        const course = await visibleCourse(db, request.params.slug, user);
        await requireEnrolled(db, user.id, course);
        const cert = await certificateForPdf(db, user.id, course);
        const pdf = await certificatePdf({
          ...cert,
          businessName: config.business.name,
          verifyUrl: `${config.publicUrl.replace(/\/$/, '')}/certificate/${cert.code}`,
        });
        return reply
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="certificate-${cert.code}.pdf"`)
          .type('application/pdf')
          .send(pdf);
      },
    );
  };
