import { canonicalJson, eventHash, firstBrokenLink, GENESIS_HASH, type ChainEvent } from './signature-chain';

function chain(n: number): ChainEvent[] {
  const events: ChainEvent[] = [];
  let prev = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const event = {
      requestId: 'r1',
      seq,
      type: `step-${seq}`,
      details: { b: seq, a: [1, { y: 2, x: 1 }] },
      createdAt: new Date(Date.UTC(2026, 0, seq)),
      prevHash: prev,
    };
    const hash = eventHash(event);
    events.push({ ...event, hash });
    prev = hash;
  }
  return events;
}

describe('signature audit hash chain', () => {
  it('sorts keys at every level, so the order PostgreSQL keeps jsonb in does not matter', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":0,"z":1}]},"b":1}');
  });

  it('holds for an untouched chain and names the first row that does not', () => {
    expect(firstBrokenLink(chain(4))).toBeNull();
    const edited = chain(4);
    edited[2] = { ...edited[2]!, details: { ...edited[2]!.details, b: 99 } };
    expect(firstBrokenLink(edited)).toBe(3);
    const removed = chain(4);
    removed.splice(1, 1);
    expect(firstBrokenLink(removed)).toBe(3);
    const relinked = chain(3);
    relinked[1] = { ...relinked[1]!, prevHash: GENESIS_HASH };
    expect(firstBrokenLink(relinked)).toBe(2);
  });
});
