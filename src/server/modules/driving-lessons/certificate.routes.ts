import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '../../../shared/language.js';
import {
  lessonCertificateCheckSchema,
  lessonCertificateCodeParamsSchema,
  purchaseIdParamsSchema,
} from '../../../shared/lesson-progress-api.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { MINUTE_MS, routeLimit } from '../../lib/route-limit.js';
import { visitorLanguage } from '../../lib/visitor-language.js';
import { checkLessonCertificate, lessonCertificateForPdf } from './certificate.service.js';
import { lessonCertificatePdf } from './lesson-certificate-pdf.js';

/** `?lang=` as the page shows it (a switch refetches), else the visitor's language. */
const languageQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: 'lang must be en or hi.' }).optional(),
});

/**
 * The practical course's training certificate (issue 34 item 5, decision 0048): the learner's
 * PDF of a package (issued on the first download) and the public check of a DL- code.
 */
export const lessonCertificateRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['lessons'];

    app.get(
      '/api/lessons/certificates/:code',
      {
        // Anyone holding a certificate's code may check it; guessing codes is kept slow.
        config: { access: 'public', ...routeLimit(config, 60, 15 * MINUTE_MS) },
        schema: {
          tags,
          summary: "Check a training certificate's code: name, package, branch, form, hours, date",
          params: lessonCertificateCodeParamsSchema,
          querystring: languageQuerySchema,
          response: { 200: lessonCertificateCheckSchema },
        },
      },
      async (request) =>
        checkLessonCertificate(
          db,
          request.params.code,
          request.query.lang ?? (await visitorLanguage(request, db)),
        ),
    );

    app.get(
      '/api/lessons/purchases/:id/certificate.pdf',
      {
        onRequest: requireCustomer,
        schema: {
          tags,
          summary: 'Download the training certificate of a package I completed, as a PDF',
          params: purchaseIdParamsSchema,
          produces: ['application/pdf'],
          response: { 200: z.any() },
        },
      },
      async (request, reply) => {
        const user = customerOf(request);
        const { certificate: c, ...rest } = await lessonCertificateForPdf(
          db,
          user.id,
          request.params.id,
        );
        const pdf = await lessonCertificatePdf({
          ...c,
          ...rest,
          businessName: config.business.name,
          verifyUrl: `${config.publicUrl.replace(/\/$/, '')}/certificate/${c.code}`,
        });
        return reply
          .header('Cache-Control', 'no-store')
          .header(
            'Content-Disposition',
            `attachment; filename="training-certificate-${c.code}.pdf"`,
          )
          .type('application/pdf')
          .send(pdf);
      },
    );
  };
