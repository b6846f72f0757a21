import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

@Injectable()
export class HealthRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The cheapest statement the database must answer. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
