import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { portalOverviewSchema, type PortalOverview } from '@huron/shared/contracts';
import { ApiErrors, ApiZodResponse } from '../../platform/http/zod-validation';
import { CurrentUser, RequireUser, type AuthenticatedUser } from '../auth';
import { PortalService } from './portal.service';

@ApiTags('portal')
@Controller('portal')
@RequireUser()
@ApiErrors(401)
export class PortalController {
  constructor(private readonly portal: PortalService) {}

  @Get('overview')
  @ApiOperation({ summary: 'Waiting for you: open document requests and questions, invoices due and unread messages, each with the ids to act on it' })
  @ApiZodResponse(200, portalOverviewSchema)
  overview(@CurrentUser() user: AuthenticatedUser): Promise<PortalOverview> {
    return this.portal.overview(user);
  }
}
