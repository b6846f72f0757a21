import { Column, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The id, version and dates of a row whose repository writes it in SQL (the version and updated_at set by its own
 * UPDATEs): an entity extends it and lists its other columns.
 */
export abstract class VersionedRowColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'integer' })
  version: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
