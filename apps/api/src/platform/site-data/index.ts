export { SiteDataRegistry, type SiteDataSource } from './site-data.registry';
export { SiteDataModule } from './site-data.module';
