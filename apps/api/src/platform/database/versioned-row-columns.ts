import { Column, PrimaryGeneratedColumn } from 'typeorm';

/** The id and creation time of a row its repository writes in SQL: an entity extends it and lists its other columns. */
export abstract class CreatedRowColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** CreatedRowColumns of a row that changes: its version and updated_at, both set by the repository's own UPDATEs. */
export abstract class VersionedRowColumns extends CreatedRowColumns {
  @Column({ type: 'integer' })
  version: number;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
