import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { myProfileSchema, profileIdSchema, profileSchema, type MyProfile, type Profile } from '@huron/shared/contracts';
import { ApiErrors, ApiZodParam, ApiZodResponse } from '../../platform/http/zod-validation';
import { CurrentUser, RequireStaff, RequireUser, type AuthenticatedUser } from '../auth';
import { ProfilesService } from './profiles.service';

@ApiTags('profiles')
@Controller('profiles')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get('me')
  @RequireUser()
  @ApiOperation({ summary: "The signed-in person's profile, roles (e.g. staff) and assurance level" })
  @ApiZodResponse(200, myProfileSchema)
  async me(@CurrentUser() user: AuthenticatedUser): Promise<MyProfile> {
    return { ...(await this.profiles.view(user.id)), roles: user.roles, aal: user.aal };
  }

  @Get(':id')
  @RequireStaff()
  @ApiOperation({ summary: 'A profile by user id (staff)' })
  @ApiZodParam('id', profileIdSchema)
  @ApiZodResponse(200, profileSchema)
  @ApiErrors(400, 404)
  byId(@Param('id', new ParseUUIDPipe()) id: string): Promise<Profile> {
    return this.profiles.view(id);
  }
}
