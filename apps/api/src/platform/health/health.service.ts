import { Injectable } from '@nestjs/common';
import { HealthRepository } from './health.repository';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  checks: { database: 'up' | 'down' };
  uptimeSeconds: number;
}

@Injectable()
export class HealthService {
  /** Concurrent probes share one in-flight database check instead of each sending a query. */
  private inFlight?: Promise<boolean>;

  constructor(private readonly repository: HealthRepository) {}

  async report(): Promise<HealthReport> {
    this.inFlight ??= this.databaseUp().finally(() => (this.inFlight = undefined));
    const database = await this.inFlight;
    return {
      status: database ? 'ok' : 'unavailable',
      checks: { database: database ? 'up' : 'down' },
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  private async databaseUp(): Promise<boolean> {
    try {
      await Promise.race([this.repository.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref())]);
      return true;
    } catch {
      return false;
    }
  }
}
