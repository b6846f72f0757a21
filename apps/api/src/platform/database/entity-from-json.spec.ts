import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { entityFromJson } from './entity-from-json';

@Entity({ name: 'things' })
class Thing {
  @PrimaryColumn('uuid') id: string;
  @Column({ name: 'seen_at', type: 'timestamptz', nullable: true }) seenAt: Date | null;
  @Column({ name: 'step', type: 'bigint', nullable: true }) step: string | null;
  @Column({ name: 'meta', type: 'jsonb' }) meta: Record<string, unknown>;
}

describe('entityFromJson', () => {
  const dataSource = new DataSource({ type: 'postgres', entities: [Thing] });
  beforeAll(() => (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas());

  it('maps column names to properties and restores the types TypeORM would give', () => {
    const thing = entityFromJson(dataSource, Thing, { id: 'a', seen_at: '2026-11-23T07:00:00.123456+00:00', step: 59012345, meta: { k: 1 } });
    expect(thing).toBeInstanceOf(Thing);
    expect(thing.seenAt).toEqual(new Date('2026-11-23T07:00:00.123Z'));
    expect(thing.step).toBe('59012345');
    expect(thing.meta).toEqual({ k: 1 });
  });

  it('gives null for absent and null columns', () => {
    const thing = entityFromJson(dataSource, Thing, { id: 'b', seen_at: null, meta: {} });
    expect(thing.seenAt).toBeNull();
    expect(thing.step).toBeNull();
  });
});
