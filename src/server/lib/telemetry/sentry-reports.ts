import * as Sentry from '@sentry/node';
import type { ErrorEvent } from '@sentry/node';
import type { Config } from '../../config.js';
import type { ErrorReports } from './error-reports.js';
import { redactUrl, safeHeaders, scrubText, scrubValue } from './scrub.js';

type SentryConfig = NonNullable<Config['sentry']>;

/**
 * The last line of defence before an event leaves: whatever an integration or a caller put in
 * it, cookies, credentials, bodies, query values, token-like path segments and secrets in
 * messages are removed. Stack frames keep their file names and lines.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    const { method, url, headers } = event.request;
    event.request = {
      ...(method ? { method } : {}),
      ...(url ? { url: redactUrl(url) } : {}),
      ...(headers ? { headers: safeHeaders(headers) } : {}),
    };
  }
  if (event.message) event.message = scrubText(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) {
      delete frame.vars;
      if (frame.context_line) frame.context_line = scrubText(frame.context_line);
      delete frame.pre_context;
      delete frame.post_context;
    }
  }
  if (event.extra) event.extra = scrubValue(event.extra) as ErrorEvent['extra'];
  if (event.contexts) event.contexts = scrubValue(event.contexts) as ErrorEvent['contexts'];
  if (event.tags) event.tags = scrubValue(event.tags) as ErrorEvent['tags'];
  if (event.breadcrumbs)
    event.breadcrumbs = scrubValue(event.breadcrumbs) as ErrorEvent['breadcrumbs'];
  if (event.user) event.user = event.user.id !== undefined ? { id: event.user.id } : {};
  return event;
}

export function createSentryReports(config: SentryConfig): ErrorReports {
  Sentry.initWithoutDefaultIntegrations({
    dsn: config.dsn,
    environment: config.environment,
    ...(config.release ? { release: config.release } : {}),
    // Nothing collected on the SDK's own initiative; what a report carries is set below.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    // Errors only: no tracing (OpenTelemetry has it), no module hooks.
    enableRuntimeChannelInjection: false,
    integrations: [
      Sentry.linkedErrorsIntegration(),
      Sentry.nodeContextIntegration(),
      // Crashes are reported, then the process ends as Node would have ended it.
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
    ],
    beforeSend: scrubEvent,
    beforeBreadcrumb: () => null,
  });

  return {
    captureRequestError(error, request, status) {
      Sentry.withScope((scope) => {
        const route = request.routeOptions.url;
        scope.setTag('http.status_code', String(status));
        if (route) scope.setTag('http.route', route);
        scope.setTag('request_id', request.id);
        scope.addEventProcessor((event) => ({
          ...event,
          request: {
            method: request.method,
            url: redactUrl(request.url),
            headers: safeHeaders(request.headers),
          },
        }));
        Sentry.captureException(error);
      });
    },
    flush: async (timeoutMs = 2000) => void (await Sentry.flush(timeoutMs)),
    close: async () => void (await Sentry.close(2000)),
  };
}
