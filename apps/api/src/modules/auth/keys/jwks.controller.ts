import { Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AuthV1Controller } from '../http/auth-v1-controller.decorator';
import { SigningKeysService, type PublishedJwk } from './signing-keys.service';

@AuthV1Controller()
export class JwksController {
  constructor(private readonly keys: SigningKeysService) {}

  /** Public keys of every signing key in use (current, next and previous), cached by clients for 10 minutes. */
  @Get('.well-known/jwks.json')
  async jwks(@Res({ passthrough: true }) res: Response): Promise<{ keys: PublishedJwk[] }> {
    res.setHeader('Cache-Control', 'public, max-age=600');
    return this.keys.jwks();
  }
}
