import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RequestMethod, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { authErrorFormat, respondAuthBodyError, serveRefreshGrantsAheadOfExpress } from './modules/auth';
import type { AppConfig } from './platform/config/app-config';
import { ApiExceptionFilter } from './platform/http/api-exception.filter';
import { bodyErrorHandler, jsonBody, rejectUnsafeInput, requireJson } from './platform/http/body-parsing';
import { answerClientErrors } from './platform/http/client-errors';
import { compressWhenAccepted } from './platform/http/compress-when-accepted';
import type { ErrorDialects } from './platform/http/error-dialect';
import { JsonReplyAdapter } from './platform/http/json-reply-adapter';
import { rejectMalformedPath } from './platform/http/malformed-path';
import { AllowedMethods } from './platform/http/method-not-allowed';
import { RequestParameterPipe } from './platform/http/request-parameter.pipe';
import { requestContext } from './platform/http/request-context';
import { requestPipeline, under } from './platform/http/request-pipeline';
import { noStore, securityHeaderLists, securityHeaders } from './platform/http/security-headers';
import { NestPinoLogger } from './platform/logging/logger';
import { metricsEndpoint, MetricsService } from './platform/metrics';
import { buildOpenApiDocument } from './platform/openapi/openapi-document';
import { shareLinks } from './platform/web-host/share-link';
import { serveSiteAheadOfExpress } from './platform/web-host/site-lane';
import { SiteDataRegistry } from './platform/site-data';
import { buildRenderer, startLivePages } from './platform/web-host/live-pages';
import { createWebHost } from './platform/web-host/web-host';

export interface CreateAppOptions {
  config: AppConfig;
  databaseUrl: string;
  log: Logger;
  /** Builds routes and the OpenAPI document without instantiating providers (no database needed). */
  preview?: boolean;
}

/** RFC 8058 one-click refusals and unsubscribes arrive form-encoded; the routes ignore the body (the token is in the path). */
const ONE_CLICK_REFUSAL = /^\/api\/(referrals\/refusals|tax-school\/waitlist\/unsubscribe)\/[^/]+$/;

/** Builds the whole HTTP application (API, auth, docs and, when built, the web site) without listening. */
export async function createApp({ config, databaseUrl, log, preview = false }: CreateAppOptions): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), new JsonReplyAdapter(), {
    bodyParser: false,
    abortOnError: false,
    preview,
    logger: new NestPinoLogger(log),
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  const webHost = existsSync(join(config.webDist, 'manifest.json')) ? createWebHost(config.webDist) : undefined;

  const headers = securityHeaderLists({
    scriptHashes: webHost?.manifest.scriptHashes ?? [],
    styleHashes: webHost?.manifest.styleHashes ?? [],
    https: config.env === 'production' && config.publicUrl.startsWith('https:'),
  });
  if (webHost) serveSiteAheadOfExpress(app.getHttpServer(), webHost, { log, headers: headers.site });
  if (!preview) serveRefreshGrantsAheadOfExpress(app, { log, headers: headers.site });
  const live = webHost?.manifest.live;
  if (webHost && live && !preview) {
    // The served pages follow the site data staff edit (sessions, postings, hours) from the moment the process listens.
    const registry = app.get(SiteDataRegistry);
    const server = app.getHttpServer();
    server.once('listening', () => {
      const pages = startLivePages(live.files, {
        host: webHost,
        snapshot: () => registry.snapshot(),
        renderer: buildRenderer(config.webDist, live.serverEntry),
        intervalMs: config.siteDataRefreshMs,
        log,
      });
      server.once('close', () => pages.stop());
    });
  }
  const dialects: ErrorDialects = { '/auth/v1': authErrorFormat };
  answerClientErrors(app.getHttpServer(), dialects);
  // 405 for a known path asked with a wrong method; the table is read from the router once routes exist.
  const allowedMethods = new AllowedMethods();
  app.getHttpServer().once('listening', () => allowedMethods.load((app.getHttpAdapter().getInstance() as Express).router));
  // Every answer on /api and /auth/v1 is no-store or public content with a short max-age: Express's ETag (a hash of
  // every body) would rarely if ever be used for a conditional request. Pages and files carry their own, from the build.
  app.set('etag', false);
  app.use(
    requestPipeline(
      [
        requestContext(log),
        securityHeaders(headers),
        shareLinks({ https: config.publicUrl.startsWith('https:') }),
        ...(webHost ? [webHost.handle] : []), // normally answered ahead of Express (site-lane.ts); kept for direct use of the Express app
        // GET /metrics for a scraper with the bearer token (METRICS_TOKEN); METRICS_PORT serves it on a port of its own.
        ...(config.metrics.token && !preview ? [metricsEndpoint(app.get(MetricsService), config.metrics.token)] : []),
        rejectMalformedPath(dialects),
        // /api only: /auth/v1 answers are about 2 kB of tokens and signatures, which fit one round trip either way (gzip
        // takes a token answer from 1.9 to 1.0 kB), and wrapping every response cost the grants more than it saved.
        // Pages and files are answered ahead of Express with their precompressed copies.
        ...under('/api', compressWhenAccepted({ threshold: 1024 })),
        // Most /api answers depend on who asks (a session, a booking token, a payment id) or hold personal data, so
        // none is stored by a browser or proxy unless its route says otherwise (the public content sets its own max-age).
        ...under('/api', noStore, requireJson(['application/json'], ONE_CLICK_REFUSAL, ['/api/uploads'])),
        ...under('/auth/v1', requireJson(), noStore), // the key set overrides no-store with its own caching
        jsonBody(config.bodyLimit),
        rejectUnsafeInput(),
        allowedMethods.middleware(dialects),
      ],
      bodyErrorHandler({ '/auth/v1': respondAuthBodyError }),
    ),
  );

  app.setGlobalPrefix('api', { exclude: [{ path: 'auth/v1/{*path}', method: RequestMethod.ALL }] });
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(new RequestParameterPipe());

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/openapi.json',
    yamlDocumentUrl: 'api/openapi.yaml',
    customSiteTitle: 'Huron Tax & Accounting API',
  });
  return app;
}
