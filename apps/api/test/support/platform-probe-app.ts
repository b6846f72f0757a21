import { Body, Controller, Get, HttpCode, Injectable, Module, Param, Patch, Post, Query, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { adminRecordPatchSchema, formTrapSchema, pageQuerySchema, type AdminRecordPatch, type FormTrap, type PageQuery } from '@huron/shared/contracts';
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { AbuseModule, BotTrap } from '../../src/platform/abuse';
import { AdminRecordColumns, applyAdminPatch } from '../../src/platform/admin';
import { AuditModule } from '../../src/platform/audit/audit.module';
import { loadConfig } from '../../src/platform/config/app-config';
import { ConfigModule } from '../../src/platform/config/config.module';
import { DatabaseModule } from '../../src/platform/database/database.module';
import { ApiExceptionFilter } from '../../src/platform/http/api-exception.filter';
import { ZodValidationPipe } from '../../src/platform/http/zod-validation';
import { fetchKeysetPage } from '../../src/platform/pagination';
import { JobsModule } from '../../src/platform/jobs';
import { RateLimit, RateLimitModule } from '../../src/platform/rate-limit';
import { newReference } from '../../src/platform/references';

/** A lead record for the probe routes; its table is created by PROBE_LEADS_TABLE_SQL. */
@Entity('probe_leads')
export class ProbeLead extends AdminRecordColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;
}

@Injectable()
class ProbeState {
  received = 0;
}

/** Test-only routes that use the shared platform pieces the way feature modules do. */
@Controller('probe')
class PlatformProbeController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bots: BotTrap,
    private readonly state: ProbeState,
  ) {}

  @Post('forms')
  @HttpCode(201)
  @RateLimit('probe-form', { limit: 3, windowSeconds: 600 })
  submit(@Body(new ZodValidationPipe(formTrapSchema)) trap: FormTrap) {
    if (this.bots.isLikelyBot(trap)) return { reference: this.bots.fakeReference('PR') };
    this.state.received += 1;
    return { reference: newReference('PR') };
  }

  @Get('leads')
  async list(@Query(new ZodValidationPipe(pageQuerySchema)) query: PageQuery) {
    const page = await fetchKeysetPage(this.dataSource.getRepository(ProbeLead).createQueryBuilder('lead'), 'lead', query);
    return { items: page.items.map((lead) => lead.name), nextCursor: page.nextCursor };
  }

  @Patch('leads/:id')
  async patch(@Param('id') id: string, @Body(new ZodValidationPipe(adminRecordPatchSchema)) patch: AdminRecordPatch) {
    const lead = await applyAdminPatch(this.dataSource, ProbeLead, id, patch, { id: '00000000-0000-4000-8000-000000000001' });
    return { status: lead.status, internalNote: lead.internalNote, version: lead.version };
  }
}

export interface PlatformProbeApp {
  app: INestApplication;
  baseUrl: string;
  state: ProbeState;
}

/** The probe routes on a random port against `databaseUrl` (already migrated), with the given environment. */
export async function startPlatformProbeApp(databaseUrl: string, env: Record<string, string> = {}): Promise<PlatformProbeApp> {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', ...env });
  @Module({
    imports: [
      ConfigModule.forRoot(config),
      DatabaseModule.forRoot(databaseUrl),
      AuditModule,
      JobsModule,
      RateLimitModule,
      AbuseModule,
      TypeOrmModule.forFeature([ProbeLead]),
    ],
    controllers: [PlatformProbeController],
    providers: [ProbeState],
  })
  class PlatformProbeModule {}
  const app = await NestFactory.create(PlatformProbeModule, { logger: false });
  app.useGlobalFilters(new ApiExceptionFilter());
  await app.listen(0, '127.0.0.1');
  return { app, baseUrl: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`, state: app.get(ProbeState) };
}
