import {
  context,
  defaultTextMapGetter,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { redactUrl } from './scrub.js';
import type { Tracing } from './tracing.js';

type TracingConfig = NonNullable<Config['tracing']>;

/** The context manager is process-wide (AsyncLocalStorage); set once, shared by every app. */
let contextManagerSet = false;
function ensureContextManager() {
  if (contextManagerSet) return;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  contextManagerSet = true;
}

/** Statement texts are parameterised (values travel apart), so the text itself is no secret. */
const MAX_STATEMENT = 2000;

export function createOtelTracing(config: TracingConfig): Tracing {
  ensureContextManager();
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.sampleRatio) }),
    spanProcessors: [
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: config.tracesUrl }) }),
    ],
  });
  // Not registered as the global provider: each app owns its own (tests run several).
  const tracer = provider.getTracer('selfdrive');
  const propagator = new W3CTraceContextPropagator();
  const open = new WeakMap<FastifyRequest, { span: Span; active: Context; error?: Error }>();

  const endRequest = (request: FastifyRequest, status: number | undefined) => {
    const entry = open.get(request);
    if (!entry) return;
    open.delete(request);
    const { span, error } = entry;
    const route = request.routeOptions.url;
    if (route) {
      span.setAttribute('http.route', route);
      span.updateName(`${request.method} ${route}`);
    }
    if (status === undefined) {
      span.setAttribute('http.request.aborted', true);
    } else {
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        if (error) span.recordException(error);
      }
    }
    span.end();
  };

  return {
    traceRequests(app) {
      app.addHook('onRequest', (request, _reply, done) => {
        // A caller's W3C traceparent (a proxy, another service) makes this span its child.
        const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
        const span = tracer.startSpan(
          request.method,
          {
            kind: SpanKind.SERVER,
            attributes: {
              'http.request.method': request.method,
              'url.path': redactUrl(request.url).split('?')[0],
              'client.address': request.ip,
              'user_agent.original': request.headers['user-agent'] ?? '',
            },
          },
          parent,
        );
        const active = trace.setSpan(parent, span);
        open.set(request, { span, active });
        context.with(active, done);
      });
      // A body is read in the request stream's own async context; the hooks after it and the
      // handler are put back in the span's. (Binding the raw request's emitter instead, as
      // instrumentation-http does, patches each request's listener methods; once is enough.)
      app.addHook('preValidation', (request, _reply, done) => {
        const entry = open.get(request);
        if (entry) context.with(entry.active, done);
        else done();
      });
      app.addHook('onError', (request, _reply, error, done) => {
        const entry = open.get(request);
        if (entry) entry.error = error;
        done();
      });
      app.addHook('onResponse', (request, reply, done) => {
        endRequest(request, reply.statusCode);
        done();
      });
      app.addHook('onRequestAbort', (request, done) => {
        endRequest(request, undefined);
        done();
      });
    },

    queryTracer(engine) {
      return (text) => {
        const parent = trace.getSpan(context.active());
        // pg-boss's polling and maintenance, outside any request or job, are left out.
        if (!parent?.isRecording()) return undefined;
        const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
        const span = tracer.startSpan(operation, {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': 'postgresql',
            'db.operation.name': operation,
            'db.query.text': text.slice(0, MAX_STATEMENT),
            'selfdrive.db.engine': engine,
          },
        });
        return (error) => {
          if (error !== undefined) {
            span.setStatus({ code: SpanStatusCode.ERROR });
            if (error instanceof Error) span.recordException(error);
          }
          span.end();
        };
      };
    },

    traceJob(queue, jobId, run) {
      return tracer.startActiveSpan(
        `job ${queue}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: {
            'messaging.system': 'pg-boss',
            'messaging.operation.type': 'process',
            'messaging.destination.name': queue,
            'messaging.message.id': jobId,
          },
        },
        ROOT_CONTEXT,
        async (span) => {
          try {
            return await run();
          } catch (error) {
            span.setStatus({ code: SpanStatusCode.ERROR });
            if (error instanceof Error) span.recordException(error);
            throw error;
          } finally {
            span.end();
          }
        },
      );
    },

    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
