import { Global, Module } from '@nestjs/common';
import { SiteDataRegistry } from './site-data.registry';

/** Global, so any module's provider can register a site data source with `SiteDataRegistry`. */
@Global()
@Module({ providers: [SiteDataRegistry], exports: [SiteDataRegistry] })
export class SiteDataModule {}
