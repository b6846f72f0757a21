import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { AuthenticatedUser } from '../auth/passport/authenticated-user';
import { CurrentUser, RequireStaff, RequireUser } from '../auth/passport/auth-decorators';
import { ApiErrors, ApiZodResponse } from '../../platform/http/zod-validation';
import { ProfilesService, type ProfileView } from './profiles.service';

const profileSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  fullName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
const myProfileSchema = profileSchema.extend({ roles: z.array(z.string()), aal: z.enum(['aal1', 'aal2']) });

@ApiTags('profiles')
@Controller('profiles')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get('me')
  @RequireUser()
  @ApiOperation({ summary: "The signed-in person's profile, roles (e.g. staff) and assurance level" })
  @ApiZodResponse(200, myProfileSchema)
  async me(@CurrentUser() user: AuthenticatedUser): Promise<z.infer<typeof myProfileSchema>> {
    return { ...(await this.profiles.view(user.id)), roles: user.roles, aal: user.aal };
  }

  @Get(':id')
  @RequireStaff()
  @ApiOperation({ summary: 'A profile by user id (staff)' })
  @ApiZodResponse(200, profileSchema)
  @ApiErrors(400, 404)
  byId(@Param('id', new ParseUUIDPipe()) id: string): Promise<ProfileView> {
    return this.profiles.view(id);
  }
}
