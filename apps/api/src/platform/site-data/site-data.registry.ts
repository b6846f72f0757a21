import { Injectable } from '@nestjs/common';
import type { SiteData, SiteDataKey } from '@huron/shared/contracts';

/** One key of the site data and how to load its current value (from its module's repository). */
export interface SiteDataSource<K extends SiteDataKey = SiteDataKey> {
  key: K;
  load(): Promise<SiteData[K]>;
}

/**
 * The sources of the site data: rows staff edit that the prerendered pages show. A module registers its source when it
 * starts (`onModuleInit`); the web host (live-pages.ts) reads a snapshot of all of them at start and every
 * SITE_DATA_REFRESH_SECONDS, and renders the pages again when it changed.
 */
@Injectable()
export class SiteDataRegistry {
  private readonly sources = new Map<SiteDataKey, SiteDataSource>();

  register<K extends SiteDataKey>(source: SiteDataSource<K>): void {
    if (this.sources.has(source.key)) throw new Error(`site data "${source.key}" has two sources`);
    this.sources.set(source.key, source as unknown as SiteDataSource);
  }

  /** Every source's current value; rejects when one fails (the pages served stay as they are). */
  async snapshot(): Promise<Partial<SiteData>> {
    const keys = [...this.sources.keys()].sort();
    const values = await Promise.all(keys.map((key) => this.sources.get(key)!.load()));
    return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as Partial<SiteData>;
  }
}
