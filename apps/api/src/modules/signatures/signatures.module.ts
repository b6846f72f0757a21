import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthCoreModule } from '../auth';
import { EngagementsModule } from '../engagements';
import { UploadsModule } from '../uploads';
import { SIGNATURE_ENTITIES } from './signature.entity';
import { SignatureSealer } from './signature-sealer.service';
import { SignatureTrail } from './signature-trail.service';
import { SignaturesAdminController } from './signatures-admin.controller';
import { SignaturesAdminService } from './signatures-admin.service';
import { SignaturesController } from './signatures.controller';
import { SignaturesRepository } from './signatures.repository';
import { SignaturesService } from './signatures.service';

@Module({
  imports: [TypeOrmModule.forFeature(SIGNATURE_ENTITIES), AuthCoreModule, EngagementsModule, UploadsModule],
  controllers: [SignaturesController, SignaturesAdminController],
  providers: [SignaturesRepository, SignatureTrail, SignatureSealer, SignaturesService, SignaturesAdminService],
})
export class SignaturesModule {}
