import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DATABASE_RETRY_AFTER_SECONDS } from '../database/database-unavailable';
import { ApiErrors, ApiZodResponse } from '../http/zod-validation';
import { healthReportSchema, livenessSchema } from './health.schemas';
import { HealthService, type HealthReport } from './health.service';
import { PublicAccess } from '../openapi/api-access';

@ApiTags('health')
@PublicAccess()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Readiness: 200 when the database answers, 503 while it does not' })
  @ApiZodResponse(200, healthReportSchema, 'Ready')
  @ApiZodResponse(503, healthReportSchema, 'Not ready')
  @ApiErrors(400)
  async readiness(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.health.report();
    res.status(report.status === 'ok' ? 200 : 503).setHeader('Cache-Control', 'no-store');
    if (report.status !== 'ok') res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return report;
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process is up and serving requests' })
  @ApiZodResponse(200, livenessSchema, 'Alive')
  @ApiErrors(400)
  liveness(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
